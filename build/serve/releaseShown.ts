import type { Release } from '../../catalogue/model/entities/release.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { Site } from '../../catalogue/model/site.ts'
import type { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import type { ExtraPage } from '../extraPages.ts'
import { postPages } from '../extra/postPages.ts'
import { toPayload, toSitePayload } from '../toPayload.ts'
import { collectionsUsed } from '../cache/pageKey.ts'
import type { Collection } from '../data/blockData.ts'

/** The records shown through blocks drawing on a collection; the other kinds a page shows (menus, head tags) are on every page. */
const throughBlocks: Partial<Record<Release['records'][number]['kind'], Collection>> = { specials: 'specials', posts: 'posts', 'fact-sheets': 'factSheets' }
/** Kinds no page shows: a redirect answers its own path, a booking-code trigger is read by the booking widget's script. */
const notOnPages = new Set(['redirects', 'booking-code-triggers'])

/** A page the preview shows: a content page (its release version or the published one) or a post's own page. */
export type PreviewPage = { id: string; title: string; path: string; site: Site } & ({ page: Page; post?: undefined } | { post: ExtraPage; page?: undefined })

/** Pages outside the release listed as showing its records: enough for the banner and the visual diff to stay small. */
export const shownLimit = 24

/** Each post's own page of a site over a snapshot (build/extra/postPages.ts, as the build makes them). */
export function postPreviewPages(snapshot: PublishedSnapshot, site: Site, buildId: string): PreviewPage[] {
  return postPages({ snapshot, site, sitePayload: toSitePayload(site, snapshot.menus), buildId }).map((post) => ({ id: post.payload.page.id, title: post.payload.page.title, path: post.url, site, post }))
}

/**
 * The pages outside the release that show one of its records (a special in an offers block, a post's own page, a
 * menu in every page's header, a head tag in the head): those whose payload over the release's records differs from
 * their payload over the live ones, on the sites the records reach. Posts' own pages first, then content pages by
 * site and path; at most `shownLimit`, and `more` says how many were left off.
 */
export function pagesShowingRecords(live: PublishedSnapshot, over: PublishedSnapshot, release: Release, today: string, buildId: string): { pages: PreviewPage[]; more: number } {
  if (!release.records.some((r) => !notOnPages.has(r.kind))) return { pages: [], more: 0 }
  const everySite = release.records.some((r) => r.site_id === null)
  const reached = over.sites.filter((s) => everySite || release.records.some((r) => r.site_id === s.id))
  const inRelease = new Set(release.pageVersions.map((v) => v.page_id))
  const posts: PreviewPage[] = []
  const pages: PreviewPage[] = []
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  const kinds = release.records.map((r) => r.kind).filter((k) => !notOnPages.has(k))
  const everyPage = kinds.some((k) => !throughBlocks[k])
  const collections = new Set(kinds.map((k) => throughBlocks[k]))
  // Only pages whose blocks draw on a record's collection are compared, unless a record is on every page.
  const mayShow = (page: Page) => everyPage || collectionsUsed(JSON.stringify(page)).some((c) => collections.has(c))
  const payload = (page: Page, site: Site, snapshot: PublishedSnapshot) => {
    try {
      return toPayload(page, site, snapshot.menus, '', { meta: snapshot, today })
    } catch (error) {
      // A page the release's records break is one to look at: it differs from its live self.
      return { error: error instanceof Error ? error.message : String(error) }
    }
  }
  for (const site of reached) {
    const before = new Map(postPreviewPages(live, site, buildId).map((p) => [p.id, p.post!.payload]))
    for (const entry of postPreviewPages(over, site, buildId)) if (!same(before.get(entry.id), entry.post!.payload)) posts.push(entry)
    for (const page of over.pages) {
      if (page.site_id !== site.id || inRelease.has(page.id) || !mayShow(page)) continue
      if (!same(payload(page, site, live), payload(page, site, over))) pages.push({ id: page.id, title: page.title, path: page.path, site, page })
    }
  }
  const all = [...posts, ...pages.sort((a, b) => a.site.id.localeCompare(b.site.id) || a.path.localeCompare(b.path))]
  return { pages: all.slice(0, shownLimit), more: Math.max(0, all.length - shownLimit) }
}
