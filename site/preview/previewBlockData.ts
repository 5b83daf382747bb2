import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'

/**
 * Database-backed blocks whose data the live preview fetches from the content API, by component: the build
 * resolves the same data from the published snapshot (build/data/blockData.ts). The editor's browser has the
 * studio's access cookie on this origin, so the requests are signed in.
 */
const sources: Record<string, (siteId: string, locale: string) => string> = {
  PressReleaseList: (siteId, locale) => `/api/press-releases?site=${encodeURIComponent(siteId)}&locale=${encodeURIComponent(locale)}`,
}

export interface PreviewBlockData {
  /**
   * Give every slice with a data source its data, when loaded; start loading what is missing. Returns whether
   * the nodes use data still on its way (the preview renders again once `onLoaded` is called).
   */
  attach(nodes: readonly RenderNode[], siteId: string, locale: string): boolean
}

/** The preview's cache of fetched block data: each URL is fetched once per preview; a failure leaves the block empty. */
export function createPreviewBlockData(onLoaded: () => void, fetchJson: (url: string) => Promise<unknown> = defaultFetch): PreviewBlockData {
  const cache = new Map<string, { data?: unknown; pending: boolean }>()
  const load = (url: string) => {
    cache.set(url, { pending: true })
    fetchJson(url).then(
      (data) => {
        cache.set(url, { data: Array.isArray(data) ? data : [], pending: false })
        onLoaded()
      },
      (error: unknown) => {
        console.warn(`voix preview: could not load ${url}: ${error instanceof Error ? error.message : String(error)}`)
        cache.set(url, { data: [], pending: false })
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
        const url = source(siteId, locale)
        const entry = cache.get(url)
        if (!entry) load(url)
        if (!entry || entry.pending) waiting = true
        else node.data = entry.data
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
