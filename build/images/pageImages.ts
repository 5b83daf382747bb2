import { getBlockDefinition } from '../../catalogue/blocks/definitions.ts'
import { ContentError } from '../../catalogue/blocks/resolveElements.ts'
import type { AnyField, ImageSize } from '../../catalogue/fields/fieldKind.ts'
import { BuildError } from '../BuildError.ts'
import { blockData, type DataContext } from '../data/blockData.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'
import type { ImageDeriver } from './createImageDeriver.ts'
import { dataImages, dataImageUses } from './dataImages.ts'
import { sizeKey, type DerivedSize, type ImageLookup } from './imageLookup.ts'
import { heroImage } from '../seo/seoFacts.ts'
import { socialCardSize } from '../seo/socialCard.ts'

/** The parts of a stored element this pass reads; pages are read as JSON text, before any schema. */
interface RawElement {
  id?: string
  type?: string
  component?: string
  enabled?: boolean
  fields?: { name?: string; enabled?: boolean; value?: unknown }[]
  elements?: RawElement[]
}

interface Use {
  url: string
  size: ImageSize
  fit?: 'contain'
  /** Only the 1x file (see ImageDeriver.derive). */
  single?: boolean
  where: { element: string; component: string; field: string }
}

/** What the records of database-backed blocks are read from, when the build has local images among them. */
export interface PageImagesData {
  meta: SnapshotMeta
  today: string
}

const dataNeedles = Object.keys(dataImages).map((c) => `"component":"${c}"`)
const metaHasUploads = new WeakMap<SnapshotMeta, boolean>()
/** Whether any record a block shows images of points at an upload: worked out once per build. */
function recordsHaveUploads(meta: SnapshotMeta): boolean {
  let found = metaHasUploads.get(meta)
  if (found === undefined) metaHasUploads.set(meta, (found = JSON.stringify([meta.specials, meta.posts, meta.pressReleases]).includes('"/media/')))
  return found
}

function collect(elements: readonly RawElement[] | undefined, uses: Use[], ctx?: DataContext): void {
  for (const element of elements ?? []) {
    if (element.enabled === false) continue
    if (element.type !== 'group' && element.component) {
      let fields: Record<string, AnyField> | undefined
      let defaults: Record<string, unknown> = {}
      try {
        const definition = getBlockDefinition(element.component)
        fields = definition.fields as Record<string, AnyField>
        defaults = definition.defaults as Record<string, unknown>
      } catch {
        // An unknown block: rendering names it as the page's error.
      }
      const resolver = blockData[element.component]
      if (ctx && resolver && dataImages[element.component]) {
        // The block's records as the worker will resolve them (from its stored values over the defaults).
        const values = { ...defaults, ...Object.fromEntries((element.fields ?? []).filter((f) => f.name && f.enabled !== false).map((f) => [f.name!, f.value])) }
        for (const { url, field, size, fit } of dataImageUses(element.component, resolver.resolve(values, ctx)))
          uses.push({ url, size, fit, where: { element: element.id ?? '?', component: element.component, field: `data.${field}` } })
      }
      for (const [name, kind] of Object.entries(fields ?? {})) {
        if (kind.kind !== 'media') continue
        const stored = element.fields?.find((f) => f.name === name)
        const value = stored && stored.enabled !== false ? (stored.value as { url?: unknown } | null | undefined) : undefined
        if (typeof value?.url !== 'string' || !value.url.startsWith('/media/')) continue
        for (const size of Object.values(kind.sizes)) if (size) uses.push({ url: value.url, size, fit: kind.fit, where: { element: element.id ?? '?', component: element.component, field: name } })
      }
    }
    collect(element.elements, uses, ctx)
  }
}

/**
 * The derived files a page's local images need, deriving what is missing. Only pages whose text mentions
 * `/media/` are parsed, so pages without uploaded images cost one substring search. A file that cannot be
 * read as an image (missing, damaged, from an older version) is a content error naming the page, element and
 * field that use it: the build leaves that page at its last good render and names it (buildSite.ts), never
 * shipping it with a broken image, and every other page goes live.
 */
export async function pageImages(pageJson: string, deriver: ImageDeriver, slugOf: (siteId: string) => string | undefined, data?: PageImagesData): Promise<ImageLookup | undefined> {
  const withData = data !== undefined && recordsHaveUploads(data.meta) && dataNeedles.some((n) => pageJson.includes(n))
  if (!withData && !pageJson.includes('"/media/')) return undefined
  const page = JSON.parse(pageJson) as { path?: string; site_id?: string; locale?: string; elements?: RawElement[]; seo?: { image?: unknown } }
  const siteSlug = slugOf(String(page.site_id)) ?? String(page.site_id)
  const uses: Use[] = []
  collect(page.elements, uses, withData ? { ...data, siteId: String(page.site_id), locale: page.locale ?? 'en' } : undefined)
  // The social card: the chosen image, else the page's first, at the size social networks show (see socialCard.ts).
  const chosen = typeof page.seo?.image === 'string' && page.seo.image ? page.seo.image : undefined
  const card = chosen ?? heroImage(pageJson)
  if (card?.startsWith('/media/')) uses.push({ url: card, size: socialCardSize, single: true, where: { element: 'page', component: 'page', field: chosen ? 'seo.image' : 'social card image' } })
  if (!uses.length) return undefined
  const derived = await Promise.all(
    uses.map(async ({ url, size, fit, single, where }): Promise<DerivedSize | undefined> => {
      try {
        return await deriver.derive(url, size, fit, single)
      } catch (error) {
        const at = { page: `${siteSlug}${page.path ?? ''}`, ...where }
        // Worded like every other content error: page, element (block), field, then what is wrong.
        throw new BuildError(new ContentError(`image ${url}: ${(error as Error).message}`, at).message, { site: siteSlug, ...(page.path ? { page: page.path } : {}), ...where })
      }
    }),
  )
  // Filled in the page's order, not as resizes finish: the lookup is part of the page's output and its key.
  const lookup: ImageLookup = {}
  uses.forEach(({ url, size, fit }, i) => {
    if (derived[i]) (lookup[url] ??= {})[sizeKey(size, fit)] = derived[i]
  })
  return Object.keys(lookup).length ? lookup : undefined
}
