// Runs at compile time only (from vite.config.ts): turns the catalogue's layout palettes into CSS custom
// properties, so the browser gets each brand's colours as CSS, with no layout data (and no zod) in its JS.

import { channels, ink, textOn } from '../../catalogue/layouts/contrast.ts'

export { contrast } from '../../catalogue/layouts/contrast.ts'

interface PaletteLayout {
  id: string
  palette: readonly string[]
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * `.v-layout--{id}` gets `--v-c1`… (the palette in order) and three roles the chrome uses: primary (the first
 * colour), accent (the first other colour that is not near-white) and light (the lightest colour, for surfaces);
 * --v-on-* is the text on a role's colour and --v-*-ink the role's colour darkened to read as text, both at
 * WCAG AA contrast.
 */
export function paletteCss(layouts: readonly PaletteLayout[]): string {
  return layouts
    .map(({ id, palette }) => {
      const [primary = '#111827', ...rest] = palette
      const accent = rest.find((c) => luminance(c) < 0.85 && c.toLowerCase() !== primary.toLowerCase()) ?? primary
      const lightest = [...palette].sort((a, b) => luminance(b) - luminance(a))[0] ?? '#ffffff'
      const light = luminance(lightest) > 0.8 ? lightest : '#ffffff'
      const onPrimary = textOn(primary)
      const onAccent = textOn(accent)
      const vars = palette.map((c, i) => `--v-c${i + 1}:${c}`)
      vars.push(`--v-primary:${primary}`, `--v-accent:${accent}`, `--v-light:${light}`, `--v-on-primary:${onPrimary}`, `--v-on-accent:${onAccent}`)
      // Brand colours as text on white and on the light surface, legible at 4.5:1.
      vars.push(`--v-primary-ink:${ink(primary, ['#ffffff', light])}`, `--v-accent-ink:${ink(accent, ['#ffffff', light])}`)
      return `.v-layout--${id}{${vars.join(';')}}`
    })
    .join('\n')
}
