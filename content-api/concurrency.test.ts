import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from './testing/setupApi.ts'
import { testDatabases } from './testing/testDatabases.ts'

const databases = await testDatabases()
const writers = 50

describe.each(databases)('50 parallel writers on one record on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it('a page: exactly one winner per version, and every writer’s change survives', async () => {
    const created = await t.editor.post('/pages', { site_id: 'playaresorts', path: '/race', title: 'Race', layout: 'playaresorts' })
    expect(created.status).toBe(201)
    const id = created.body.id
    const winnersByVersion = new Map<number, number[]>()
    // Each writer adds its own tag to what it read, retrying on 412 with the current copy it is handed.
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        let current = (await t.editor.get(`/pages/${id}`)).body
        for (let attempt = 0; attempt < 500; attempt++) {
          const { version, published_version_id: _p, ...page } = current
          const res = await t.editor.put(`/pages/${id}`, { ...page, tags: [...page.tags, `w${writer}`] }, { 'If-Match': `"${version}"` })
          if (res.status === 200) {
            winnersByVersion.set(version, [...(winnersByVersion.get(version) ?? []), writer])
            return
          }
          expect(res.status).toBe(412)
          current = res.body.current
        }
        throw new Error(`writer ${writer} never won`)
      }),
    )
    expect([...winnersByVersion.values()].every((w) => w.length === 1)).toBe(true)
    expect([...winnersByVersion.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: writers }, (_, i) => i + 1))
    const final = (await t.editor.get(`/pages/${id}`)).body
    expect(final.version).toBe(writers + 1)
    expect([...final.tags].sort()).toEqual(Array.from({ length: writers }, (_, i) => `w${i}`).sort())
    // About 1,300 saves: seconds on an idle machine, more beside a full parallel suite on two cores.
  }, 60_000)

  it('a record: fifty writers of one version, one 200 and forty-nine 412s', async () => {
    const special = (await t.editor.post('/specials', { title: 'Race', slug: 'race' })).body
    const results = await Promise.all(
      Array.from({ length: writers }, (_, i) => t.editor.put(`/specials/${special.id}`, { ...special, title: `Writer ${i}` }, { 'If-Match': '"1"' })),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 412)).toHaveLength(writers - 1)
    const winner = results.find((r) => r.status === 200)!.body.title
    const stored = (await t.editor.get(`/specials/${special.id}`)).body
    expect(stored).toMatchObject({ version: 2, title: winner })
    for (const loser of results.filter((r) => r.status === 412)) expect(loser.body.current).toMatchObject({ version: 2, title: winner })
  })
})
