import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

const intro = (title: string) => newSliceFromBlock('GlobalIntro', { title })
const sectionBody = (name: string, site_id: string | null, title = name) => ({ name, kind: 'shared', site_id, elements: [intro(title)] })
const bodyOf = ({ version: _v, created_at: _c, updated_at: _u, restored: _r, ...doc }: Record<string, unknown>) => doc
const titleOf = (section: { elements: { fields: { name: string; value: unknown }[] }[] }) => section.elements[0]?.fields.find((f) => f.name === 'title')?.value

describe.each(databases)('section versions, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it('keeps every save as a version, lists them newest first in bounded pages, and restores one as a new save', async () => {
    const made = await t.restricted.post('/sections', sectionBody('Ziva booking strip', 'hyatt-ziva', 'First words'))
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id = made.body.id as string
    const second = await t.restricted.put(`/sections/${id}`, { ...bodyOf(made.body), elements: [intro('Second words')] }, { 'If-Match': '"1"' })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const third = await t.admin.put(`/sections/${id}`, { ...bodyOf(second.body), name: 'Ziva strip', elements: [intro('Third words')] }, { 'If-Match': '"2"' })
    expect(third.status).toBe(200)

    const listed = await t.restricted.get(`/sections/${id}/versions`)
    expect(listed.status).toBe(200)
    expect(listed.body).toMatchObject({ total: 3, limit: 20, offset: 0 })
    expect(listed.body.items.map((v: { version: number; name: string }) => [v.version, v.name])).toEqual([[3, 'Ziva strip'], [2, 'Ziva booking strip'], [1, 'Ziva booking strip']])
    const people = listed.body.items.map((v: { created_by: string }) => v.created_by)
    expect(people[0]).not.toBe(people[1])
    expect(people.every((p: string) => p.includes('@'))).toBe(true)
    const paged = await t.restricted.get(`/sections/${id}/versions?limit=1&offset=1`)
    expect(paged.body.items.map((v: { version: number }) => v.version)).toEqual([2])
    expect(paged.body.total).toBe(3)
    const tooMany = await t.restricted.get(`/sections/${id}/versions?limit=500`)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error).toContain('limit')

    const restored = await t.restricted.post(`/sections/${id}/versions/1/restore`, {}, { 'If-Match': '"3"' })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(restored.body).toMatchObject({ version: 4, restored: 1, name: 'Ziva booking strip' })
    expect(titleOf(restored.body)).toBe('First words')
    const stored = (await t.admin.get(`/sections/${id}`)).body
    expect(stored.version).toBe(4)
    expect(titleOf(stored)).toBe('First words')
    // The history only grows: the restore is version 4, and version 3 is still there.
    const after = (await t.admin.get(`/sections/${id}/versions`)).body
    expect(after.items.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1])
  })

  it('a stale restore is 412 with the current copy, a missing If-Match 428, and bad versions a 4xx naming what was wrong', async () => {
    const made = await t.admin.post('/sections', sectionBody('Family offer row', null, 'Kids stay free'))
    const id = made.body.id as string
    await t.admin.put(`/sections/${id}`, { ...bodyOf(made.body), elements: [intro('Kids eat free')] }, { 'If-Match': '"1"' })
    const stale = await t.admin.post(`/sections/${id}/versions/1/restore`, {}, { 'If-Match': '"1"' })
    expect(stale.status).toBe(412)
    expect(stale.body.error).toContain('changed by someone else (it is now at version 2)')
    expect(stale.body.current).toMatchObject({ id, version: 2 })
    expect(titleOf(stale.body.current)).toBe('Kids eat free')
    expect((await t.admin.post(`/sections/${id}/versions/1/restore`, {})).status).toBe(428)

    const unknown = await t.admin.post(`/sections/${id}/versions/9/restore`, {}, { 'If-Match': '"2"' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toContain("The section 'Family offer row' has no version 9: it is at version 2")
    for (const bad of ['0', 'one', '-1', '1.5', 'x'.repeat(300)]) {
      const refused = await t.admin.post(`/sections/${id}/versions/${bad}/restore`, {}, { 'If-Match': '"2"' })
      expect(refused.status, bad).toBe(400)
      expect(refused.body.error).toContain('is not a version number')
    }
    const wrongId = await t.admin.post('/sections/no-such-section/versions/1/restore', {}, { 'If-Match': '"1"' })
    expect(wrongId.status).toBe(404)
    expect(wrongId.body.error).toContain("No section with id 'no-such-section'")
    expect((await t.admin.get('/sections/no-such-section/versions')).status).toBe(404)
    // Nothing stored changed.
    expect((await t.admin.get(`/sections/${id}/versions`)).body.total).toBe(2)
    expect((await t.admin.get(`/sections/${id}`)).body.version).toBe(2)
  })

  it('another site’s editor can neither list nor restore; every site’s section is read-only to them; signed out, nothing', async () => {
    const other = await t.admin.post('/sections', sectionBody('Playa footer promo', 'playaresorts', 'Playa words'))
    const id = other.body.id as string
    await t.admin.put(`/sections/${id}`, { ...bodyOf(other.body), elements: [intro('Playa new words')] }, { 'If-Match': '"1"' })
    expect((await t.restricted.get(`/sections/${id}/versions`)).status).toBe(404)
    expect((await t.restricted.post(`/sections/${id}/versions/1/restore`, {}, { 'If-Match': '"2"' })).status).toBe(404)
    const every = await t.admin.post('/sections', sectionBody('Members save more', null))
    await t.admin.put(`/sections/${every.body.id}`, { ...bodyOf(every.body), elements: [intro('Members save most')] }, { 'If-Match': '"1"' })
    expect((await t.restricted.get(`/sections/${every.body.id}/versions`)).body.total).toBe(2)
    expect((await t.restricted.post(`/sections/${every.body.id}/versions/1/restore`, {}, { 'If-Match': '"2"' })).status).toBe(403)
    expect((await t.reviewer.post(`/sections/${id}/versions/1/restore`, {}, { 'If-Match': '"2"' })).status).toBe(403)
    expect((await t.anonymous.get(`/sections/${id}/versions`)).status).toBe(401)
    // Nothing stored changed.
    expect((await t.admin.get(`/sections/${id}`)).body.version).toBe(2)
    expect((await t.admin.get(`/sections/${every.body.id}`)).body.version).toBe(2)
    // A deleted section takes its versions with it.
    expect((await t.admin.delete(`/sections/${id}`, { 'If-Match': '"2"' })).status).toBe(204)
    expect((await t.admin.get(`/sections/${id}/versions`)).status).toBe(404)
  })
})
