import type { ImageSource, ResolvedMedia } from '../../catalogue/blocks/shared/ResponsiveImage.tsx'
import { breakpointMinWidth, breakpointNames } from '../../catalogue/model/breakpoints.ts'
import { sizeKey, type ImageLookup } from './imageLookup.ts'

/**
 * The <picture> sources of a resolved media value from its derived files: the largest breakpoint first, each
 * with its media query, the smallest declared one without, so every browser that takes WebP picks a derived
 * file and the <img> keeps the original as the fallback. Undefined unless every declared size was derived.
 */
export function imageSourcesFor(image: ResolvedMedia, lookup: ImageLookup): ImageSource[] | undefined {
  const derived = lookup[image.url]
  if (!derived || !image.sizes) return undefined
  const declared = breakpointNames.filter((b) => image.sizes![b])
  const sources: ImageSource[] = []
  for (let i = declared.length - 1; i >= 0; i--) {
    const breakpoint = declared[i]!
    const files = derived[sizeKey(image.sizes[breakpoint]!, image.fit)]
    if (!files) return undefined
    sources.push({
      ...(i > 0 ? { media: `(min-width: ${breakpointMinWidth[breakpoint]}px)` } : {}),
      srcSet: files.x2 ? `${files.x1.src} 1x, ${files.x2.src} 2x` : files.x1.src,
      type: files.type,
      width: files.x1.width,
      height: files.x1.height,
    })
  }
  return sources.length ? sources : undefined
}
