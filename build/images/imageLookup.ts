/** One derived file: its public URL and its real pixel size. */
export interface DerivedImage {
  src: string
  width: number
  height: number
}

/** The derived files of one declared size: 1x, and 2x when the source is large enough. */
export interface DerivedSize {
  type: string
  x1: DerivedImage
  x2?: DerivedImage
}

/**
 * What the build hands a render worker for a page with local images: media URL → declared size key
 * (`sizeKey`) → the files derived for it. Plain JSON, so it crosses to the render worker as it is.
 */
export type ImageLookup = Record<string, Record<string, DerivedSize>>

export const sizeKey = (size: { width: number; height?: number }, fit?: 'contain') => `${size.width}x${size.height ?? ''}${fit ? `-${fit}` : ''}`
