import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { layouts } from '../catalogue/layouts/layouts.ts'
import { listBlockDefinitions } from '../catalogue/blocks/definitions.ts'
import { sectionBlock } from '../catalogue/model/sections/expandSections.ts'
import { seedDemo } from './seed/seedDemo.ts'
import { readPublishedSnapshot } from './store/readPublishedSnapshot.ts'
import { setupApi } from './testing/setupApi.ts'
import { testDatabases } from './testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('content API on $name: demo content and reads', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { seed: true })
  })
  afterAll(() => t.close())

  it('seeds a site for every layout, each with a home page and three more, and seeds only once', async () => {
    expect((await seedDemo(t.db)).seeded).toBe(false)
    const snapshot = await readPublishedSnapshot(t.db)
    expect(snapshot.sites.map((s) => s.layout).sort()).toEqual(layouts.map((l) => l.id).sort())
    for (const site of snapshot.sites) {
      const paths = snapshot.pages.filter((p) => p.site_id === site.id).map((p) => p.path)
      expect(paths, site.id).toContain('/')
      expect(paths.length, site.id).toBeGreaterThanOrEqual(4)
    }
    const used = new Set(snapshot.pages.flatMap((p) => p.elements.map((e) => e.component)))
    // Every block but a shared section's placeholder, which stands only for a section an editor saved.
    for (const block of listBlockDefinitions().filter((d) => d.component !== sectionBlock)) expect(used.has(block.component), block.component).toBe(true)
    // Its own pages and a page for each path the blocks' templates link to (so the demo has no dead link).
    expect(snapshot.pages.filter((p) => p.site_id === 'playaresorts').map((p) => p.path)).toEqual([
      '/', '/blog', '/book', '/brands/hyatt-ziva', '/dining', '/discover', '/experiences', '/gallery', '/highlights', '/highlights-2', '/highlights-3', '/playa-cares/dominican-republic',
      '/playa-cares/get-involved', '/playa-cares/mexico', '/press', '/resorts/hyatt-zilara-cancun', '/resorts/sanctuary-cap-cana', '/rooms',
      '/rooms/junior-suite-ocean-view', '/spa', '/specials', '/stories/seven-beaches', '/sweepstakes-rules', '/weddings/contact',
    ])
    for (const key of ['menus', 'brands', 'resorts', 'specials', 'posts', 'factSheets', 'bookingCodeTriggers', 'headTags', 'redirects'] as const)
      expect(snapshot[key].length, key).toBeGreaterThan(0)
    const redirecting = snapshot.sites.filter((s) => s.domainRedirect)
    expect(redirecting.map((s) => [s.id, s.domainRedirect!.pathKeywords])).toEqual([
      ['hyatt-brand', ['playa-del-carmen', 'samana', 'punta-cana']],
      ['sandpiper', []],
    ])
    expect(snapshot.sites.find((s) => s.kind === 'agent-portal')?.id).toBe('agent-cash-plus')
  })

  it('keeps the default site home page as the end-to-end tests know it', async () => {
    const list = await t.editor.get('/pages?site_id=playaresorts&path=/')
    expect(list.body.total).toBe(1)
    const res = await t.editor.get(`/pages/${list.body.items[0].id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBe('"1"')
    expect(res.body.elements.map((e: { component: string }) => e.component)).toEqual(['GenericHero', 'GlobalIntro', 'GlobalImage', 'GlobalTable', 'GlobalYoutube', 'GenericBlockLink'])
  })

  it('pages lists page, sort and filter', async () => {
    const first = await t.editor.get('/pages?limit=5&offset=0&sort=path&order=asc&site_id=playaresorts')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 25, limit: 5, offset: 0 })
    expect(first.body.items.map((p: { path: string }) => p.path)).toEqual(['/', '/blog', '/book', '/brands/hyatt-ziva', '/dining'])
    const second = await t.editor.get('/pages?limit=5&offset=5&sort=path&order=asc&site_id=playaresorts')
    expect(second.body.items.map((p: { path: string }) => p.path)).toEqual(['/discover', '/es', '/experiences', '/gallery', '/highlights'])
    const spanish = await t.editor.get('/pages?locale=es&site_id=playaresorts')
    expect(spanish.body.items).toHaveLength(1)
    expect(spanish.body.items[0]).toMatchObject({ path: '/es', published: false, source_page_id: expect.any(String) })
    const searched = await t.editor.get('/pages?q=DINING&site_id=playaresorts')
    expect(searched.body.items.map((p: { title: string }) => p.title)).toEqual(['Dining'])
    const scoped = await t.editor.get('/pages?limit=500', { 'X-Voix-Site': 'hyatt-ziva' })
    expect(new Set(scoped.body.items.map((p: { site_id: string }) => p.site_id))).toEqual(new Set(['hyatt-ziva']))
  })

  it('answers unknown ids and routes with 404 and a message, and keeps /health public', async () => {
    const res = await t.editor.get('/pages/nope')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: "No page with id 'nope'" })
    expect((await t.editor.get('/nothing-here')).status).toBe(404)
    expect((await t.anonymous.get('/health')).body).toMatchObject({ ok: true })
  })
})
