import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { readdirSync, readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { timingSafeEqual } from 'node:crypto'
import type { Release } from '../../catalogue/model/entities/release.ts'
import type { Page } from '../../catalogue/model/page.ts'
import { postBasePath } from '../../catalogue/model/entities/post.ts'
import type { Site } from '../../catalogue/model/site.ts'
import type { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import type { PagePayload } from '../../site/payload/PagePayload.ts'
import { outputPaths } from '../outputPaths.ts'
import { toPayload } from '../toPayload.ts'
import { releaseBanner } from './releaseBanner.ts'
import { withReleaseLinks, withReleaseRecords, withReleaseTranslations } from './releaseSnapshot.ts'
import { resolvePageLinks } from '../render/resolvePageLinks.ts'
import { indexSections, withSections, type SectionIndex } from '../sections/pageSections.ts'
import { pagesShowingRecords, postPreviewPages, type PreviewPage } from './releaseShown.ts'
import { collectionsUsed } from '../cache/pageKey.ts'
import { lowPriorityEntry } from '../render/vike/createPageRenderer.ts'
import { createSeoHeads, attachSeoHead, type SeoHeads } from '../seo/pageSeoHead.ts'
import { heroImage, seoFacts, type SeoSource } from '../seo/seoFacts.ts'
import { withSiteOrigins } from '../seo/siteOrigins.ts'
import { socialCardFile } from '../seo/socialCard.ts'
import { createImageDeriver, type ImageDeriver } from '../images/createImageDeriver.ts'
import { pageImages } from '../images/pageImages.ts'
import type { Storage } from '../../catalogue/model/storage.ts'

/** Readable by the studio's scripts (platform.md §4: the release id is restored on load); holds no secret. */
export const releaseCookie = 'voix-release-preview'
/** The preview secret, kept from scripts: only this server reads it. */
export const releaseSecretCookie = 'voix-release-secret'

/** What the preview reads; the server wires it to the database (content-api), so this folder needs none. */
export interface ReleasePreviewSource {
  /** One release by id with its record version (one row; asked on every request so a rotated secret counts at once). */
  release(id: string): Promise<{ release: Release; version: number } | undefined>
  /** The page versions a release carries, with each page's site and the page it translates; missing ones left out. */
  versions(items: Release['pageVersions']): Promise<{ page: Page; site_id: string; source_page_id?: string | null }[]>
  /** Everything published, parsed: read once per live build. */
  snapshot(): Promise<PublishedSnapshot>
}

export type RenderPage = (urlOriginal: string, payload: PagePayload) => Promise<string | undefined>

interface Prepared {
  key: string
  release: Release
  snapshot: PublishedSnapshot
  /** The shared sections pages place, by id, as the build indexes them. */
  sections: SectionIndex
  /** Each page's head as the build writes it, over the same records. */
  heads: SeoHeads
  today: string
  /** The release's own pages. */
  pages: PreviewPage[]
  /** Pages outside the release showing its records (releaseShown.ts), and how many more there are. */
  shown: { pages: PreviewPage[]; more: number }
  html: Map<string, Promise<string | undefined>>
  /** Resizes the uploads the release's pages show, as the build would; none without a media folder. */
  deriver?: ImageDeriver
}

/** What a published release's preview link answers. */
function publishedNotice(release: Release): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  const when = release.published?.at ? ` on ${new Date(release.published.at).toUTCString().replace(/:\d\d GMT$/, ' UTC')}` : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Release published</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>The release ${esc(release.name)} was published${when}</h1><p>Its pages are live now; this preview link is closed.</p><p><a href="/">Go to the live site</a></p></body></html>`
}

/** Compared as bytes: a secret of as many letters may be more bytes (not ASCII), which timingSafeEqual throws on. */
const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Releases kept prepared at once. */
const keptReleases = 16
/** Rendered pages kept per release (its own and the live pages browsed in its preview), the oldest dropped first. */
const keptPagesPerRelease = 200

/**
 * Release previews, rendered on request by the build's own payload step and the site's SSR bundle (the same code
 * as the build), from the release's versions over the live content, on every site the release touches.
 * `/preview-release/{releaseId}/{previewSecret}[?page={pageId}]` shows one page of the release and sets the
 * cookies; while they are set, each page of the release renders its release version on its host, and
 * everything else stays the live build.
 *
 * Caches (build/README.md): the published snapshot, keyed by the live build's id (a publish makes a new build);
 * each release's prepared pages and rendered HTML, keyed by release id, record version and live build id (any
 * change of the release, its secret included, bumps its version), at most `keptReleases` releases.
 */
export function createReleasePreview({ source, render, outRoot, siteOrigin, mediaDir, storage }: {
  source: ReleasePreviewSource
  render: RenderPage
  outRoot: string
  siteOrigin?: string
  /** Uploaded media (DATA_DIR/media): with it, pages showing uploads get the build's resized files (see pageHtml). */
  mediaDir?: string
  /** Storage shared with other instances (STORAGE=s3), where uploads made through any of them are. */
  storage?: Storage
}) {
  const live = outputPaths(outRoot).live
  // One per prepared release: its index is read when made, so files a later build cleared are made again.
  const deriver = () => (mediaDir ? createImageDeriver({ mediaDir, outRoot, ...(storage ? { storage } : {}) }) : undefined)
  let snapshot: { buildId: string; value: Promise<PublishedSnapshot> } | undefined
  const prepared = new Map<string, Promise<Prepared>>()

  function liveBuildId(): string {
    try {
      const dir = realpathSync(live)
      return dir.slice(dir.lastIndexOf('/') + 1)
    } catch {
      return ''
    }
  }

  function liveSnapshot(buildId: string): Promise<PublishedSnapshot> {
    if (snapshot?.buildId !== buildId) {
      const value = source.snapshot()
      snapshot = { buildId, value }
      value.catch(() => (snapshot = undefined))
    }
    return snapshot.value
  }

  /** The release behind an id and secret, prepared; undefined when the secret does not match (now). */
  async function find(releaseId: string, secret: string): Promise<Prepared | undefined> {
    const found = await source.release(releaseId)
    if (!found?.release.previewSecret || !same(found.release.previewSecret, secret) || found.release.status === 'cancelled' || found.release.status === 'published') return undefined
    const buildId = liveBuildId()
    const key = `${releaseId}:${found.version}:${buildId}`
    let entry = prepared.get(releaseId)
    if (!entry || (await entry.catch(() => undefined))?.key !== key) {
      entry = (async () => {
        // The build's own view of the content: the release's records over live, sites with their public origin.
        const versions = await source.versions(found.release.pageVersions)
        const snap = overLive(await liveSnapshot(buildId), found.release, versions)
        const today = new Date().toISOString().slice(0, 10)
        const pages: Prepared['pages'] = []
        for (const { page, site_id } of versions) {
          const site = snap.sites.find((s) => s.id === site_id)
          if (site) pages.push({ id: page.id, title: page.title, path: page.path, site, page })
        }
        const shown = pagesShowingRecords({ ...(await liveSnapshot(buildId)), sites: snap.sites }, snap, found.release, today, `release-${found.release.id}`)
        return { key, release: found.release, snapshot: snap, sections: indexSections(snap.sections), heads: createSeoHeads(snap, today), today, pages, shown, html: new Map(), deriver: deriver() }
      })()
      prepared.delete(releaseId)
      prepared.set(releaseId, entry)
      for (const [oldest] of prepared) {
        if (prepared.size <= keptReleases) break
        prepared.delete(oldest)
      }
    }
    return entry
  }

  /** Every page the preview lists: the release's own, then those showing its records. */
  const listed = (found: Prepared) => [...found.pages, ...found.shown.pages]

  /** Where each page of the release (and each showing its records) is previewed: on its own site's host, with the preview link. */
  function links(c: Context, found: Prepared, secret: string) {
    const url = new URL(c.req.url)
    return listed(found).map(({ id, title, site }) => {
      const host = site.hosts[0] ? `${site.hosts[0]}${url.port ? `:${url.port}` : ''}` : url.host
      return { id, title, site: site.name, href: `${url.protocol}//${host}/preview-release/${encodeURIComponent(found.release.id)}/${encodeURIComponent(secret)}?page=${encodeURIComponent(id)}` }
    })
  }

  async function respond(c: Context, found: Prepared, entry: PreviewPage, secret: string) {
    const cacheKey = `${entry.site.id}${entry.path}`
    let html = found.html.get(cacheKey)
    if (!html) {
      html = entry.post ? render(entry.post.url, entry.post.payload).then((body) => body && lowPriorityEntry(body)) : pageHtml(found, entry.page, entry.site)
      found.html.set(cacheKey, html)
      // Bounded: a reviewer browsing a large site keeps the pages seen last, not every page of it.
      for (const [oldest] of found.html) {
        if (found.html.size <= keptPagesPerRelease) break
        found.html.delete(oldest)
      }
      html.catch(() => found.html.delete(cacheKey))
    }
    const body = await html
    if (body === undefined) return c.text('The release preview could not be rendered', 500)
    const inRelease = found.pages.some((p) => p.id === entry.id) ? 'page' : found.shown.pages.some((p) => p.id === entry.id) ? 'records' : undefined
    const banner = releaseBanner({ release: found.release, current: entry.id, pages: links(c, found, secret), more: found.shown.more, viewing: { title: entry.title, site: entry.site.name, inRelease } })
    return c.html(body.replace(/<body[^>]*>/, (open) => open + banner), 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' })
  }

  /**
   * A page as the build makes it (build/render/renderWorker.ts): the build's data step (offers that ended before
   * today left out), its head (canonical link, social tags, structured data) and its late client entry, so the
   * bytes a reviewer previews are the bytes that go live, the build id aside. Uploaded photos get the build's
   * resized files (build/images/pageImages.ts with the build's deriver): files are named by their bytes and kept in
   * the shared static folder, so the preview's srcsets name the very files the build will.
   */
  async function pageHtml(found: Pick<Prepared, 'snapshot' | 'sections' | 'heads' | 'today' | 'release' | 'deriver'>, stored: Page, site: Site): Promise<string | undefined> {
    // As the render worker reads a page: its shared sections put in, then its links by identity on their pages'
    // paths once the release is live (a ContentError names a missing section, as the build's report would).
    const original = Buffer.from(JSON.stringify(stored))
    const expanded = withSections(original, found.sections, () => stored.path).bytes
    const resolved = resolvePageLinks(expanded, found.snapshot.linkPaths).bytes
    const page = resolved === original ? stored : (JSON.parse(resolved.toString('utf8')) as Page)
    const text = resolved.toString('utf8')
    const hero = heroImage(text)
    const data = { meta: found.snapshot, today: found.today }
    const images = found.deriver && (await pageImages(expanded.toString('utf8'), found.deriver, (id) => found.snapshot.sites.find((s) => s.id === id)?.slug, data))
    const payload: PagePayload = toPayload(page, site, found.snapshot.menus, `release-${found.release.id}`, data, images)
    attachSeoHead(payload, found.heads(page, site, seoFacts(page as unknown as SeoSource, site, hero), hero, collectionsUsed(text), (url) => socialCardFile(images, url)))
    const body = await render(page.path, payload)
    return body === undefined ? undefined : lowPriorityEntry(body)
  }

  /** The live content as the build will see it once the release is published, sites with their public origin. */
  function overLive(live: PublishedSnapshot, release: Release, versions: Awaited<ReturnType<ReleasePreviewSource['versions']>>): PublishedSnapshot {
    const over = withReleaseLinks(withReleaseTranslations(withReleaseRecords(live, release.records), versions), versions)
    return { ...over, sites: withSiteOrigins(over, siteOrigin).sites }
  }

  const hostOf = (c: Context) => (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase()

  return {
    /** The live build's page index (each site's routes.json): the paths each site answers. */
    async liveIndex(): Promise<{ buildId: string | null; sites: Record<string, string[]> }> {
      const buildId = liveBuildId()
      if (!buildId) return { buildId: null, sites: {} }
      const sites: Record<string, string[]> = {}
      for (const slug of readdirSync(join(live, 'sites'))) {
        try {
          sites[slug] = Object.keys(JSON.parse(readFileSync(join(live, 'sites', slug, 'routes.json'), 'utf8')) as Record<string, string>)
        } catch {
          sites[slug] = []
        }
      }
      return { buildId, sites }
    },
    /**
     * Renders every page of a release as the build would, before it is published: the first page that cannot be
     * made, named by page, element and field (a ContentError's `where`), or undefined when all render.
     */
    async check(release: Release): Promise<{ message: string; site?: string; page?: string; element?: string; field?: string } | undefined> {
      const versions = await source.versions(release.pageVersions)
      const snapshot = overLive(await liveSnapshot(liveBuildId()), release, versions)
      const today = new Date().toISOString().slice(0, 10)
      const made = { snapshot, sections: indexSections(snapshot.sections), today, release, heads: createSeoHeads(snapshot, today), deriver: deriver() }
      for (const { page, site_id } of versions) {
        const site = snapshot.sites.find((s) => s.id === site_id)
        if (!site) return { message: `the page's site '${site_id}' is not published`, site: site_id, page: page.path }
        try {
          if ((await pageHtml(made, page, site)) === undefined) return { message: 'the page could not be rendered', site: site.id, page: page.path }
        } catch (error) {
          const where = (error as { where?: { element?: string; field?: string } }).where
          const problem = (error as { problem?: string }).problem
          return { message: problem ?? (error instanceof Error ? error.message : String(error)), site: site.id, page: page.path, ...(where?.element ? { element: where.element } : {}), ...(where?.field ? { field: where.field } : {}) }
        }
      }
      return undefined
    },
    /** What the visual diff compares: the release's pages, then those showing its records (releaseShown.ts). */
    async pagesOf(release: Release): Promise<{ id: string; path: string; site_id: string }[]> {
      const found = await find(release.id, release.previewSecret ?? '')
      return found ? listed(found).map(({ id, path, site }) => ({ id, path, site_id: site.id })) : []
    },
    /** GET /preview-release/:releaseId/:secret[?page=id] */
    async open(c: Context) {
      const { releaseId = '', secret = '' } = c.req.param()
      const published = await source.release(releaseId)
      if (published?.release.status === 'published' && published.release.previewSecret && same(published.release.previewSecret, secret)) {
        // The preview is over once the release is live: say so and lead to the live site, whose pages are now these.
        deleteCookie(c, releaseSecretCookie, { path: '/' })
        deleteCookie(c, releaseCookie, { path: '/' })
        return c.html(publishedNotice(published.release), 410, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
      }
      const found = await find(releaseId, secret)
      if (!found) return c.text('No release preview here: the link is wrong or its secret was changed', 404)
      const wanted = c.req.query('page')
      const host = hostOf(c)
      const all = listed(found)
      const entry = wanted ? all.find((p) => p.id === wanted) : (all.find((p) => p.site.hosts.includes(host)) ?? all[0])
      if (!entry) return c.text(wanted ? `The release '${found.release.name}' holds no such page` : `The release '${found.release.name}' has no pages to preview`, 404)
      setCookie(c, releaseCookie, releaseId, { path: '/', sameSite: 'Lax' })
      setCookie(c, releaseSecretCookie, secret, { path: '/', sameSite: 'Lax', httpOnly: true })
      return respond(c, found, entry, secret)
    },
    /** Any page while the cookies are set: the release's version of it, or undefined for the live build's. */
    async page(c: Context) {
      // Assets, payloads and manifests are the live build's whatever the cookie says.
      if (c.req.method !== 'GET' || /\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.startsWith('/builds/')) return undefined
      const releaseId = getCookie(c, releaseCookie)
      const secret = getCookie(c, releaseSecretCookie)
      if (!releaseId || !secret) return undefined
      const found = await find(releaseId, secret)
      if (!found) {
        // A rotated secret ends the preview on every page at once, not only at its link.
        deleteCookie(c, releaseSecretCookie, { path: '/' })
        return undefined
      }
      const host = hostOf(c)
      const onHost = (site: Site) => site.hosts.includes(host) || (site.isDefault && !found.snapshot.sites.some((s) => s.hosts.includes(host)))
      const entry = listed(found).find((p) => p.path === c.req.path && onHost(p.site))
      if (entry) return respond(c, found, entry, secret)
      // Every other published page (posts' own pages too) is made over the release's records, with the banner:
      // following a link keeps the reviewer inside the release (a page no build lists, a 404, is the live build's).
      const site = found.snapshot.sites.find(onHost)
      if (!site) return undefined
      // A page the release holds is only at its release path (it may move), never at its live one.
      const page = found.snapshot.pages.find((p) => p.site_id === site.id && p.path === c.req.path && !found.pages.some((r) => r.id === p.id))
      if (page) return respond(c, found, { id: page.id, title: page.title, path: page.path, site, page }, secret)
      const post = c.req.path.startsWith(postBasePath) ? postPreviewPages(found.snapshot, site, `release-${found.release.id}`).find((p) => p.path === c.req.path) : undefined
      return post ? respond(c, found, post, secret) : undefined
    },
  }
}
