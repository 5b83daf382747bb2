import { Hono } from 'hono'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { buildSite } from '../buildSite.ts'
import { exportBuild } from '../deploy/exportBuild.ts'
import { createStaticSite } from '../serve/createStaticSite.ts'
import type { SnapshotSource } from '../source/snapshotSource.ts'
import { sitemapSchemaErrors } from './testing/validateSitemap.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const { pages, ...meta } = PublishedSnapshot.parse({
  sites: [
    { id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true },
    { id: 's2', slug: 'agents', name: 'Agents', kind: 'agent-portal', layout: 'blocks', hosts: ['agents.localhost'], seo: { origin: 'https://agents.example.com' } },
  ],
  pages: [
    {
      id: 'home',
      site_id: 's1',
      path: '/',
      title: 'Home',
      description: 'Welcome',
      layout: 'blocks',
      elements: [newSliceFromBlock('GenericHero', { image: { url: '/demo/beach.svg', alt: 'Beach' }, title: 'Hi' })],
    },
    { id: 'rooms', site_id: 's1', path: '/rooms', title: 'Rooms', description: 'Suites', layout: 'blocks', seo: { image: '/demo/pool.svg' } },
    { id: 'hidden', site_id: 's1', path: '/hidden', title: 'Hidden', layout: 'blocks', seo: { noindex: true } },
    { id: 'copy', site_id: 's1', path: '/copy', title: 'Copy', layout: 'blocks', seo: { canonical: '/gone' } },
    { id: 'moved', site_id: 's1', path: '/moved', title: 'Moved', layout: 'blocks' },
    { id: 'login', site_id: 's2', path: '/', title: 'Login', layout: 'blocks' },
  ],
  redirects: [{ id: 'r1', site_id: 's1', from: '/moved', to: '/rooms', status: 301 }],
})
const publishedAt = (id: string) => `2026-11-${id === 'home' ? '01' : '02'}T10:00:00.000Z`

/**
 * The pages as publishing lists them: by version, with their publish time; `read` false lists them without text.
 * `edited`: a page published again, with a new version, time and title, and listed with its text.
 */
function source(read = true, edited?: string): SnapshotSource {
  return {
    meta,
    validated: true,
    async *pages() {
      yield pages.map((p) =>
        p.id === edited
          ? { id: p.id, siteId: p.site_id!, version: `v2-${p.id}`, publishedAt: '2026-11-20T08:00:00.000Z', json: JSON.stringify({ ...p, title: 'Rooms, again' }) }
          : { id: p.id, siteId: p.site_id!, version: `v-${p.id}`, publishedAt: publishedAt(p.id), ...(read ? { json: JSON.stringify(p) } : {}) },
      )
    },
    texts() {
      throw new Error('no page should be read again')
    },
  }
}

describe('search files of a build', () => {
  it("writes each site's sitemap of its indexable pages and its robots.txt, served per host and exported, and checks pages", async () => {
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-seo-'))
    const dist = mkdtempSync(join(tmpdir(), 'voix-seo-dist-'))
    dirs.push(outRoot, dist)
    const first = await buildSite({ source: source(), outRoot, bundleDir, extraPages: [], siteOrigin: 'http://{host}:4000' })
    // A publish that changes nothing reuses every page unread, and takes every site's files as they were.
    const again = await buildSite({ source: source(false), outRoot, bundleDir, extraPages: [], siteOrigin: 'http://{host}:4000' })
    expect(again.reused).toBe(pages.length)
    const fileOf = (buildId: string, slug: string, name: string) => join(outRoot, 'builds', buildId, 'sites', slug, name)
    for (const slug of ['demo', 'agents'])
      for (const name of ['sitemap.xml', 'robots.txt']) expect(statSync(fileOf(again.buildId, slug, name)).ino, `${slug}/${name}`).toBe(statSync(fileOf(first.buildId, slug, name)).ino)
    const live = join(outRoot, 'live', 'sites')
    const sitemap = readFileSync(join(live, 'demo', 'sitemap.xml'), 'utf8')
    expect(await sitemapSchemaErrors(sitemap)).toEqual([])
    expect([...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['http://demo.localhost:4000/', '2026-11-01T10:00:00.000Z'],
      ['http://demo.localhost:4000/rooms', '2026-11-02T10:00:00.000Z'],
    ])
    expect(readFileSync(join(live, 'demo', 'robots.txt'), 'utf8')).toContain('Sitemap: http://demo.localhost:4000/sitemap.xml')
    expect(readFileSync(join(live, 'agents', 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n')
    expect(readFileSync(join(live, 'agents', 'sitemap.xml'), 'utf8')).not.toContain('<url>')

    const report = again.report.seo
    expect(report.issues.map((i) => i.path)).toEqual(['/copy', '/moved'])
    expect(report.issues[0]!.messages).toEqual(['Canonical link points at http://demo.localhost:4000/gone, which is not a published page of demo. Publish that page or change the canonical in Page settings.'])

    const app = new Hono().get('*', createStaticSite(outRoot))
    const get = (path: string, host: string) => app.request(`http://${host}${path}`, { headers: { host } })
    const served = await get('/sitemap.xml', 'demo.localhost:4000')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/xml')
    expect(await served.text()).toBe(sitemap)
    expect(await (await get('/robots.txt', 'agents.localhost:4000')).text()).toBe('User-agent: *\nDisallow: /\n')

    exportBuild(outRoot, join(dist, 'out'))
    expect(readFileSync(join(dist, 'out', 'demo', 'sitemap.xml'), 'utf8')).toBe(sitemap)
    expect(existsSync(join(dist, 'out', 'agents', 'robots.txt'))).toBe(true)

    expect(existsSync(join(dist, 'out', 'demo', 'seo'))).toBe(false)
    const home = readFileSync(join(dist, 'out', 'demo', 'index.html'), 'utf8')
    expect(home).toContain('<link rel="canonical" href="http://demo.localhost:4000/">')
    expect(home).toContain('<meta property="og:image" content="http://demo.localhost:4000/demo/beach.svg">')
    expect(readFileSync(join(dist, 'out', 'demo', 'hidden', 'index.html'), 'utf8')).toContain('<meta name="robots" content="noindex">')

    // One page published again: its site's files are made anew, the pages reused unread keep their facts; the
    // other site's files are the live build's.
    const third = await buildSite({ source: source(false, 'rooms'), outRoot, bundleDir, extraPages: [], siteOrigin: 'http://{host}:4000' })
    expect(third).toMatchObject({ rendered: 1, reused: pages.length - 1 })
    expect(statSync(fileOf(third.buildId, 'agents', 'robots.txt')).ino).toBe(statSync(fileOf(again.buildId, 'agents', 'robots.txt')).ino)
    expect(statSync(fileOf(third.buildId, 'demo', 'sitemap.xml')).ino).not.toBe(statSync(fileOf(again.buildId, 'demo', 'sitemap.xml')).ino)
    const updated = readFileSync(fileOf(third.buildId, 'demo', 'sitemap.xml'), 'utf8')
    expect(updated).toContain('<url><loc>http://demo.localhost:4000/</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>')
    expect(updated).toContain('<url><loc>http://demo.localhost:4000/rooms</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>')
    expect(third.report.seo).toEqual(again.report.seo)
  }, 60_000)
})
