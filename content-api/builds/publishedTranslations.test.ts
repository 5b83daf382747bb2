import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPublishedSnapshot } from '../store/readPublishedSnapshot.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { readPublishedSource } from './publishedSource.ts'

const databases = await testDatabases()

describe.each(databases)('translations and publish times for search engines on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { seed: true, runBuild: async () => ({ buildId: 'b' }) })
  })
  afterAll(() => t.close())

  it('lists a translation group once two of its pages are published, with their published paths and locales', async () => {
    const home = await t.db.kysely.selectFrom('pages').select('id').where('site_id', '=', 'playaresorts').where('path', '=', '/').executeTakeFirstOrThrow()
    // The seeded Spanish home page is a draft: no group yet.
    expect((await readPublishedSnapshot(t.db)).translations).toEqual([])
    const es = await t.db.kysely.selectFrom('pages').select(['id', 'draft', 'version']).where('source_page_id', '=', home.id).executeTakeFirstOrThrow()
    const page: Record<string, unknown> = { ...(JSON.parse(es.draft) as Record<string, unknown>), site_id: 'playaresorts', path: '/es/inicio' }
    delete page.version
    const published = await t.editor.post(`/pages/${es.id}/publish`, { page }, { 'If-Match': `"${es.version}"` })
    expect(published.status).toBe(202)
    const { translations } = await readPublishedSnapshot(t.db)
    expect(translations).toEqual(
      [
        { page_id: home.id, site_id: 'playaresorts', path: '/', locale: 'en', group: home.id },
        { page_id: es.id, site_id: 'playaresorts', path: '/es/inicio', locale: 'es', group: home.id },
      ].sort((a, b) => (a.page_id < b.page_id ? -1 : 1)),
    )
    expect((await readPublishedSource(t.db)).meta.translations).toEqual(translations)
  })

  it('lists each page with the time its published version was made', async () => {
    const source = await readPublishedSource(t.db)
    const listed = []
    for await (const batch of source.pages()) listed.push(...batch)
    const times = await t.db.kysely.selectFrom('page_versions').innerJoin('pages', 'pages.published_version_id', 'page_versions.id').select(['pages.id', 'page_versions.created_at']).execute()
    // Agents-only pages are not built: the meta lists them by path only.
    expect(listed.length + source.meta.gated.length).toBe(times.length)
    for (const p of listed) expect(p.publishedAt).toBe(new Date(times.find((r) => r.id === p.id)!.created_at).toISOString())
  })
})
