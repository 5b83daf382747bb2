import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { readPublishedSnapshot } from './readPublishedSnapshot.ts'

const databases = await testDatabases()

describe.each(databases)('published snapshot on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { seed: true })
  })
  afterAll(() => t.close())

  it('carries the press releases of the published pages, each with its site and language', async () => {
    const snapshot = await readPublishedSnapshot(t.db)
    const releasePages = snapshot.pages.filter((p) => JSON.stringify(p.elements).includes('"PressReleaseDetail"'))
    expect(releasePages.length).toBeGreaterThan(0)
    expect(snapshot.pressReleases.map((r) => `${r.site_id}${r.href}`).sort()).toEqual(releasePages.map((p) => `${p.site_id}${p.path}`).sort())
    for (const r of snapshot.pressReleases) expect(r).toMatchObject({ title: expect.any(String), locale: 'en' })
  })
})
