import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

const intro = (title: string) => newSliceFromBlock('GlobalIntro', { title })
const placeholder = (section: string) => newSliceFromBlock('GlobalSharedSection', { section, name: 'Placed section' })
const sectionBody = (name: string, site_id: string | null, elements = [intro(name)], kind = 'shared') => ({ name, kind, site_id, elements })

describe.each(databases)('sections, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it('a one-site editor sees and uses their site’s sections and every site’s, edits only their own, and cannot use another site’s', async () => {
    const own = await t.restricted.post('/sections', sectionBody('Ziva booking strip', 'hyatt-ziva'))
    expect(own.status, JSON.stringify(own.body)).toBe(201)
    const every = await t.admin.post('/sections', sectionBody('Family offer row', null))
    const other = await t.admin.post('/sections', sectionBody('Playa footer promo', 'playaresorts'))
    expect([every.status, other.status]).toEqual([201, 201])

    const listed = await t.restricted.get('/sections?q=o')
    expect(listed.body.items.map((s: { name: string }) => s.name).sort()).toEqual(['Family offer row', 'Ziva booking strip'])
    expect((await t.restricted.get(`/sections/${other.body.id}`)).status).toBe(404)
    expect((await t.restricted.get(`/sections/${other.body.id}/usage`)).status).toBe(404)
    const { version: _v, created_at: _c, updated_at: _u, ...everyDoc } = every.body
    expect((await t.restricted.put(`/sections/${every.body.id}`, { ...everyDoc, name: 'Mine now' }, { 'If-Match': '"1"' })).status).toBe(403)

    // Placing: their own and every site's, not another site's, even by an admin on a page of the wrong site.
    const page = await t.restricted.post('/pages', { site_id: 'hyatt-ziva', path: '/offers', title: 'Offers', layout: 'blocks', elements: [placeholder(own.body.id), placeholder(every.body.id)] })
    expect(page.status, JSON.stringify(page.body)).toBe(201)
    const wrong = await t.restricted.post('/pages', { site_id: 'hyatt-ziva', path: '/spa', title: 'Spa', layout: 'blocks', elements: [placeholder(other.body.id)] })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toContain("the shared section 'Playa footer promo' belongs to site 'playaresorts'; a page of site 'hyatt-ziva' cannot use it")
    const byAdmin = await t.admin.post('/pages', { site_id: 'hyatt-ziva', path: '/spa', title: 'Spa', layout: 'blocks', elements: [placeholder(other.body.id)] })
    expect(byAdmin.status).toBe(400)

    const usage = await t.restricted.get(`/sections/${own.body.id}/usage`)
    expect(usage.body).toEqual({ pages: [{ id: page.body.id, site_id: 'hyatt-ziva', path: '/offers', title: 'Offers', published: false, draft: true }], total: 1 })
  })

  it('refuses a section placed inside itself, directly or through another section', async () => {
    const a = await t.admin.post('/sections', sectionBody('Offer row', null))
    const b = await t.admin.post('/sections', sectionBody('Footer promo', null, [placeholder(a.body.id)]))
    expect(b.status, JSON.stringify(b.body)).toBe(201)
    const { version: _v, created_at: _c, updated_at: _u, ...aDoc } = a.body
    const direct = await t.admin.put(`/sections/${a.body.id}`, { ...aDoc, elements: [intro('Row'), placeholder(a.body.id)] }, { 'If-Match': '"1"' })
    expect(direct.status).toBe(400)
    expect(direct.body.error).toContain("The section 'Offer row' holds itself: a section cannot be placed inside itself")
    const through = await t.admin.put(`/sections/${a.body.id}`, { ...aDoc, elements: [placeholder(b.body.id)] }, { 'If-Match': '"1"' })
    expect(through.status).toBe(400)
    expect(through.body.error).toContain('holds itself through another section')
    // Nothing stored changed.
    expect((await t.admin.get(`/sections/${a.body.id}`)).body).toMatchObject({ version: 1, elements: [{ component: 'GlobalIntro' }] })
  })

  it('a section for every site may not place one site’s section; a preset is not placed', async () => {
    const own = await t.admin.post('/sections', sectionBody('Ziva strip', 'hyatt-ziva'))
    const every = await t.admin.post('/sections', sectionBody('Everywhere', null, [placeholder(own.body.id)]))
    expect(every.status).toBe(400)
    expect(every.body.error).toContain("belongs to site 'hyatt-ziva'; a section for every site cannot use it")
    const preset = await t.admin.post('/sections', sectionBody('Starter', null, [intro('Start')], 'preset'))
    const page = await t.admin.post('/pages', { site_id: 'hyatt-ziva', path: '/start', title: 'Start', layout: 'blocks', elements: [placeholder(preset.body.id)] })
    expect(page.status).toBe(400)
    expect(page.body.error).toContain("the section 'Starter' is a preset")
  })

  it('a page placing a deleted section is caught by the pre-publish checks and not published', async () => {
    const section = await t.admin.post('/sections', sectionBody('Gone soon', null))
    const page = await t.admin.post('/pages', { site_id: 'hyatt-ziva', path: '/gone', title: 'Gone', layout: 'blocks', elements: [intro('Top'), placeholder(section.body.id)] })
    expect(page.status).toBe(201)
    expect((await t.admin.delete(`/sections/${section.body.id}`, { 'If-Match': '"1"' })).status).toBe(204)
    const stored = await t.admin.get(`/pages/${page.body.id}`)
    const { version, published_version_id: _p, created_at: _c, updated_at: _u, ...body } = stored.body
    const published = await t.admin.post(`/pages/${page.body.id}/publish`, { page: body }, { 'If-Match': `"${version}"` })
    expect(published.status).toBe(409)
    expect(published.body.error).toContain("The page /gone was not published: The shared section 'Placed section' no longer exists")
    expect(published.body.problems).toEqual([expect.objectContaining({ kind: 'shared-section', element: body.elements[1].id })])
    expect((await t.admin.get(`/pages/${page.body.id}`)).body.published_version_id).toBeNull()
  })
})
