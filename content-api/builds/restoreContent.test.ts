import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { restoreContent } from './restoreContent.ts'

const databases = await testDatabases()

/** Rollback's database half: what an earlier build was made from is published again, and nothing stored is lost. */
describe.each(databases)('restoring a build’s content on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it('puts back page versions and records, takes off pages published since, and keeps drafts and new records', async () => {
    const made = await t.editor.post('/pages', { site_id: 'playaresorts', path: '/restore-me', title: 'First', layout: 'playaresorts', elements: [] })
    const { version, published_version_id: _p, ...draft } = made.body
    const first = (await t.editor.post(`/pages/${draft.id}/publish`, { page: draft }, { 'If-Match': `"${version}"` })).body.versionId as string
    const special = (await t.editor.post('/specials', { site_id: 'playaresorts', title: 'Old offer', slug: 'old-offer' })).body
    const { version: sv, created_at: _c, updated_at: _u, ...offer } = special
    // What a build made now would hold (its pages.json rows and records.json), read as the build reads them.
    const content = {
      buildId: 'b-earlier',
      pages: [{ id: draft.id as string, siteId: 'playaresorts', version: first }],
      records: { specials: [offer] },
    }
    // Then the site moves on: a new version, a changed offer, a page published only since, a new offer.
    const second = (await t.editor.post(`/pages/${draft.id}/publish`, { page: { ...draft, title: 'Second' } }, { 'If-Match': `"${version + 1}"` })).body.versionId as string
    expect(second).not.toBe(first)
    expect((await t.editor.put(`/specials/${offer.id}`, { ...offer, title: 'New offer' }, { 'If-Match': `"${sv}"` })).status).toBe(200)
    const later = await t.editor.post('/pages', { site_id: 'playaresorts', path: '/later', title: 'Later', layout: 'playaresorts', elements: [] })
    const { version: lv, published_version_id: _l, ...laterDraft } = later.body
    await t.editor.post(`/pages/${laterDraft.id}/publish`, { page: laterDraft }, { 'If-Match': `"${lv}"` })
    await t.editor.post('/specials', { site_id: 'playaresorts', title: 'Made since', slug: 'made-since' })

    const restored = await restoreContent(t.db, content)
    expect(restored.pages).toBeGreaterThanOrEqual(2)
    expect(restored.records).toBe(1)
    expect(restored.kept).toContain('special “Made since”')
    expect((await t.editor.get(`/pages/${draft.id}`)).body).toMatchObject({ published_version_id: first, title: 'Second' })
    expect((await t.editor.get(`/pages/${laterDraft.id}`)).body.published_version_id).toBeNull()
    expect((await t.editor.get(`/pages/${laterDraft.id}/versions`)).body.items.length).toBeGreaterThan(0)
    expect((await t.editor.get(`/specials/${offer.id}`)).body.title).toBe('Old offer')
    // Restoring again changes nothing more.
    expect((await restoreContent(t.db, content)).records).toBe(0)
  })
})
