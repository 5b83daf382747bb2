import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Release } from '../../catalogue/model/entities/release.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('releases on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let failure: { message: string; page?: string; element?: string; field?: string } | undefined
  beforeAll(async () => {
    t = await setupApi(open, { api: { releases: { check: async () => failure, liveIndex: async () => ({ buildId: 'b1', sites: { playaresorts: ['/live-one'] } }) } } })
  })
  afterAll(() => t.close())

  /** A published page with a newer saved version: answers the page id, both version ids and the draft's version. */
  async function pageWithNewVersion(path: string) {
    const made = await t.editor.post('/pages', { site_id: 'playaresorts', path, title: 'Live', layout: 'playaresorts', elements: [] })
    const { version, published_version_id: _p, ...draft } = made.body
    const published = await t.editor.post(`/pages/${draft.id}/publish`, { page: draft }, { 'If-Match': `"${version}"` })
    const saved = await t.editor.post(`/pages/${draft.id}/versions`, { name: 'Next', page: { ...draft, title: 'Next' } }, { 'If-Match': `"${version + 1}"` })
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    return { id: draft.id as string, live: published.body.versionId as string, next: saved.body.versionId as string }
  }

  it('holds a translation as an item of its own kind: its language and the page it translates', async () => {
    const source = await pageWithNewVersion('/spa')
    const made = await t.editor.post(`/pages/${source.id}/translations`, { locale: 'es', path: '/es/spa', title: 'Spa' })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const { version, published_version_id: _p, ...translation } = made.body
    let release = (await t.editor.post('/releases', { name: 'Spanish pages' })).body
    const added = await t.editor.post(`/releases/${release.id}/pages`, { page_id: translation.id, page_version: version, name: 'Spanish', page: { ...translation, title: 'Spa y bienestar' } }, { 'If-Match': `"${release.version}"` })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    release = added.body.release
    // The source page too, in the same release: it is no translation.
    const both = await t.editor.post(`/releases/${release.id}/pages`, { page_id: source.id, version_id: source.next }, { 'If-Match': `"${release.version}"` })
    expect(both.status, JSON.stringify(both.body)).toBe(200)
    const items = (await t.reviewer.get(`/releases/${release.id}/changes`)).body.items
    // Named by the source's draft (its title is 'Next' since the version was saved).
    expect(items.find((i: { page_id: string }) => i.page_id === translation.id)).toMatchObject({ change: 'new', translation: { locale: 'es', of_page_id: source.id, of_title: 'Next', of_path: '/spa' } })
    expect(items.find((i: { page_id: string }) => i.page_id === source.id).translation).toBeNull()
  })

  it('marks its pages, moves through its statuses by role, and publishes every page at once', async () => {
    const one = await pageWithNewVersion('/live-one')
    const two = await pageWithNewVersion('/live-two')
    const made = await t.editor.post('/releases', { name: 'Spring', pageVersions: [{ page_id: one.id, version_id: one.next }, { page_id: two.id, version_id: two.next }] })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const release = made.body as Release & { version: number }
    // The pages carry the release they are in (platform.md §3 current_release), and a save keeps the mark.
    const page = (await t.editor.get(`/pages/${one.id}`)).body
    expect(page.current_release).toEqual({ id: release.id, name: 'Spring', status: 'draft' })
    const { version: pv, published_version_id: _p, ...draft } = page
    expect((await t.editor.put(`/pages/${one.id}`, { ...draft, current_release: undefined, title: 'Edited' }, { 'If-Match': `"${pv}"` })).status).toBe(200)
    expect((await t.editor.get(`/pages/${one.id}`)).body.current_release?.id).toBe(release.id)

    const changes = (await t.reviewer.get(`/releases/${release.id}/changes`)).body.items
    expect(changes.map((c: { change: string; differences: string[] }) => [c.change, c.differences])).toEqual([
      ['changed', ['title: “Live” → “Next”']],
      ['changed', ['title: “Live” → “Next”']],
    ])
    expect((await t.reviewer.get(`/releases/${release.id}/impact`)).body).toEqual({ build_id: 'b1', sites: [{ site_id: 'playaresorts', added: 1, changed: 1, unchanged: 0 }] })

    // Status: not by saving; reviewers approve but may not send for review, edit or publish.
    expect((await t.editor.put(`/releases/${release.id}`, { ...release, status: 'approved', previewSecret: undefined }, { 'If-Match': '"1"' })).status).toBe(400)
    expect((await t.reviewer.post(`/releases/${release.id}/status`, { status: 'in_review' }, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.editor.post(`/releases/${release.id}/status`, { status: 'approved' }, { 'If-Match': '"1"' })).status).toBe(409)
    expect((await t.editor.post(`/releases/${release.id}/status`, { status: 'in_review' }, { 'If-Match': '"1"' })).status).toBe(200)
    expect((await t.editor.post(`/releases/${release.id}/publish`, undefined, { 'If-Match': '"2"' })).status).toBe(409)
    // Approval needs every item reviewed at what it holds now.
    const early = await t.reviewer.post(`/releases/${release.id}/status`, { status: 'approved' }, { 'If-Match': '"2"' })
    expect(early.status).toBe(409)
    expect(early.body.error).toBe(`Every item is reviewed before the release is approved; not yet reviewed: page ${one.id}, page ${two.id}`)
    for (const [i, p] of [one, two].entries())
      expect((await t.reviewer.post(`/releases/${release.id}/review-item`, { key: `page:${p.id}`, reviewed: true }, { 'If-Match': `"${2 + i}"` })).status).toBe(200)
    // The editor who put the pages in may not approve it; a reviewer may.
    const own = await t.editor.post(`/releases/${release.id}/status`, { status: 'approved' }, { 'If-Match': '"4"' })
    expect(own.status).toBe(403)
    expect((await t.reviewer.post(`/releases/${release.id}/status`, { status: 'approved' }, { 'If-Match': '"4"' })).status).toBe(200)
    expect((await t.editor.get(`/pages/${two.id}`)).body.current_release.status).toBe('approved')
    expect((await t.reviewer.post(`/releases/${release.id}/publish`, undefined, { 'If-Match': '"5"' })).status).toBe(403)
    const review = await t.reviewer.post(`/pages/${two.id}/review`, { review: { status: 'approved', annotations: {} } }, { 'If-Match': `"${(await t.editor.get(`/pages/${two.id}`)).body.version}"` })
    expect(review.status).toBe(200)

    // A page that cannot be made stops the publish and nothing changes; its place is named.
    failure = { message: 'the link has no address', page: '/live-two', element: 'Hero', field: 'link' }
    const refused = await t.editor.post(`/releases/${release.id}/publish`, undefined, { 'If-Match': '"5"' })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('The release was not published, nothing changed: page /live-two, element Hero, field link: the link has no address')
    expect((await t.editor.get(`/pages/${one.id}`)).body.published_version_id).toBe(one.live)
    failure = undefined

    const published = await t.editor.post(`/releases/${release.id}/publish`, undefined, { 'If-Match': '"5"' })
    expect(published.status, JSON.stringify(published.body)).toBe(202)
    expect(published.body.release.status).toBe('published')
    expect(published.body.job.id).toEqual(expect.any(String))
    for (const p of [one, two]) {
      const after = (await t.editor.get(`/pages/${p.id}`)).body
      expect(after.published_version_id).toBe(p.next)
      expect(after.current_release).toBeUndefined()
    }
    // A published release is kept as it went live.
    expect((await t.editor.put(`/releases/${release.id}`, { name: 'Changed' }, { 'If-Match': '"6"' })).status).toBe(409)
  })

  it('takes a page off when it leaves the release or the release is deleted', async () => {
    const one = await pageWithNewVersion('/leaving')
    const made = (await t.editor.post('/releases', { name: 'Short-lived', pageVersions: [{ page_id: one.id, version_id: one.next }] })).body
    expect((await t.editor.get(`/pages/${one.id}`)).body.current_release?.id).toBe(made.id)
    expect((await t.editor.delete(`/releases/${made.id}`, { 'If-Match': '"1"' })).status).toBe(204)
    expect((await t.editor.get(`/pages/${one.id}`)).body.current_release).toBeUndefined()
  })
})

