import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

const intro = (title: string) => newSliceFromBlock('GlobalIntro', { title })
const placeholder = (section: string) => newSliceFromBlock('GlobalSharedSection', { section, name: 'Placed section' })
const sectionBody = (name: string, site_id: string | null) => ({ name, kind: 'shared', site_id, elements: [intro(name)] })
const bodyOf = ({ version: _v, created_at: _c, updated_at: _u, ...doc }: Record<string, unknown>) => doc

/** Every sections route for every actor: a one-site editor reaches only their site's sections and every site's, read-only. */
describe.each(databases)('section permissions, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let own: Record<string, unknown>, every: Record<string, unknown>, other: Record<string, unknown>
  beforeAll(async () => {
    t = await setupApi(open)
    own = (await t.admin.post('/sections', sectionBody('Ziva booking strip', 'hyatt-ziva'))).body
    every = (await t.admin.post('/sections', sectionBody('Members save more', null))).body
    other = (await t.admin.post('/sections', sectionBody('Playa footer promo', 'playaresorts'))).body
  })
  afterAll(() => t.close())

  it('a one-site editor cannot read, change, delete or list another site’s section, by any route', async () => {
    const id = other.id as string
    expect((await t.restricted.get(`/sections/${id}`)).status).toBe(404)
    expect((await t.restricted.get(`/sections/${id}/usage`)).status).toBe(404)
    expect((await t.restricted.get('/sections?site=playaresorts')).body.items ?? []).toEqual([])
    expect((await t.restricted.get('/sections?q=Playa')).body.items).toEqual([])
    const changed = await t.restricted.put(`/sections/${id}`, { ...bodyOf(other), name: 'Taken' }, { 'If-Match': '"1"' })
    expect([403, 404]).toContain(changed.status)
    const moved = await t.restricted.put(`/sections/${id}`, { ...bodyOf(other), site_id: 'hyatt-ziva' }, { 'If-Match': '"1"' })
    expect([403, 404]).toContain(moved.status)
    expect([403, 404]).toContain((await t.restricted.delete(`/sections/${id}`, { 'If-Match': '"1"' })).status)
    // Nothing stored changed.
    expect((await t.admin.get(`/sections/${id}`)).body).toMatchObject({ version: 1, name: 'Playa footer promo', site_id: 'playaresorts' })
  })

  it('a one-site editor cannot make a section for another site or for every site, nor move their own away', async () => {
    expect((await t.restricted.post('/sections', sectionBody('Mine for Playa', 'playaresorts'))).status).toBe(403)
    expect((await t.restricted.post('/sections', sectionBody('Mine for all', null))).status).toBe(403)
    const moved = await t.restricted.put(`/sections/${own.id as string}`, { ...bodyOf(own), site_id: 'playaresorts' }, { 'If-Match': '"1"' })
    expect(moved.status).toBe(403)
    const widened = await t.restricted.put(`/sections/${own.id as string}`, { ...bodyOf(own), site_id: null }, { 'If-Match': '"1"' })
    expect(widened.status).toBe(403)
    expect([403]).toContain((await t.restricted.delete(`/sections/${every.id as string}`, { 'If-Match': '"1"' })).status)
    expect((await t.admin.get(`/sections/${own.id as string}`)).body).toMatchObject({ version: 1, site_id: 'hyatt-ziva' })
    // Their own they may change.
    const renamed = await t.restricted.put(`/sections/${own.id as string}`, { ...bodyOf(own), name: 'Ziva strip' }, { 'If-Match': '"1"' })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
  })

  it('usage of a section for every site names to a one-site editor only their own site’s pages', async () => {
    const id = every.id as string
    for (const [site_id, path] of [['hyatt-ziva', '/members'], ['playaresorts', '/members']] as const) {
      const page = await t.admin.post('/pages', { site_id, path, title: 'Members', layout: site_id, elements: [placeholder(id)] })
      expect(page.status, JSON.stringify(page.body)).toBe(201)
    }
    expect((await t.admin.get(`/sections/${id}/usage`)).body.total).toBe(2)
    const seen = (await t.restricted.get(`/sections/${id}/usage`)).body
    expect(seen.pages.map((p: { site_id: string }) => p.site_id)).toEqual(['hyatt-ziva'])
    expect(seen.total).toBe(1)
  })

  it('without content rights or signed out, nothing', async () => {
    for (const path of ['/sections', `/sections/${own.id as string}`, `/sections/${own.id as string}/usage`]) expect((await t.anonymous.get(path)).status).toBe(401)
    expect((await t.anonymous.post('/sections', sectionBody('Anon', null))).status).toBe(401)
    expect((await t.reviewer.post('/sections', sectionBody('Reviewer’s', null))).status).toBe(403)
    const ids = ['../pages', 'x'.repeat(5000), '%00']
    for (const id of ids) expect((await t.admin.get(`/sections/${encodeURIComponent(id)}/usage`)).status).toBeLessThan(500)
  })
})
