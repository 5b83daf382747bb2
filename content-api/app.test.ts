import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from './app.ts'
import { seedDemo } from './seed/seedDemo.ts'
import { readPublishedSnapshot } from './store/readPublishedSnapshot.ts'
import { testDatabases } from './testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('content API on $name', ({ open }) => {
  let db: Awaited<ReturnType<typeof open>>
  let api: ReturnType<typeof createApi>
  beforeAll(async () => {
    db = await open()
    api = createApi({ db })
    await seedDemo(db)
  })
  afterAll(async () => {
    await db.drop()
    await db.close().catch(() => undefined)
  })

  it('seeds once: a second run changes nothing', async () => {
    expect((await seedDemo(db)).seeded).toBe(false)
    const snapshot = await readPublishedSnapshot(db)
    expect(snapshot.sites).toHaveLength(1)
    expect(snapshot.pages.map((p) => p.path)).toEqual(['/', '/dining', '/rooms', '/specials'])
  })

  it('lists pages and serves one with its version', async () => {
    const list = await (await api.request('/pages')).json()
    expect(list.items).toHaveLength(4)
    const home = list.items.find((p: { path: string }) => p.path === '/')
    const res = await api.request(`/pages/${home.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBe('"1"')
    const page = await res.json()
    expect(page.elements.map((e: { component: string }) => e.component)).toEqual([
      'GenericHero',
      'GlobalIntro',
      'GlobalImage',
      'GlobalTable',
      'GlobalYoutube',
      'GenericBlockLink',
    ])
  })

  it('answers an unknown page and an unknown route with 404 and a message', async () => {
    const res = await api.request('/pages/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: "No page with id 'nope'" })
    expect((await api.request('/nothing-here')).status).toBe(404)
  })
})
