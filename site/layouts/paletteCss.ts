// Runs at compile time only (from vite.config.ts): turns the catalogue's layout palettes into CSS custom
// properties, so the browser gets each brand's colours as CSS, with no layout data (and no zod) in its JS.

interface PaletteLayout {
  id: string
  palette: readonly string[]
}

function luminance(hex: string): number {
  const v = hex.replace('#', '')
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * `.v-layout--{id}` gets `--v-c1`… (the palette in order) and three roles the chrome uses: primary (the first
 * colour), accent (the first other colour that is not near-white) and light (the lightest colour, for surfaces).
 */
export function paletteCss(layouts: readonly PaletteLayout[]): string {
  return layouts
    .map(({ id, palette }) => {
      const [primary = '#111827', ...rest] = palette
      const accent = rest.find((c) => luminance(c) < 0.85 && c.toLowerCase() !== primary.toLowerCase()) ?? primary
      const lightest = [...palette].sort((a, b) => luminance(b) - luminance(a))[0] ?? '#ffffff'
      const light = luminance(lightest) > 0.8 ? lightest : '#ffffff'
      const onPrimary = luminance(primary) > 0.6 ? '#111111' : '#ffffff'
      const onAccent = luminance(accent) > 0.6 ? '#111111' : '#ffffff'
      const vars = palette.map((c, i) => `--v-c${i + 1}:${c}`)
      vars.push(`--v-primary:${primary}`, `--v-accent:${accent}`, `--v-light:${light}`, `--v-on-primary:${onPrimary}`, `--v-on-accent:${onAccent}`)
      return `.v-layout--${id}{${vars.join(';')}}`
    })
    .join('\n')
}
