// Runs at compile time only (from vite.config.ts): turns the catalogue's layout palettes into CSS custom
// properties, so the browser gets each brand's colours as CSS, with no layout data (and no zod) in its JS.

import { spacingScale, typeScale } from '../../catalogue/layouts/scales.ts'
import { channels, ink, textOn } from '../../catalogue/layouts/contrast.ts'

export { contrast } from '../../catalogue/layouts/contrast.ts'

interface PaletteLayout {
  id: string
  palette: readonly string[]
  look?: { body: string; head: string; headCase: string; headSpacing: string; headWeight: number; radius: string; density: number }
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
    .map(({ id, palette, look }) => {
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
      return `.v-layout--${id}{${vars.join(';')}}${look ? lookCss(id, look) : ''}`
    })
    .join('\n')
}

/**
 * A layout's type, shape and spacing as the variables layouts.css uses. `.v-layout.v-layout--{id}` outranks the
 * defaults on `.v-layout`, whichever stylesheet comes first.
 */
function lookCss(id: string, look: NonNullable<PaletteLayout['look']>): string {
  const vars = [
    `--v-font-body:${look.body}`,
    `--v-font-head:${look.head}`,
    `--v-head-case:${look.headCase}`,
    `--v-head-spacing:${look.headSpacing}`,
    `--v-head-weight:${look.headWeight}`,
    `--v-radius:${look.radius}`,
    ...spacingScale(look.density).map((size, i) => `--v-space-${i + 1}:${size}`),
  ]
  return `.v-layout.v-layout--${id}{${vars.join(';')}}`
}

/** The shared type scale as the `.v-text-*` classes blocks use for title sizes. */
export function typeScaleCss(): string {
  return Object.entries(typeScale)
    .map(([name, size]) => `.v-${name}{font-size:${size}}`)
    .join('')
}
