import type { RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { postImageSizes } from '../../catalogue/blocks/blogs/blog-list/visiblePosts.ts'
import { releaseImageSizes } from '../../catalogue/blocks/press/press-release-list/pressReleases.ts'
import type { ImageSource, WithImageSources } from '../../catalogue/blocks/shared/ResponsiveImage.tsx'
import { offerImageSizes, offerLogoSizes } from '../../catalogue/blocks/specials/special-offers/offerImages.ts'
import type { ImageSize } from '../../catalogue/fields/fieldKind.ts'
import type { Breakpoint } from '../../catalogue/model/breakpointSchema.ts'
import { imageSourcesFor } from './imageSourcesFor.ts'
import type { ImageLookup } from './imageLookup.ts'

interface DataImage {
  /** The record's field holding the image URL. */
  field: string
  sizes: Partial<Record<Breakpoint, ImageSize>>
  fit?: 'contain'
}

/**
 * Database-backed blocks that show images of their records, with the sizes their components declare: the
 * build resizes those images as it does media fields, and the records carry the derived files (imageSources).
 */
export const dataImages: Record<string, DataImage[]> = {
  SpecialsSpecialOffers: [
    { field: 'image', sizes: offerImageSizes },
    { field: 'resortLogo', sizes: offerLogoSizes, fit: 'contain' },
  ],
  BlogsBlogList: [{ field: 'hero', sizes: postImageSizes }],
  PressReleaseList: [{ field: 'image', sizes: releaseImageSizes }],
}

/** The images of a block's records: URL, size and fit, for every declared size. */
export function dataImageUses(component: string, records: unknown): { url: string; field: string; size: ImageSize; fit?: 'contain' }[] {
  const images = dataImages[component]
  if (!images || !Array.isArray(records)) return []
  return records.flatMap((record: Record<string, unknown>) =>
    images.flatMap(({ field, sizes, fit }) => {
      const url = record[field]
      return typeof url === 'string' && url.startsWith('/media/') ? Object.values(sizes).flatMap((size) => (size ? [{ url, field, size, fit }] : [])) : []
    }),
  )
}

/** Give a database-backed slice's records the derived files of their images; copies, since records are shared by pages. */
export function attachDataImageSources(slice: RenderSlice, lookup: ImageLookup): void {
  const images = dataImages[slice.component]
  if (!images || !Array.isArray(slice.data)) return
  slice.data = slice.data.map((record: Record<string, unknown>) => {
    const found: Record<string, ImageSource[]> = {}
    for (const { field, sizes, fit } of images) {
      const url = record[field]
      const sources = typeof url === 'string' ? imageSourcesFor({ url, alt: '', sizes, ...(fit ? { fit } : {}) }, lookup) : undefined
      if (sources) found[field] = sources
    }
    return Object.keys(found).length ? ({ ...record, imageSources: found } satisfies WithImageSources) : record
  })
}
