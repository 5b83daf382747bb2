import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPublishedSnapshot } from '../store/readPublishedSnapshot.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

const probe = { tag: 'link', attrs: { rel: 'stylesheet', href: '/x.css', onerror: 'alert(document.cookie)' } }
const gtm = { tag: 'script', attrs: { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', async: '' } }

describe.each(databases)('head tags and script origins on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it("refuses the probe's event handler on a head-tag record and on a page's head, naming the attribute", async () => {
    const rule = await t.editor.post('/head-tags', { name: 'Styles', tag: probe })
    expect(rule.status).toBe(400)
    expect(rule.body.issues).toEqual([expect.objectContaining({ path: 'tag.attrs.onerror', message: expect.stringContaining('event handlers run scripts') })])
    const page = await t.editor.post('/pages', { site_id: 'playaresorts', path: '/probe', title: 'Probe', layout: 'blocks', head: [probe] })
    expect(page.status).toBe(400)
    expect(page.body.issues[0].path).toBe('head.0.attrs.onerror')
    const refresh = await t.editor.post('/head-tags', { name: 'Refresh', tag: { tag: 'meta', attrs: { 'http-equiv': 'refresh', content: '0;url=javascript:alert(1)' } } })
    expect(refresh.status).toBe(400)
  })

  it('takes scripts from admins only, and only from the origins an admin allowed', async () => {
    expect((await t.editor.post('/head-tags', { name: 'GTM', tag: gtm })).status).toBe(403)
    const before = await t.admin.post('/head-tags', { name: 'GTM', tag: gtm })
    expect(before.status).toBe(400)
    expect(before.body.issues[0]).toMatchObject({ path: 'tag.attrs.src', message: expect.stringContaining('none yet') })

    expect((await t.editor.put('/settings/script-origins', { origins: ['https://www.googletagmanager.com'] }, { 'If-Match': '"0"' })).status).toBe(403)
    const bad = await t.admin.put('/settings/script-origins', { origins: ['https://www.googletagmanager.com/gtm.js', 'http://insecure.example', 'javascript:alert(1)'] }, { 'If-Match': '"0"' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(['origins.0', 'origins.1', 'origins.2'])
    const set = await t.admin.put('/settings/script-origins', { origins: ['https://www.googletagmanager.com'] }, { 'If-Match': '"0"' })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.headers.get('etag')).toBe('"1"')
    expect((await t.admin.put('/settings/script-origins', { origins: [] }, { 'If-Match': '"0"' })).status).toBe(412)
    expect((await t.editor.get('/settings/script-origins')).body).toEqual({ origins: ['https://www.googletagmanager.com'], version: 1 })

    const created = await t.admin.post('/head-tags', { name: 'GTM', tag: gtm })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    // An editor may not re-point or change an admin's script.
    expect((await t.editor.put(`/head-tags/${created.body.id}`, { ...created.body, tag: { tag: 'meta', attrs: { name: 'x', content: 'y' } } }, { 'If-Match': '"1"' })).status).toBe(403)
    const elsewhere = await t.admin.post('/head-tags', { name: 'Other', tag: { tag: 'script', attrs: { src: 'https://cdn.evil.example/x.js' } } })
    expect(elsewhere.status).toBe(400)
    expect((await readPublishedSnapshot(t.db)).scriptOrigins).toEqual(['https://www.googletagmanager.com'])
  })

  it('keeps a stored tag from before the allowlist readable, so it can be fixed or deleted', async () => {
    const at = new Date().toISOString()
    await t.db.kysely
      .insertInto('head_tags' as never)
      .values({ id: 'old-probe', site_id: null, name: 'Old', path_prefix: '/', document: JSON.stringify({ id: 'old-probe', site_id: null, name: 'Old', pathPrefix: '/', tag: probe, enabled: true }), version: 1, created_at: at, updated_at: at } as never)
      .execute()
    const read = await t.editor.get('/head-tags/old-probe')
    expect(read.status).toBe(200)
    expect((await t.editor.put('/head-tags/old-probe', { ...read.body, tag: { tag: 'link', attrs: { rel: 'stylesheet', href: '/x.css' } } }, { 'If-Match': '"1"' })).status).toBe(200)
  })
})

describe.each(databases)('menu links on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it('refuses javascript: and data: links in menu items at any depth, naming the item', async () => {
    const bad = await t.editor.post('/menus', { site_id: 'playaresorts', name: 'footer', items: [{ label: 'Ok', href: '/ok', children: [{ label: 'Evil', href: 'JaVaScRiPt:alert(document.cookie)' }] }, { label: 'Data', href: 'data:text/html,<script>alert(1)</script>' }] })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(['items.0.children.0.href', 'items.1.href'])
    expect(bad.body.issues[0].message).toContain("menu item 'Evil'")
    expect((await t.editor.post('/menus', { site_id: 'playaresorts', name: 'footer', items: [{ label: '"><img src=x onerror=alert(1)>', href: '/ok' }] })).status).toBe(201)
  })
})
