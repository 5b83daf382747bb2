import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('a record referring to a missing one, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { seed: true })
  })
  afterAll(() => t.close())

  it('is a 400 naming the field that refers to nothing, on create and on update, and stores nothing', async () => {
    const before = (await t.admin.get('/fact-sheets')).body.total
    const made = await t.admin.post('/fact-sheets', { resort_id: 'no-such-resort', title: 'Orphan', file: '/demo/x.pdf', locale: 'en', corporate: false })
    expect(made.status).toBe(400)
    expect(made.body.issues).toEqual([{ path: 'resort_id', message: 'refers to a record that does not exist' }])
    expect(made.body.error).toContain('resort_id')
    expect((await t.admin.get('/fact-sheets')).body.total).toBe(before)
    const resort = (await t.admin.get('/resorts?limit=1')).body.items[0]
    const changed = await t.admin.put(`/resorts/${resort.id}`, { ...resort, brand_id: 'no-such-brand' }, { 'If-Match': `"${resort.version}"` })
    expect(changed.status).toBe(400)
    expect(changed.body.issues).toEqual([{ path: 'brand_id', message: 'refers to a record that does not exist' }])
    expect((await t.admin.get(`/resorts/${resort.id}`)).body).toEqual(resort)
  })
})
