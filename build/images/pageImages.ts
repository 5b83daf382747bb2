import { getBlockDefinition } from '../../catalogue/blocks/definitions.ts'
import { ContentError } from '../../catalogue/blocks/resolveElements.ts'
import type { AnyField, ImageSize } from '../../catalogue/fields/fieldKind.ts'
import { BuildError } from '../BuildError.ts'
import type { ImageDeriver } from './createImageDeriver.ts'
import { sizeKey, type DerivedSize, type ImageLookup } from './imageLookup.ts'

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
  where: { element: string; component: string; field: string }
}

function collect(elements: readonly RawElement[] | undefined, uses: Use[]): void {
  for (const element of elements ?? []) {
    if (element.enabled === false) continue
    if (element.type !== 'group' && element.component) {
      let fields: Record<string, AnyField> | undefined
      try {
        fields = getBlockDefinition(element.component).fields as Record<string, AnyField>
      } catch {
        // An unknown block: rendering names it as the page's error.
      }
      for (const [name, kind] of Object.entries(fields ?? {})) {
        if (kind.kind !== 'media') continue
        const stored = element.fields?.find((f) => f.name === name)
        const value = stored && stored.enabled !== false ? (stored.value as { url?: unknown } | null | undefined) : undefined
        if (typeof value?.url !== 'string' || !value.url.startsWith('/media/')) continue
        for (const size of Object.values(kind.sizes)) if (size) uses.push({ url: value.url, size, fit: kind.fit, where: { element: element.id ?? '?', component: element.component, field: name } })
      }
    }
    collect(element.elements, uses)
  }
}

/**
 * The derived files a page's local images need, deriving what is missing. Only pages whose text mentions
 * `/media/` are parsed, so pages without uploaded images cost one substring search. A file that cannot be
 * read as an image fails the build, naming the page, element and field that use it: publishing a page with a
 * broken image is an editor's mistake to fix, not something to ship silently.
 */
export async function pageImages(pageJson: string, deriver: ImageDeriver, slugOf: (siteId: string) => string | undefined): Promise<ImageLookup | undefined> {
  if (!pageJson.includes('"/media/')) return undefined
  const page = JSON.parse(pageJson) as { path?: string; site_id?: string; elements?: RawElement[] }
  const siteSlug = slugOf(String(page.site_id)) ?? String(page.site_id)
  const uses: Use[] = []
  collect(page.elements, uses)
  if (!uses.length) return undefined
  const lookup: ImageLookup = {}
  await Promise.all(
    uses.map(async ({ url, size, fit, where }) => {
      let derived: DerivedSize | undefined
      try {
        derived = await deriver.derive(url, size, fit)
      } catch (error) {
        const at = { page: `${siteSlug}${page.path ?? ''}`, ...where }
        // Worded like every other content error: page, element (block), field, then what is wrong.
        throw new BuildError(new ContentError(`image ${url}: ${(error as Error).message}`, at).message, { site: siteSlug, ...at })
      }
      if (derived) (lookup[url] ??= {})[sizeKey(size, fit)] = derived
    }),
  )
  return Object.keys(lookup).length ? lookup : undefined
}
