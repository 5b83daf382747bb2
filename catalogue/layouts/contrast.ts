// WCAG 2 contrast, for text on brand colours: the layouts' palettes (site/layouts/paletteCss.ts) and blocks whose
// editor picks a colour to put text on.

export const channels = (hex: string): [number, number, number] => {
  const v = hex.replace('#', '')
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** WCAG 2 relative luminance (sRGB channels linearised). */
function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/**
 * Text on `background`: white or near-black, whichever reads better (WCAG contrast, not a brightness guess); pure
 * black for a mid-tone on which neither reaches 4.5:1.
 */
export function textOn(background: string): string {
  const best = contrast(background, '#ffffff') >= contrast(background, '#111111') ? '#ffffff' : '#111111'
  return contrast(background, best) >= 4.5 || contrast(background, '#000000') < 4.5 ? best : '#000000'
}

/**
 * The brand colour as text on the given surfaces: itself when it reads at 4.5:1 (WCAG AA) on each, else darkened
 * step by step towards black until it does, so brand-coloured links and titles stay legible on pale palettes.
 */
export function ink(colour: string, surfaces: readonly string[]): string {
  let rgb: number[] = channels(colour)
  for (let i = 0; i < 40 && surfaces.some((s) => contrast(hex(rgb), s) < 4.5); i++) rgb = rgb.map((c) => c * 0.93)
  return hex(rgb)
}

