import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('a published page that moves, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { runBuild: async () => ({ buildId: 'b' }) })
  })
  afterAll(() => t.close())

  const redirectsFrom = async (from: string) => ((await t.editor.get(`/redirects?site_id=playaresorts&from=${encodeURIComponent(from)}`)).body.items as { from: string; to: string; status: number }[]).map((r) => [r.from, r.to, r.status])
  const publish = async (page: Record<string, unknown>, changes: Record<string, unknown>) => {
    const { version, published_version_id: _p, ...body } = page
    const answer = await t.editor.post(`/pages/${page.id}/publish`, { page: { ...body, ...changes } }, { 'If-Match': `"${version}"` })
    expect(answer.status).toBe(202)
    return (await t.editor.get(`/pages/${page.id}`)).body as Record<string, unknown>
  }

  it('leaves a 301 from the old path to the new one, editable like any redirect', async () => {
    let page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/spa-old', title: 'Spa', layout: 'playaresorts' })).body
    page = await publish(page, {})
    // Saving a draft at a new path moves nothing yet: visitors still find the published one.
    const draft = await t.editor.put(`/pages/${page.id}`, { ...page, path: '/spa-draft', version: undefined, published_version_id: undefined }, { 'If-Match': `"${page.version}"` })
    expect(draft.status).toBe(200)
    expect(await redirectsFrom('/spa-old')).toEqual([])
    page = await publish((await t.editor.get(`/pages/${page.id}`)).body, { path: '/spa' })
    expect(await redirectsFrom('/spa-old')).toEqual([['/spa-old', '/spa', 301]])
    // Moving back: the page answers at its old path again, so the redirect from there goes.
    await publish(page, { path: '/spa-old' })
    expect(await redirectsFrom('/spa-old')).toEqual([])
    expect(await redirectsFrom('/spa')).toEqual([['/spa', '/spa-old', 301]])
  })

  it('keeps a redirect an editor already set for the old path', async () => {
    let page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/golf', title: 'Golf', layout: 'playaresorts' })).body
    page = await publish(page, {})
    expect((await t.editor.post('/redirects', { site_id: 'playaresorts', from: '/golf', to: '/sports', status: 302 })).status).toBe(201)
    await publish(page, { path: '/golf-course' })
    expect(await redirectsFrom('/golf')).toEqual([['/golf', '/sports', 302]])
  })
})
