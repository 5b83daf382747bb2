import type { DerivedImage, ImageLookup } from '../images/imageLookup.ts'
import { sizeKey } from '../images/imageLookup.ts'

/** The size Open Graph and Twitter cards show a page's image at: the build's image step makes this crop of it. */
export const socialCardSize = { width: 1200, height: 630 }

/** The social card file the image step made of a page image; undefined for images it does not resize (external, SVG). */
export function socialCardFile(images: ImageLookup | undefined, url: string): DerivedImage | undefined {
  return images?.[url]?.[sizeKey(socialCardSize)]?.x1
}
