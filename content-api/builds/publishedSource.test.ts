import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Page } from '../../catalogue/model/page.ts'
import { checkNesting } from '../../catalogue/model/nestingLimits.ts'
import { nestedGroups } from '../../catalogue/model/testing.ts'
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
    // Agents-only pages are not for the build to render: listed by path in the meta only.
    expect(meta.gated.map((g) => `${g.site_id} ${g.path}`)).toContain('agent-cash-plus /agents/earnings')
    const built = new Set(pages.map((p) => p.id))
    expect(versions.length - built.size).toBe(meta.gated.length)
    expect(Object.fromEntries(listed.map((p) => [p.id, p.version]))).toEqual(Object.fromEntries(versions.filter((v) => built.has(v.id)).map((v) => [v.id, v.published_version_id])))
    const texts = await source.texts(listed)
    expect(texts.map((text) => PageWithSite.parse(JSON.parse(text)))).toEqual(pages)
    // What the build renders is public: the portal's Login Required Button is there, its agents-only link is not.
    const stored = await t.db.kysely.selectFrom('page_versions').select('document').where('document', 'like', '%AgentsPortalLoginRequiredButton%').execute()
    expect(stored.some((r) => r.document.includes('See the agent rates'))).toBe(true)
    expect(texts.some((text) => text.includes('AgentsPortalLoginRequiredButton'))).toBe(true)
    expect(texts.some((text) => text.includes('See the agent rates'))).toBe(false)
    // A second read of the same versions needs no page text for the press releases it already knows.
    expect((await readPublishedSource(t.db)).meta).toEqual(meta)
  })
  it('hands the build a page version stored at an older schema migrated to the current one', async () => {
    const at = new Date().toISOString()
    const old = { id: 'old-deep', path: '/old-deep', title: 'Old', layout: 'playaresorts', elements: [nestedGroups(800)] }
    await t.db.kysely.insertInto('pages').values({ id: 'old-deep', site_id: 'playaresorts', path: '/old-deep', locale: 'en', title: 'Old', draft: JSON.stringify(old), published_version_id: 'old-deep-v1', source_page_id: null, version: 1, created_at: at, updated_at: at }).execute()
    await t.db.kysely.insertInto('page_versions').values({ id: 'old-deep-v1', page_id: 'old-deep', kind: 'published', name: 'Old', document: JSON.stringify(old), created_at: at, created_by: null }).execute()
    const source = await readPublishedSource(t.db)
    const [text] = await source.texts([{ siteId: 'playaresorts', version: 'old-deep-v1' }])
    const page = PageWithSite.parse(JSON.parse(text!))
    expect(checkNesting(page)).toBeUndefined()
    expect(page).toMatchObject({ id: 'old-deep', site_id: 'playaresorts' })
    const snapshot = await readPublishedSnapshot(t.db)
    expect(checkNesting(snapshot.pages.find((p) => p.id === 'old-deep'))).toBeUndefined()
  })
})
