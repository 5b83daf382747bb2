import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { timingSafeEqual } from 'node:crypto'
import { toPayload } from '../../build/toPayload.ts'
import type { Db } from '../../content-api/db/openDatabase.ts'
import { getRecord } from '../../content-api/entities/entityStore.ts'
import { releases } from '../../content-api/entities/registry.ts'
import { getVersion } from '../../content-api/pages/pageStore.ts'
import { readPublishedSnapshot } from '../../content-api/store/readPublishedSnapshot.ts'
import type { PagePayload } from '../../site/payload/PagePayload.ts'
import type { createSiteRenderer } from './siteRenderer.ts'

export const releaseCookie = 'voix-release-preview'

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Release previews, rendered on request through the site's own SSR bundle (the same renderer as the build):
 * `/preview-release/{releaseId}/{previewSecret}` shows the release's first page and keeps `{releaseId}:{secret}`
 * in the cookie `voix-release-preview`; while it is set, every page of the release renders its release
 * version on this host, and everything else stays the live build.
 */
export function createReleasePreview({ db, render }: { db: Db; render: ReturnType<typeof createSiteRenderer> }) {

  async function releasePages(releaseId: string, secret: string) {
    const release = (await getRecord(db, releases, releaseId))?.doc
    if (!release?.previewSecret || !same(release.previewSecret, secret)) return undefined
    const snapshot = await readPublishedSnapshot(db)
    const pages = []
    for (const { page_id, version_id } of release.pageVersions) {
      const version = await getVersion(db, page_id, version_id)
      const site = version && snapshot.sites.find((s) => s.id === (release.site_id ?? snapshot.pages.find((p) => p.id === page_id)?.site_id))
      if (version && site) pages.push({ page: version.page, site })
    }
    return { release, snapshot, pages }
  }

  async function respond(c: Context, found: NonNullable<Awaited<ReturnType<typeof releasePages>>>, entry: (typeof found.pages)[number]) {
    // The build's own data step (build/data/blockData.ts via toPayload): database-backed blocks show the records
    // the next build would give them, with offers that ended before today left out.
    const data = { meta: found.snapshot, today: new Date().toISOString().slice(0, 10) }
    const payload: PagePayload = {
      ...toPayload(entry.page, entry.site, found.snapshot.menus, `release-${found.release.id}`, data),
      release: { id: found.release.id, name: found.release.name },
    }
    const html = await render(entry.page.path, payload)
    if (html === undefined) return c.text('The release preview could not be rendered', 500)
    return c.html(html, 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
  }

  return {
    /** GET /preview-release/:releaseId/:secret */
    async open(c: Context) {
      const { releaseId = '', secret = '' } = c.req.param()
      const found = await releasePages(releaseId, secret)
      if (!found) return c.text('No release preview here: the link is wrong or its secret was changed', 404)
      const first = found.pages[0]
      if (!first) return c.text(`The release '${found.release.name}' has no pages to preview`, 404)
      setCookie(c, releaseCookie, `${releaseId}:${secret}`, { path: '/', sameSite: 'Lax', httpOnly: true })
      return respond(c, found, first)
    },
    /** Any page while the cookie is set: the release's version of it, or undefined for the live build's. */
    async page(c: Context) {
      const cookie = getCookie(c, releaseCookie)
      if (!cookie) return undefined
      const [releaseId = '', secret = ''] = cookie.split(':')
      const found = await releasePages(releaseId, secret)
      const host = (c.req.header('host') ?? '').replace(/:\d+$/, '')
      const entry = found?.pages.find((p) => p.page.path === c.req.path && (p.site.hosts.includes(host) || (p.site.isDefault && !found.snapshot.sites.some((s) => s.hosts.includes(host)))))
      return found && entry ? respond(c, found, entry) : undefined
    },
  }
}
