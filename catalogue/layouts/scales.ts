import { titleSizes } from '../blocks/shared/blockOptions.ts'

/**
 * The type scale every layout shares: the sizes blocks offer for titles (blocks/shared/blockOptions.ts), each
 * with its font size. The site's `.v-text-*` classes are made from it (site/layouts/paletteCss.ts), and the style
 * guide shows it, so neither is written by hand.
 */
export const typeScale = {
  'text-sm': '0.875rem',
  'text-base': '1rem',
  'text-lg': '1.125rem',
  'text-xl': '1.25rem',
  'text-2xl': '1.5rem',
  'text-3xl': '1.875rem',
  'text-4xl': '2.25rem',
  'text-5xl': '3rem',
  'text-6xl': '3.75rem',
  'text-7xl': '4.5rem',
  'text-8xl': '6rem',
} as const satisfies Record<(typeof titleSizes)[number], string>

/** The spacing steps (`--v-space-1`…), multiplied by a layout's density: airy brands breathe more. */
export const spacingSteps = [0.25, 0.5, 1, 1.5, 2, 3, 4] as const

/** A layout's spacing scale in rem, step by step. */
export const spacingScale = (density: number): string[] => spacingSteps.map((step) => `${Number((step * density).toFixed(3))}rem`)
