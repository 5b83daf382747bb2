import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

/** For each entity: a valid create body, a change, and a filter that finds the record. */
const samples: Record<string, { create: Record<string, unknown>; change: Record<string, unknown>; filter: string }> = {
  sites: { create: { slug: 'new-site', name: 'New site', kind: 'resort', layout: 'jewel', hosts: ['new-site.localhost'] }, change: { name: 'Renamed site' }, filter: 'kind=resort' },
  menus: { create: { site_id: 'playaresorts', name: 'footer', items: [{ label: 'About', href: '/about', children: [{ label: 'Team', href: '/about/team' }] }] }, change: { items: [] }, filter: 'name=footer' },
  brands: { create: { name: 'Kimpton', slug: 'kimpton', description: '<p>Boutique</p>' }, change: { name: 'Kimpton Resorts' }, filter: 'slug=kimpton' },
  resorts: { create: { name: 'Kimpton Aysla', slug: 'kimpton-aysla', country: 'Mexico' }, change: { city: 'Mahahual' }, filter: 'country=Mexico' },
  specials: { create: { title: 'Free nights', slug: 'free-nights', percentOff: 20, endDate: '2027-01-31' }, change: { percentOff: 25 }, filter: 'slug=free-nights' },
  posts: { create: { site_id: 'playaresorts', postType: 'mexico', title: 'Tulum ruins', slug: 'tulum', publishedAt: '2026-01-01T10:00:00Z' }, change: { title: 'The ruins of Tulum' }, filter: 'postType=mexico' },
  'fact-sheets': { create: { title: 'Corporate sheet', file: '/files/corp.pdf', corporate: true }, change: { title: 'Corporate fact sheet' }, filter: 'corporate=true' },
  'booking-code-triggers': { create: { code: 'WINTER', promo: 'WNT' }, change: { enabled: false }, filter: 'code=WINTER' },
  'head-tags': { create: { name: 'Robots', tag: { tag: 'meta', attrs: { name: 'robots', content: 'index' } } }, change: { pathPrefix: '/blog' }, filter: 'pathPrefix=/' },
  redirects: { create: { site_id: 'playaresorts', from: '/old', to: '/new' }, change: { status: 302 }, filter: 'from=/old' },
  releases: { create: { name: 'Summer' }, change: { name: 'Summer sale' }, filter: 'status=draft' },
  users: { create: { email: 'New.Person@Example.com', name: 'New Person', role: 'reviewer', password: 'a-long-enough-password' }, change: { name: 'Renamed Person' }, filter: 'role=reviewer' },
}

