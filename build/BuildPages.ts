import type { SnapshotMeta } from './source/snapshotSource.ts'
import { BuildError } from './BuildError.ts'
import type { IndexedPage } from './cache/pageIndex.ts'
import type { Where } from './render/workerProtocol.ts'
import { RenderedPages, type SkippedPage } from './report/buildReport.ts'
import type { SeoFacts } from './seo/seoFacts.ts'

/** The build that is live where a build goes live: its page index, and its route maps read only when a page fails. */
export interface LiveBuild {
  id?: string
  index: ReadonlyMap<string, IndexedPage>
  routes: () => Record<string, Record<string, string>>
}

/** A published page that failed, as the render worker named it and the source listed it. */
export interface FailedPage {
  message: string
  where?: Where
  listed?: { id?: string; siteId?: string }
}

/**
 * What a build collects of its pages before it is written: route maps, the page index, what the sitemaps need and
 * the report's counts. A single build fills it from the render workers' replies; a merge from the shards' results,
 * so both write the same build from the same facts (see finishBuild).
 */
export class BuildPages {
  /** Site slug → path → where the page is stored (see storedAt). */
  readonly routes: Map<string, Record<string, string>>
  /** The same for extra pages (404, previews). */
  readonly extras: Map<string, Record<string, string>>
  readonly index: IndexedPage[] = []
  /** What the sitemaps and the pre-publish checks need of the pages the workers were given, by slug and path. */
  readonly seo = new Map<string, Map<string, SeoFacts>>()
  readonly rendered = new RenderedPages()
  readonly skipped: SkippedPage[] = []
  /**
   * Failed pages as they came, for a shard: whether one is kept at its last good render is for the merge to say,
   * against the build that is live where the merged build goes live.
   */
  readonly failed: FailedPage[] = []
  reused = 0
  failure: BuildError | undefined
  private readonly sitesById: ReadonlyMap<string, { slug: string }>
  private liveRoutes: Record<string, Record<string, string>> | undefined

  constructor(
    meta: Pick<SnapshotMeta, 'sites'>,
    private readonly live: LiveBuild,
    private readonly deferFailed = false,
  ) {
    this.sitesById = new Map(meta.sites.map((s) => [s.id, s]))
    this.routes = new Map(meta.sites.map((s) => [s.slug, {}]))
    this.extras = new Map(meta.sites.map((s) => [s.slug, {}]))
  }

  addRoute(slug: string, path: string, key: string): void {
    const siteRoutes = this.routes.get(slug)!
    if (siteRoutes[path]) this.failure ??= new BuildError(`two published pages have the path ${slug}${path}`, { site: slug, page: path })
    siteRoutes[path] = key
  }

  noteSeo(slug: string, path: string, facts: SeoFacts | undefined, publishedAt?: string): void {
    if (!facts) return
    let site = this.seo.get(slug)
    if (!site) this.seo.set(slug, (site = new Map()))
    site.set(path, publishedAt ? { ...facts, lastmod: publishedAt } : facts)
  }

  /**
   * A published page that failed (no longer parses, or threw while rendering) does not take the build down: it is
   * named in the report and kept at the live build's render of it when there is one, else left out.
   */
  skip(failed: FailedPage): void {
    if (this.deferFailed) {
      this.failed.push(failed)
      return
    }
    const { listed } = failed
    // Render workers name a page '<site slug><path>'.
    const named = failed.where?.page ?? ''
    const slash = named.indexOf('/')
    const site = listed?.siteId === undefined ? undefined : this.sitesById.get(listed.siteId)
    const slug = site?.slug ?? (slash > 0 ? named.slice(0, slash) : undefined)
    const before = listed?.id === undefined ? undefined : this.live.index.get(listed.id)
    const path = before && before[1] === listed?.siteId ? before[6] : slash >= 0 ? named.slice(slash) : undefined
    this.liveRoutes ??= this.live.routes()
    const key = slug && path ? this.liveRoutes[slug]?.[path] : undefined
    const kept = Boolean(key && this.routes.has(slug!))
    if (kept) {
      this.addRoute(slug!, path!, key!)
      if (before && key === before[5]) this.index.push(before)
    }
    const { element, component, field } = failed.where ?? {}
    // A page's own problem is the content's: what it holds fails the schema, or a block threw on what was entered.
    this.skipped.push({ message: failed.message, kind: 'content', ...(slug ? { site: slug } : {}), ...(path ? { page: path } : {}), ...(element ? { element } : {}), ...(component ? { component } : {}), ...(field ? { field } : {}), kept })
  }
}
