import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('press releases for the preview on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  const release = (title: string, date: string) => [newSliceFromBlock('PressReleaseDetail', { title, date, summary: `${title}.` })]
  async function page(path: string, elements: unknown[], { publish = true, locale = 'en' } = {}) {
    const created = (await t.editor.post('/pages', { site_id: 'playaresorts', path, title: path, layout: 'playaresorts', locale })).body
    const { version: _v, published_version_id: _p, ...body } = created
    if (publish) expect((await t.editor.post(`/pages/${created.id}/publish`, { page: { ...body, elements }, quick: true }, { 'If-Match': '"1"' })).status).toBe(202)
    else await t.editor.put(`/pages/${created.id}`, { ...body, elements }, { 'If-Match': '"1"' })
  }

  it("lists the site's published release pages in one language, newest first; drafts and other pages stay out", async () => {
    await page('/press/opening', release('Opening', '2026-05-04'))
    await page('/press/award', release('Award', '2026-07-01'))
    await page('/press/draft', release('Draft', '2026-08-01'), { publish: false })
    await page('/es/press/premio', release('Premio', '2026-07-02'), { locale: 'es' })
    await page('/rooms', [newSliceFromBlock('GlobalIntro', { title: 'Rooms' })])
    const answer = await t.reviewer.get('/press-releases?site=playaresorts&locale=en')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([
      { title: 'Award', href: '/press/award', date: '2026-07-01', location: '', summary: 'Award.' },
      { title: 'Opening', href: '/press/opening', date: '2026-05-04', location: '', summary: 'Opening.' },
    ])
    expect((await t.editor.get('/press-releases?site=playaresorts&locale=es')).body.map((r: { title: string }) => r.title)).toEqual(['Premio'])
  })

  it('names a bad query, and keeps to the sites a user may work on', async () => {
    const bad = await t.editor.get('/press-releases?site=playaresorts&locale=english')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain("must be a locale such as 'en' or 'es-MX'")
    expect((await t.anonymous.get('/press-releases?site=playaresorts&locale=en')).status).toBe(401)
    expect((await t.restricted.get('/press-releases?site=playaresorts&locale=en')).status).toBe(404)
  })
})
