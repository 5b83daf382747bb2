import type { ElementColors } from '../../catalogue/blocks/renderTree.ts'

/** An element's own colours as a style; none when it has none, so most pages carry no style attributes. */
export const colorStyle = (colors: ElementColors | undefined) => (colors ? { background: colors.background, color: colors.foreground } : undefined)
