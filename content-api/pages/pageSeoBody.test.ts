import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)("a page's search and social settings on $name", ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { seed: true, runBuild: async () => ({ buildId: 'b' }) })
  })
  afterAll(() => t.close())

  it('are saved, and an unsafe canonical link or image is refused with a 400 naming the field, keeping what was stored', async () => {
    const created = await t.editor.post('/pages', { site_id: 'playaresorts', path: '/seo', title: 'SEO', layout: 'playaresorts' })
    expect(created.status).toBe(201)
    const { version: _v, published_version_id: _p, ...page } = created.body as Record<string, unknown>
    const seo = { title: 'Better title', canonical: 'https://www.example.com/seo', noindex: true, image: '/media/card.jpg' }
    const saved = await t.editor.put(`/pages/${String(page.id)}`, { ...page, seo }, { 'If-Match': '"1"' })
    expect(saved.status).toBe(200)
    for (const [field, value] of [
      ['canonical', 'javascript:alert(1)'],
      ['canonical', 'ftp://example.com/x'],
      ['image', 'javascript:alert(1)'],
    ] as const) {
      const refused = await t.editor.put(`/pages/${String(page.id)}`, { ...page, seo: { ...seo, [field]: value } }, { 'If-Match': '"2"' })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(`seo.${field}`)
    }
    expect((await t.editor.get(`/pages/${String(page.id)}`)).body).toMatchObject({ seo, version: 2 })
  })
})