describe.each(databases)('entities on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it.each(Object.entries(samples))('%s: create, read, list with a filter, update with If-Match, refuse stale and missing versions, delete', async (name, sample) => {
    const created = await t.admin.post(`/${name}`, sample.create)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.headers.get('etag')).toBe('"1"')
    const id = created.body.id
    expect(created.body).toMatchObject({ version: 1, created_at: expect.any(String) })
    expect(created.body.password).toBeUndefined()

    const read = await t.admin.get(`/${name}/${id}`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created.body)

    const listed = await t.admin.get(`/${name}?${sample.filter}&limit=10`)
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect(listed.body.items.map((i: { id: string }) => i.id)).toContain(id)
    expect(listed.body).toMatchObject({ limit: 10, offset: 0, total: expect.any(Number) })

    const changed = { ...read.body, ...sample.change }
    const updated = await t.admin.put(`/${name}/${id}`, changed, { 'If-Match': '"1"' })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body).toMatchObject({ ...sample.change, version: 2 })
    expect(updated.headers.get('etag')).toBe('"2"')

    const stale = await t.admin.put(`/${name}/${id}`, changed, { 'If-Match': '"1"' })
    expect(stale.status).toBe(412)
    expect(stale.body.current).toMatchObject({ id, version: 2, ...sample.change })
    expect((await t.admin.put(`/${name}/${id}`, changed)).status).toBe(428)
    expect((await t.admin.delete(`/${name}/${id}`)).status).toBe(428)
    expect((await t.admin.delete(`/${name}/${id}`, { 'If-Match': '"1"' })).status).toBe(412)
    expect((await t.admin.delete(`/${name}/${id}`, { 'If-Match': '"2"' })).status).toBe(204)
    expect((await t.admin.get(`/${name}/${id}`)).status).toBe(404)
  })

  it('sorts and pages a list', async () => {
    for (const slug of ['c-brand', 'a-brand', 'b-brand']) await t.admin.post('/brands', { name: slug.toUpperCase(), slug })
    const page1 = await t.editor.get('/brands?sort=slug&order=desc&limit=2')
    expect(page1.body.items.map((b: { slug: string }) => b.slug)).toEqual(['c-brand', 'b-brand'])
    const page2 = await t.editor.get('/brands?sort=slug&order=desc&limit=2&offset=2')
    expect(page2.body.items.map((b: { slug: string }) => b.slug)).toEqual(['a-brand'])
    expect(page2.body.total).toBe(3)
    expect((await t.editor.get('/brands?q=B-BR')).body.items.map((b: { slug: string }) => b.slug)).toEqual(['b-brand'])
  })

  it('answers a unique clash with 409 naming the field, and keeps the first record', async () => {
    await t.admin.post('/redirects', { site_id: 'playaresorts', from: '/twice', to: '/one' })
    const clash = await t.admin.post('/redirects', { site_id: 'playaresorts', from: '/twice', to: '/two' })
    expect(clash.status).toBe(409)
    expect(clash.body.error).toBe('A redirect with this site_id and from already exists')
    const list = await t.admin.get('/redirects?from=/twice')
    expect(list.body.items.map((r: { to: string }) => r.to)).toEqual(['/one'])
  })

  it('copies a special under a new slug', async () => {
    const special = (await t.editor.post('/specials', { title: 'Kids free', slug: 'kids-free', percentOff: 30 })).body
    const copy = await t.editor.post(`/specials/${special.id}/copy`, { slug: 'kids-free-2' })
    expect(copy.status).toBe(201)
    expect(copy.body).toMatchObject({ title: 'Kids free (copy)', slug: 'kids-free-2', percentOff: 30, version: 1 })
    expect(copy.body.id).not.toBe(special.id)
    expect((await t.editor.post(`/specials/${special.id}/copy`, { slug: 'kids-free-2' })).status).toBe(409)
  })

  it('names what uses a record before it is deleted: a main menu, the specials of a resort, the resorts of a brand', async () => {
    const main = (await t.editor.post('/menus', { site_id: 'playaresorts', name: 'main', items: [] })).body
    expect((await t.editor.get(`/menus/${main.id}/dependents`)).body.items).toEqual([{ entity: 'sites', id: 'playaresorts', label: expect.stringMatching(/^Site '.+' shows it as its main menu$/) }])
    const brand = (await t.editor.post('/brands', { name: 'Uses', slug: 'uses-brand' })).body
    const resort = (await t.editor.post('/resorts', { name: 'Used resort', slug: 'used-resort', country: 'Mexico', brand_id: brand.id })).body
    const special = (await t.editor.post('/specials', { title: 'At the used resort', slug: 'at-used', resort_ids: [resort.id] })).body
    await t.editor.post('/specials', { title: 'Elsewhere', slug: 'elsewhere', resort_ids: [] })
    expect((await t.editor.get(`/resorts/${resort.id}/dependents`)).body.items).toEqual([{ entity: 'specials', id: special.id, label: "Special 'At the used resort' is offered at it" }])
    expect((await t.editor.get(`/brands/${brand.id}/dependents`)).body.items).toEqual([{ entity: 'resorts', id: resort.id, label: "Resort 'Used resort' belongs to it" }])
    expect((await t.editor.get(`/specials/${special.id}/dependents`)).body.items).toEqual([])
    expect((await t.editor.get('/specials/no-such-id/dependents')).status).toBe(404)
  })

  it('rotates a release preview secret and never takes one from a client', async () => {
    const refused = await t.editor.post('/releases', { name: 'R', previewSecret: 'x'.repeat(40) })
    expect(refused.status).toBe(400)
    expect(refused.body.issues).toEqual([{ path: 'previewSecret', message: 'is not a known field' }])
    const release = (await t.editor.post('/releases', { name: 'R' })).body
    expect(release.previewSecret).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const rotated = await t.editor.post(`/releases/${release.id}/rotate-secret`, undefined, { 'If-Match': '"1"' })
    expect(rotated.status).toBe(200)
    expect(rotated.body.previewSecret).not.toBe(release.previewSecret)
    expect(rotated.body.version).toBe(2)
  })

  it('lets anyone read published records but only editors change them, and only admins manage users and sites', async () => {
    expect((await t.anonymous.get('/specials')).status).toBe(200)
    expect((await t.anonymous.post('/specials', samples.specials!.create)).status).toBe(401)
    expect((await t.reviewer.post('/specials', { ...samples.specials!.create, slug: 'r' })).status).toBe(403)
    expect((await t.anonymous.get('/releases')).status).toBe(401)
    expect((await t.editor.get('/users')).status).toBe(403)
    const site = await t.editor.post('/sites', { ...samples.sites!.create, slug: 'editor-site' })
    expect(site.status).toBe(403)
    expect(site.body.error).toBe('Your role (editor) may not change sites')
  })
})
