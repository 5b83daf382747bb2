import type { RenderNode, RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { mediaUrlPattern } from '../../catalogue/model/entities/media.ts'
import type { FixPlace } from '../../catalogue/model/pageProblems.ts'
import { blockData, queryCollection, type Collection } from '../data/blockData.ts'

/** The studio's (and the API's) name of each collection a block can show images of. */
const collectionNames: Partial<Record<Collection, Extract<FixPlace, { at: 'record' }>['collection']>> = {
  specials: 'specials',
  posts: 'posts',
  resorts: 'resorts',
  brands: 'brands',
  factSheets: 'fact-sheets',
}

const withoutQuery = (src: string) => src.replace(/[?#].*$/, '')

/** Whether a stored value is the image at `src`: its address, or a media value ({ url, alt }) of it. */
function holds(value: unknown, src: string, depth = 0): boolean {
  if (typeof value === 'string') return withoutQuery(value) === src
  if (depth > 6 || typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.some((v) => holds(v, src, depth + 1))
  return Object.values(value).some((v) => holds(v, src, depth + 1))
}

function findSlice(nodes: readonly RenderNode[], id: string): RenderSlice | undefined {
  for (const node of nodes) {
    if (node.kind === 'group') {
      const found = findSlice(node.children, id)
      if (found) return found
      continue
    }
    if (node.id === id) return node
    for (const children of Object.values(node.slots)) {
      const found = findSlice(children, id)
      if (found) return found
    }
  }
  return undefined
}

/** The record a database-backed block shows the image of, and the record's setting holding it. */
function recordPlace(slice: RenderSlice, src: string): FixPlace | undefined {
  const collection = collectionNames[slice.query ? queryCollection(slice.query) : (blockData[slice.component]?.collections[0] ?? 'pages')]
  if (!collection || !Array.isArray(slice.data)) return undefined
  for (const record of slice.data as unknown[]) {
    if (typeof record !== 'object' || record === null) continue
    const doc = record as Record<string, unknown>
    const key = Object.keys(doc).find((k) => holds(doc[k], src))
    if (key && typeof doc.id === 'string') {
      const name = [doc.title, doc.name].find((v): v is string => typeof v === 'string' && v !== '') ?? doc.id
      return { at: 'record', collection, id: doc.id, name: name.slice(0, 300), key }
    }
  }
  return undefined
}

/**
 * Where the image at `src` in the block `element` is changed: the block's own field holding it, else the record
 * the block shows it from (a special offer's image, with its alt text, is set in the offer), else, for an upload
 * found in neither, the upload in the media library.
 */
export function imagePlace(nodes: readonly RenderNode[], element: string | undefined, rawSrc: string): FixPlace | undefined {
  const src = withoutQuery(rawSrc)
  const slice = element ? findSlice(nodes, element) : undefined
  if (slice) {
    const field = Object.keys(slice.values).find((name) => holds(slice.values[name], src))
    if (field) return { at: 'field', element: slice.id, field }
    const record = recordPlace(slice, src)
    if (record) return record
  }
  const upload = mediaUrlPattern.exec(src)
  return upload ? { at: 'media', id: upload[1]! } : undefined
}
