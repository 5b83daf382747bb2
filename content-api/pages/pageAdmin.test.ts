import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('page administration on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  const newPage = async (client: typeof t.editor, path: string, title = `Page ${path}`, site = 'playaresorts') =>
    (await client.post('/pages', { site_id: site, path, title, layout: 'playaresorts' })).body as Record<string, unknown> & { id: string; version: number }
  const bodyOf = (stored: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
    const { version: _v, published_version_id: _p, ...page } = stored
    return { ...page, ...changes }
  }

  it('lists pages by title or path, site, status and author, paged on the server', async () => {
    await newPage(t.editor, '/admin-list-one', 'Lagoon Spa Admin')
    await newPage(t.admin, '/admin-list-two', 'Lagoon Spa Admin Two')
    const byTitle = (await t.editor.get('/pages?q=lagoon%20spa%20admin&limit=1')).body
    expect(byTitle.total).toBe(2)
    expect(byTitle.items).toHaveLength(1)
    const byAuthor = (await t.editor.get('/pages?q=lagoon&author=editor%40test.example')).body
    expect(byAuthor.items.map((p: { path: string; author: string }) => [p.path, p.author])).toEqual([['/admin-list-one', 'editor@test.example']])
    expect((await t.editor.get('/pages?q=admin-list&published=true')).body.total).toBe(0)
    expect((await t.editor.get('/pages?q=admin-list&site_id=hyatt-ziva')).body.total).toBe(0)
    const authors = (await t.editor.get('/pages/authors')).body.items
    expect(authors).toEqual(expect.arrayContaining(['admin@test.example', 'editor@test.example']))
    // Typed '%' and '_' match themselves, not any text.
    await newPage(t.editor, '/admin-list-percent', 'Kids stay 100% free')
    await newPage(t.editor, '/admin-list-space', 'Half price spa')
    expect((await t.editor.get('/pages?q=100%25%20free')).body.items.map((p: { path: string }) => p.path)).toEqual(['/admin-list-percent'])
    expect((await t.editor.get('/pages?q=half_price')).body.total).toBe(0)
    expect((await t.editor.get('/pages?q=HALF%20PRICE')).body.total).toBe(1)
    const bad = await t.editor.get('/pages?limit=many')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain('limit')
  })

  it('restores an earlier version as the draft, and refuses a stale one', async () => {
    const page = await newPage(t.editor, '/admin-restore', 'First title')
    const saved = await t.editor.post(`/pages/${page.id}/versions`, { name: 'First', page: bodyOf(page) }, { 'If-Match': '"1"' })
    await t.editor.put(`/pages/${page.id}`, bodyOf(page, { title: 'Second title' }), { 'If-Match': '"2"' })
    expect((await t.reviewer.post(`/pages/${page.id}/versions/${saved.body.versionId}/restore`, undefined, { 'If-Match': '"3"' })).status).toBe(403)
    const stale = await t.editor.post(`/pages/${page.id}/versions/${saved.body.versionId}/restore`, undefined, { 'If-Match': '"2"' })
    expect(stale.status).toBe(412)
    expect((await t.editor.post(`/pages/${page.id}/versions/nope/restore`, undefined, { 'If-Match': '"3"' })).status).toBe(404)
    const restored = await t.editor.post(`/pages/${page.id}/versions/${saved.body.versionId}/restore`, undefined, { 'If-Match': '"3"' })
    expect(restored.status).toBe(200)
    expect(restored.body).toEqual({ version: 4, restored: saved.body.versionId })
    expect((await t.editor.get(`/pages/${page.id}`)).body).toMatchObject({ title: 'First title', version: 4 })
    // Another site's editor cannot reach it at all.
    expect((await t.restricted.post(`/pages/${page.id}/versions/${saved.body.versionId}/restore`, undefined, { 'If-Match': '"4"' })).status).toBe(404)
  })

  it('unpublishes a published page and keeps its draft; only publishers may', async () => {
    const page = await newPage(t.editor, '/admin-unpublish')
    expect((await t.editor.post(`/pages/${page.id}/unpublish`, undefined, { 'If-Match': '"1"' })).body.error).toBe('Page /admin-unpublish is not published')
    await t.editor.post(`/pages/${page.id}/publish`, { page: bodyOf(page) }, { 'If-Match': '"1"' })
    expect((await t.reviewer.post(`/pages/${page.id}/unpublish`, undefined, { 'If-Match': '"2"' })).status).toBe(403)
    const done = await t.editor.post(`/pages/${page.id}/unpublish`, undefined, { 'If-Match': '"2"' })
    expect(done.status).toBe(202)
    expect(done.body.version).toBe(3)
    const after = (await t.editor.get(`/pages/${page.id}`)).body
    expect(after).toMatchObject({ published_version_id: null, title: 'Page /admin-unpublish' })
    expect((await t.anonymous.get(`/pages/${page.id}/published`)).status).toBe(404)
    expect((await t.editor.get(`/pages/${page.id}/versions`)).body.total).toBe(1)
  })

  it('lets only admins see and clear caches', async () => {
    expect((await t.editor.get('/caches')).status).toBe(403)
    expect((await t.editor.post('/caches/api-reads/clear', undefined)).status).toBe(403)
    const page = await newPage(t.editor, '/admin-cache')
    await t.editor.get(`/pages/${page.id}`)
    const listed = (await t.admin.get('/caches')).body.items as { id: string; entries: number }[]
    expect(listed.find((c) => c.id === 'api-reads')!.entries).toBeGreaterThan(0)
    const cleared = await t.admin.post('/caches/api-reads/clear', undefined)
    expect(cleared.status).toBe(200)
    expect(cleared.body.removed.entries).toBeGreaterThan(0)
    expect(cleared.body.cache.entries).toBe(0)
    // Cleared, the page reads as before, from the database.
    expect((await t.editor.get(`/pages/${page.id}`)).body.title).toBe('Page /admin-cache')
    expect((await t.admin.post('/caches/everything/clear', undefined)).status).toBe(404)
  })
})
