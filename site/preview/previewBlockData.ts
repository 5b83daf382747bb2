import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import { isOfferLive } from '../../catalogue/blocks/specials/special-offers/offerImages.ts'

/** Where one block's data comes from in the preview: the API addresses to read, and how their answers make its data. */
interface Source {
  urls(values: Record<string, unknown>, siteId: string, locale: string): string[]
  /** The block's data from the answers, in the order of `urls`; a failed read is `undefined`. */
  data(answers: unknown[]): unknown
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Database-backed blocks whose data the live preview fetches from the content API, by component: the build
 * resolves the same data from the published snapshot (build/data/blockData.ts), and each source here follows the
 * same contract. The editor's browser has the studio's access cookie on this origin, so the requests are signed in.
 */
const sources: Record<string, Source> = {
  PressReleaseList: {
    urls: (_values, siteId, locale) => [`/api/press-releases?site=${encodeURIComponent(siteId)}&locale=${encodeURIComponent(locale)}`],
    data: ([list]) => (Array.isArray(list) ? list : []),
  },
  // The offers picked, in the order picked; unknown ones and those that have ended are left out, as in the build.
  SpecialsSpecialOffers: {
    urls: (values) => (Array.isArray(values.specials) ? values.specials.filter((id): id is string => typeof id === 'string').map((id) => `/api/specials/${encodeURIComponent(id)}`) : []),
    data: (answers) =>
      answers.filter((offer): offer is { endDate?: string | null } => !!offer && typeof offer === 'object' && isOfferLive((offer as { endDate?: string | null }).endDate, today())),
  },
}

export interface PreviewBlockData {
  /**
   * Give every slice with a data source its data, when loaded; start loading what is missing. Returns whether
   * the nodes use data still on its way (the preview renders again once `onLoaded` is called).
   */
  attach(nodes: readonly RenderNode[], siteId: string, locale: string): boolean
}

/**
 * The preview's cache of fetched block data: keyed by API address, each fetched once per preview (a failure is
 * kept as no answer). Bounded by the addresses the page's blocks name; the preview lives as long as its tab.
 */
export function createPreviewBlockData(onLoaded: () => void, fetchJson: (url: string) => Promise<unknown> = defaultFetch): PreviewBlockData {
  const cache = new Map<string, { answer?: unknown; pending: boolean }>()
  const load = (url: string) => {
    cache.set(url, { pending: true })
    fetchJson(url).then(
      (answer) => {
        cache.set(url, { answer, pending: false })
        onLoaded()
      },
      (error: unknown) => {
        console.warn(`voix preview: could not load ${url}: ${error instanceof Error ? error.message : String(error)}`)
        cache.set(url, { pending: false })
        onLoaded()
      },
    )
  }
  const attach = (nodes: readonly RenderNode[], siteId: string, locale: string): boolean => {
    let waiting = false
    for (const node of nodes) {
      if (node.kind === 'group') {
        waiting = attach(node.children, siteId, locale) || waiting
        continue
      }
      const source = sources[node.component]
      if (source && !node.query) {
        const urls = source.urls(node.values, siteId, locale)
        let pending = false
        for (const url of urls) {
          const entry = cache.get(url)
          if (!entry) load(url)
          if (!entry || entry.pending) pending = true
        }
        if (pending) waiting = true
        else node.data = source.data(urls.map((url) => cache.get(url)!.answer))
      }
      for (const children of Object.values(node.slots)) waiting = attach(children, siteId, locale) || waiting
    }
    return waiting
  }
  return { attach }
}

async function defaultFetch(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
  return response.json()
}
