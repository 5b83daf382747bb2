import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import type { ResolvedMedia } from '../../catalogue/blocks/shared/ResponsiveImage.tsx'
import { attachDataImageSources } from './dataImages.ts'
import type { ImageLookup } from './imageLookup.ts'
import { imageSourcesFor } from './imageSourcesFor.ts'

const isMedia = (value: unknown): value is ResolvedMedia =>
  typeof value === 'object' && value !== null && typeof (value as ResolvedMedia).url === 'string' && typeof (value as ResolvedMedia).sizes === 'object'

/** Give every media value of a resolved tree, and the images of database-backed blocks' records, their derived files, in place. */
export function attachImageSources(nodes: RenderNode[], lookup: ImageLookup): void {
  for (const node of nodes) {
    if (node.kind === 'group') {
      attachImageSources(node.children, lookup)
      continue
    }
    attachDataImageSources(node, lookup)
    for (const value of Object.values(node.values)) {
      if (!isMedia(value)) continue
      const sources = imageSourcesFor(value, lookup)
      if (sources) value.sources = sources
    }
    for (const children of Object.values(node.slots)) attachImageSources(children, lookup)
  }
}
