import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { buildSite } from '../../build/buildSite.ts'
import { readPublishedSource } from '../../content-api/builds/publishedSource.ts'
import { setupApi } from '../../content-api/testing/setupApi.ts'
import { testDatabases } from '../../content-api/testing/testDatabases.ts'
import { createApp } from './createServer.ts'
import { readSettings } from './settings.ts'

const bundleRoot = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle')
const [sqlite] = await testDatabases()

/**
 * The bytes a reviewer previews are the bytes that go live when a page of the release links by identity to a page
 * the same release moves (so does the menu's item picked by identity), and places a shared section: the preview resolves the link to the new path and puts the
 * section in, as the build does.
 */
describe('a release preview, byte for byte its live page', () => {
  const root = mkdtempSync(join(tmpdir(), 'voix-release-bytes-'))
  const outRoot = join(root, 'site')
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(sqlite!.open, {
      quietMs: 20,
      api: { checkPage: async () => [] },
      runBuild: async () => buildSite({ source: await readPublishedSource(t.db), outRoot, bundleDir: join(bundleRoot, 'site'), extraPages: [], workers: 1, siteOrigin: readSettings().siteOrigin }),
    })
  })
  afterAll(async () => {
    await t.close()
    rmSync(root, { recursive: true, force: true })
  })

  const draftOf = async (id: string) => {
    const { version, published_version_id: _p, created_at: _c, updated_at: _u, ...page } = (await t.editor.get(`/pages/${id}`)).body
    return { version: version as number, page }
  }

  it('links by identity to a page moved in the release, and a placed shared section, match', async () => {
    const spa = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/spa', title: 'The spa', layout: 'playaresorts' })).body as { id: string }
    const first = await draftOf(spa.id)
    expect((await t.editor.post(`/pages/${spa.id}/publish`, { page: first.page }, { 'If-Match': `"${first.version}"` })).status).toBe(202)
    await t.queue.idle()
    const menu = await t.editor.post('/menus', { site_id: 'playaresorts', name: 'main', items: [{ label: 'Spa and wellness', href: '/spa', to: { kind: 'page', id: spa.id } }] })
    expect(menu.status, JSON.stringify(menu.body)).toBe(201)
    const section = await t.admin.post('/sections', { name: 'Booking strip', kind: 'shared', site_id: null, elements: [newSliceFromBlock('GlobalIntro', { title: 'Book direct and save 30%' })] })
    expect(section.status, JSON.stringify(section.body)).toBe(201)
    const rooms = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/rooms', title: 'Rooms', layout: 'playaresorts' })).body as { id: string }
    const elements = [
      newSliceFromBlock('GenericBlockLink', { title: 'Unwind at the spa', link: { href: '/spa', text: 'See the spa', to: { kind: 'page', id: spa.id } } }),
      newSliceFromBlock('GlobalSharedSection', { section: section.body.id, name: 'Booking strip' }),
    ]

    let release = (await t.editor.post('/releases', { name: 'Wellness season' })).body
    const ifMatch = () => ({ 'If-Match': `"${release.version}"` })
    for (const [id, changes] of [[rooms.id, { elements }], [spa.id, { path: '/wellness/spa' }]] as const) {
      const { version, page } = await draftOf(id)
      const added = await t.editor.post(`/releases/${release.id}/pages`, { page_id: id, page_version: version, name: page.title, page: { ...page, ...changes } }, ifMatch())
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      release = added.body.release
    }

    const app = createApp({ db: t.db, outRoot, studioDir: join(bundleRoot, 'studio'), bundleDir: join(bundleRoot, 'site'), publicUrl: 'http://localhost' })
    const get = (path: string, cookie = '') => app.request(`http://playaresorts.localhost${path}`, { headers: { host: 'playaresorts.localhost', ...(cookie ? { cookie } : {}) } })
    const opened = await get(`/preview-release/${release.id}/${release.previewSecret}?page=${rooms.id}`)
    expect(opened.status).toBe(200)
    const previewed = await opened.text()
    // The block's link and the menu's item both follow the move: no link is left on the old path.
    expect(previewed).toContain('Spa and wellness')
    expect(previewed).toContain('href="/wellness/spa"')
    expect(previewed).not.toContain('href="/spa"')
    expect(previewed).toContain('Book direct and save 30%')
    // Inside the release the spa is at its new path only.
    const cookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    expect(await (await get('/wellness/spa', cookie)).text()).toContain('voix-release-banner')
    expect(await (await get('/spa', cookie)).text()).not.toContain('voix-release-banner')

    release = (await t.editor.post(`/releases/${release.id}/status`, { status: 'in_review' }, ifMatch())).body
    for (const key of [`page:${rooms.id}`, `page:${spa.id}`]) release = (await t.reviewer.post(`/releases/${release.id}/review-item`, { key, reviewed: true }, ifMatch())).body
    release = (await t.reviewer.post(`/releases/${release.id}/status`, { status: 'approved' }, ifMatch())).body
    const published = await t.editor.post(`/releases/${release.id}/publish`, undefined, ifMatch())
    expect(published.status, JSON.stringify(published.body)).toBe(202)
    await t.queue.idle()
    const live = await (await get('/rooms')).text()
    const buildId = /<meta name="voix-build" content="([^"]+)">/.exec(live)?.[1] ?? 'none'
    const same = (s: string) => s.replace(/<aside id="voix-release-banner"[\s\S]*?<\/aside>/, '').split(buildId).join('BUILD').split(`release-${release.id}`).join('BUILD')
    expect(live).toContain('href="/wellness/spa"')
    expect(same(live)).toBe(same(previewed))
  }, 240_000)
})
