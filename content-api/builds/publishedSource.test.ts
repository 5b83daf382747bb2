import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Page } from '../../catalogue/model/page.ts'
import { readPublishedSnapshot } from '../store/readPublishedSnapshot.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { readPublishedSource } from './publishedSource.ts'

const databases = await testDatabases()
const PageWithSite = Page.extend({ site_id: Page.shape.site_id.unwrap() })

describe.each(databases)('published source on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { seed: true })
  })
  afterAll(() => t.close())

  it('holds the same content as the published snapshot, pages listed by published version and read on request', async () => {
    const { pages, ...meta } = await readPublishedSnapshot(t.db)
    const source = await readPublishedSource(t.db)
    expect(source.meta).toEqual(meta)
    expect(meta.pressReleases.length).toBeGreaterThan(0)
    const listed: { id: string; siteId: string; version: string }[] = []
    for await (const batch of source.pages()) listed.push(...batch)
    expect(listed.map((p) => `${p.siteId} ${p.id}`)).toEqual(pages.map((p) => `${p.site_id} ${p.id}`))
    const versions = await t.db.kysely.selectFrom('pages').select(['id', 'published_version_id']).where('published_version_id', 'is not', null).execute()
    expect(Object.fromEntries(listed.map((p) => [p.id, p.version]))).toEqual(Object.fromEntries(versions.map((v) => [v.id, v.published_version_id])))
    const texts = await source.texts(listed)
    expect(texts.map((text) => PageWithSite.parse(JSON.parse(text)))).toEqual(pages)
    // A second read of the same versions needs no page text for the press releases it already knows.
    expect((await readPublishedSource(t.db)).meta).toEqual(meta)
  })
})
