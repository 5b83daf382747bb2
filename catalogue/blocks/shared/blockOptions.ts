// Kept free of zod: components import these option lists and colour maps in the public site's browser bundle.

/** Title sizes offered by resort, brand and content blocks, smallest first. */
export const titleSizes = ['text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl', 'text-4xl', 'text-5xl', 'text-6xl', 'text-7xl', 'text-8xl'] as const
export type TitleSize = (typeof titleSizes)[number]

export const titleTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export type TitleTag = (typeof titleTags)[number]

/** Decorative line drawings a content block may carry in a corner. */
export const illustrations = ['none', 'seahorse', 'sisserou', 'turtle'] as const
export type Illustration = (typeof illustrations)[number]

/** The catalogue's named background colours; 'none' keeps the layout's own background. */
export const backgroundColors = { none: '', gold: '#ffcf85', coral: '#FFB4B4', teal: '#92dbd0' } as const
export type BackgroundColor = keyof typeof backgroundColors
export const backgroundColorNames = Object.keys(backgroundColors) as BackgroundColor[]

/** Languages content may be written in; the value becomes the block's lang attribute. */
export const contentLanguages = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const
export type ContentLanguage = (typeof contentLanguages)[number]

/** Where a brand block puts its media relative to its text. */
export const mediaPositions = ['left', 'right', 'top', 'background'] as const
export type MediaPosition = (typeof mediaPositions)[number]