describe.each(databases)('a release whose build fails on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    const failing = async () => {
      throw Object.assign(new Error('page playaresorts/fails, element Hero, field link: the link has no address'), { where: { page: 'playaresorts/fails', element: 'Hero', field: 'link' } })
    }
    t = await setupApi(open, { runBuild: failing, quietMs: 5 })
  })
  afterAll(() => t.close())

  it('leaves every page and the release as they were, and the job names page, element and field', async () => {
    const made = await t.editor.post('/pages', { site_id: 'playaresorts', path: '/fails', title: 'Live', layout: 'playaresorts', elements: [] })
    const { version, published_version_id: _p, ...draft } = made.body
    const live = (await t.editor.post(`/pages/${draft.id}/publish`, { page: draft }, { 'If-Match': `"${version}"` })).body.versionId
    await t.queue.idle()
    const next = (await t.editor.post(`/pages/${draft.id}/versions`, { name: 'Next', page: { ...draft, title: 'Next' } }, { 'If-Match': `"${version + 1}"` })).body.versionId
    const release = (await t.editor.post('/releases', { name: 'Doomed', pageVersions: [{ page_id: draft.id, version_id: next }] })).body
    await t.editor.post(`/releases/${release.id}/status`, { status: 'in_review' }, { 'If-Match': '"1"' })
    await t.reviewer.post(`/releases/${release.id}/review-item`, { key: `page:${draft.id}`, reviewed: true }, { 'If-Match': '"2"' })
    expect((await t.reviewer.post(`/releases/${release.id}/status`, { status: 'approved' }, { 'If-Match': '"3"' })).status).toBe(200)
    const published = await t.editor.post(`/releases/${release.id}/publish`, undefined, { 'If-Match': '"4"' })
    expect(published.status).toBe(202)
    await t.queue.idle()
    const job = (await t.editor.get(`/builds/jobs/${published.body.job.id}`)).body
    expect(job).toMatchObject({ status: 'failed', error: { site: 'playaresorts', page: '/fails', element: 'Hero', field: 'link' } })
    // Taken back after the job is marked failed: the page's mark is the last thing to change.
    await expect.poll(async () => (await t.editor.get(`/pages/${draft.id}`)).body.current_release?.status).toBe('approved')
    expect((await t.editor.get(`/releases/${release.id}`)).body.status).toBe('approved')
    expect((await t.editor.get(`/pages/${draft.id}`)).body.published_version_id).toBe(live)
  })
})
