import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { Release } from '../../catalogue/model/entities/release.ts'
import { Page } from '../../catalogue/model/page.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { Site } from '../../catalogue/model/site.ts'
import { createReleasePreview, type ReleasePreviewSource } from './releasePreview.ts'

const site = (id: string, hosts: string[], isDefault = false) => Site.parse({ id, slug: id, name: `Site ${id}`, kind: 'brand', layout: id, hosts, isDefault })
const page = (id: string, path: string, title: string) => Page.parse({ id, path, title, layout: 'playaresorts' })

/** The preview over a source held in memory, counting what it reads; the renderer writes the payload's title. */
function setup() {
  const counts = { snapshot: 0, versions: 0, render: 0 }
  let release = Release.parse({ id: 'r1', name: 'Spring <sale>', pageVersions: [{ page_id: 'p1', version_id: 'v1' }, { page_id: 'p2', version_id: 'v2' }], previewSecret: 'a'.repeat(32) })
  let version = 1
  const source: ReleasePreviewSource = {
    release: async (id) => (id === release.id ? { release, version } : undefined),
    versions: async () => {
      counts.versions++
      return [
        { page: page('p1', '/rooms', 'Rooms next'), site_id: 'playaresorts' },
        { page: page('p2', '/dining', 'Dining next'), site_id: 'jewel' },
      ]
    },
    snapshot: async () => {
      counts.snapshot++
      return PublishedSnapshot.parse({ sites: [site('playaresorts', ['playaresorts.localhost'], true), site('jewel', ['jewel.localhost'])], pages: [] })
    },
  }
  const preview = createReleasePreview({
    source,
    outRoot: '/nonexistent',
    render: async (_url, payload) => {
      counts.render++
      return `<html><body class="x"><h1>${payload.page.title}</h1></body></html>`
    },
  })
  const app = new Hono()
  app.get('/preview-release/:releaseId/:secret', preview.open)
  app.get('*', async (c, next) => (await preview.page(c)) ?? next())
  app.get('*', (c) => c.text('live'))
  return { app, counts, rotate: () => ((release = { ...release, previewSecret: 'b'.repeat(32) }), version++) }
}

describe('release preview', () => {
  it('shows the release on each page of it, reads the snapshot once and renders each page once per release version', async () => {
    const { app, counts } = setup()
    const opened = await app.request(`http://localhost/preview-release/r1/${'a'.repeat(32)}`)
    expect(opened.status).toBe(200)
    const html = await opened.text()
    expect(html).toContain('<h1>Rooms next</h1>')
    expect(html).toContain('Preview of the release <strong>Spring &lt;sale&gt;</strong>')
    expect(html).toContain(`href="http://jewel.localhost/preview-release/r1/${'a'.repeat(32)}?page=p2"`)
    const cookies = opened.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('voix-release-preview='))).toMatch(/^voix-release-preview=r1; Path=\/; SameSite=Lax$/)
    expect(cookies.find((c) => c.startsWith('voix-release-secret='))).toContain('HttpOnly')
    const cookie = `voix-release-preview=r1; voix-release-secret=${'a'.repeat(32)}`
    for (let i = 0; i < 3; i++) expect(await (await app.request('http://localhost/rooms', { headers: { cookie } })).text()).toContain('Rooms next')
    // Another site's page shows on its own host only; other paths and assets stay live.
    expect(await (await app.request('http://localhost/dining', { headers: { cookie } })).text()).toBe('live')
    expect(await (await app.request('http://jewel.localhost/dining', { headers: { cookie, host: 'jewel.localhost' } })).text()).toContain('Dining next')
    expect(await (await app.request('http://localhost/assets/a.js', { headers: { cookie } })).text()).toBe('live')
    expect(counts).toEqual({ snapshot: 1, versions: 1, render: 2 })
  })

  it('stops at once when the secret is rotated', async () => {
    const { app, rotate } = setup()
    const cookie = `voix-release-preview=r1; voix-release-secret=${'a'.repeat(32)}`
    expect(await (await app.request('http://localhost/rooms', { headers: { cookie } })).text()).toContain('Rooms next')
    rotate()
    expect((await app.request(`http://localhost/preview-release/r1/${'a'.repeat(32)}`)).status).toBe(404)
    expect(await (await app.request('http://localhost/rooms', { headers: { cookie } })).text()).toBe('live')
    expect((await app.request(`http://localhost/preview-release/r1/${'b'.repeat(32)}`)).status).toBe(200)
  })
  it('answers a secret of as many letters but other bytes (not ASCII) as a wrong link, not a server error', async () => {
    const { app } = setup()
    const secret = `é${'a'.repeat(31)}`
    expect((await app.request(`http://localhost/preview-release/r1/${encodeURIComponent(secret)}`)).status).toBe(404)
    const cookie = `voix-release-preview=r1; voix-release-secret=${encodeURIComponent(secret)}`
    expect(await (await app.request('http://localhost/rooms', { headers: { cookie } })).text()).toBe('live')
  })
})

describe('release preview of a whole site', () => {
  it('renders the other published pages with the banner, and closes once published', async () => {
    const special = { id: 's1', title: 'Old offer', slug: 'old-offer' }
    let release = Release.parse({
      id: 'r2',
      name: 'Offers',
      pageVersions: [{ page_id: 'p1', version_id: 'v1' }],
      records: [{ kind: 'specials', id: 's1', label: 'New offer', site_id: null, base_version: 1, doc: { ...special, title: 'New offer' } }],
      previewSecret: 'c'.repeat(32),
    })
    const preview = createReleasePreview({
      source: {
        release: async () => ({ release, version: 1 }),
        versions: async () => [{ page: page('p1', '/rooms', 'Rooms next'), site_id: 'playaresorts' }],
        snapshot: async () =>
          PublishedSnapshot.parse({ sites: [site('playaresorts', ['playaresorts.localhost'], true)], pages: [{ ...page('p9', '/about', 'About us'), site_id: 'playaresorts' }], specials: [special] }),
      },
      outRoot: '/nonexistent',
      render: async (_url, payload) => `<html><body><h1>${payload.page.title}</h1></body></html>`,
    })
    const app = new Hono()
    app.get('/preview-release/:releaseId/:secret', preview.open)
    app.get('*', async (c, next) => (await preview.page(c)) ?? next())
    app.get('*', (c) => c.text('live'))
    const opened = await app.request(`http://localhost/preview-release/r2/${'c'.repeat(32)}`)
    const cookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const about = await (await app.request('http://localhost/about', { headers: { cookie } })).text()
    expect(about).toContain('<h1>About us</h1>')
    expect(about).toContain('Preview of the release <strong>Offers</strong>')
    expect(await (await app.request('http://localhost/no-such-page', { headers: { cookie } })).text()).toBe('live')
    release = { ...release, status: 'published', published: { by: 'u', by_name: 'Eddie', at: '2027-05-01T10:00:00.000Z' } }
    const closed = await app.request(`http://localhost/preview-release/r2/${'c'.repeat(32)}`)
    expect(closed.status).toBe(410)
    expect(await closed.text()).toContain('The release Offers was published on Sat, 01 May 2027 10:00 UTC')
    expect(await (await app.request('http://localhost/about', { headers: { cookie } })).text()).toBe('live')
  })
})
