import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('translations and their source on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it('records the source version a translation was made from, and marks it up to date again', async () => {
    const source = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/spa', title: 'Spa', layout: 'playaresorts' })).body
    const translation = (await t.editor.post(`/pages/${source.id}/translations`, { locale: 'fr' })).body
    const summary = async () => (await t.editor.get(`/pages?source_page_id=${source.id}`)).body.items[0]
    expect(await summary()).toMatchObject({ id: translation.id, locale: 'fr', source_version: 1 })

    // The source changes: the translation's recorded version is now behind the source's.
    const { version: _v, published_version_id: _p, ...page } = source
    const saved = await t.editor.put(`/pages/${source.id}`, { ...page, title: 'Spa and wellness' }, { 'If-Match': '"1"' })
    expect(saved.body.version).toBe(2)
    expect((await summary()).source_version).toBe(1)

    expect((await t.editor.post(`/pages/${translation.id}/mark-up-to-date`, {})).status).toBe(428)
    expect((await t.editor.post(`/pages/${translation.id}/mark-up-to-date`, {}, { 'If-Match': '"7"' })).status).toBe(412)
    const marked = await t.editor.post(`/pages/${translation.id}/mark-up-to-date`, {}, { 'If-Match': `"${translation.version}"` })
    expect(marked.status).toBe(200)
    expect(marked.body).toEqual({ version: translation.version + 1, source_version: 2 })
    expect(await summary()).toMatchObject({ source_version: 2, version: translation.version + 1 })
    // The page itself reads at its new version.
    expect((await t.editor.get(`/pages/${translation.id}`)).body.version).toBe(translation.version + 1)
  })

  it('translates only into a locale of the locales collection', async () => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/beach', title: 'Beach', layout: 'playaresorts' })).body
    const refused = await t.editor.post(`/pages/${page.id}/translations`, { locale: 'it' })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toContain("locale: 'it' is not one of the site locales (en, es")
    expect((await t.editor.post(`/pages/${page.id}/translations`, { locale: 'ar' })).body).toMatchObject({ locale: 'ar', path: '/ar/beach' })
  })

  it('refuses to mark a page that is not a translation, and reviewers may not', async () => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/golf', title: 'Golf', layout: 'playaresorts' })).body
    const refused = await t.editor.post(`/pages/${page.id}/mark-up-to-date`, {}, { 'If-Match': '"1"' })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toContain('is not a translation')
    expect((await t.reviewer.post(`/pages/${page.id}/mark-up-to-date`, {}, { 'If-Match': '"1"' })).status).toBe(403)
  })
})
