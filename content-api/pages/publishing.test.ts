import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalBuildQueue } from '../builds/LocalBuildQueue.ts'
import { readPublishedSnapshot } from '../store/readPublishedSnapshot.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('saving and publishing on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  /** What each build saw: the injected build reads the published snapshot, as the real one does. */
  const builds: string[][] = []
  beforeAll(async () => {
    t = await setupApi(open, {
      // Generous, so a loaded test machine still fits ten publishes in one window.
      quietMs: 300,
      runBuild: async () => {
        const snapshot = await readPublishedSnapshot(t.db)
        builds.push(snapshot.pages.map((p) => p.title))
        return { buildId: `build-${builds.length}` }
      },
    })
  })
  afterAll(() => t.close())

  const newPage = async (path: string) => (await t.editor.post('/pages', { site_id: 'playaresorts', path, title: `Page ${path}`, layout: 'playaresorts' })).body
  const bodyOf = (stored: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
    const { version: _v, published_version_id: _p, ...page } = stored
    return { ...page, ...changes }
  }

  it('lists a published page whose saved draft differs from live as changed, and not for review notes alone', async () => {
    const page = await newPage('/draft-vs-live')
    const listed = async () => (await t.editor.get('/pages?path=/draft-vs-live')).body.items[0]
    expect((await listed()).draft_changed).toBeUndefined()
    const published = await t.editor.post(`/pages/${page.id}/publish`, { page: bodyOf(page) }, { 'If-Match': '"1"' })
    expect(published.status).toBe(202)
    expect(await listed()).toMatchObject({ published: true, draft_changed: false })
    const noted = bodyOf(page, { review: { status: 'pending', annotations: { md: [{ uuid: '3f2a9c1e-0b7d-4c55-9d1e-8f00aa11bb22', element_id: 'x', comments: [] }] } } })
    expect((await t.editor.put(`/pages/${page.id}`, noted, { 'If-Match': '"2"' })).status).toBe(200)
    expect((await listed()).draft_changed).toBe(false)
    expect((await t.editor.put(`/pages/${page.id}`, { ...noted, title: 'Changed after going live' }, { 'If-Match': '"3"' })).status).toBe(200)
    expect((await listed()).draft_changed).toBe(true)
  })

  it('offers the four save options; a published version is immutable and readable by anyone', async () => {
    const page = await newPage('/options')
    const draft = await t.editor.put(`/pages/${page.id}`, bodyOf(page, { title: 'Draft one' }), { 'If-Match': '"1"' })
    expect(draft).toMatchObject({ status: 200, body: { version: 2 } })
    const saved = await t.editor.post(`/pages/${page.id}/versions`, { name: 'Before the sale', page: bodyOf(page, { title: 'Saved for later' }) }, { 'If-Match': '"2"' })
    expect(saved).toMatchObject({ status: 201, body: { version: 3, versionId: expect.any(String) } })
    const published = await t.editor.post(`/pages/${page.id}/publish`, { page: bodyOf(page, { title: 'Published title' }), name: 'Launch' }, { 'If-Match': '"3"' })
    expect(published).toMatchObject({ status: 202, body: { version: 4, versionId: expect.any(String), job: { id: expect.any(String), status: 'queued' } } })
    expect((await t.anonymous.get(`/pages/${page.id}/published`)).body.title).toBe('Published title')
    await t.editor.put(`/pages/${page.id}`, bodyOf(page, { title: 'Edited after publishing' }), { 'If-Match': '"4"' })
    expect((await t.anonymous.get(`/pages/${page.id}/published`)).body.title).toBe('Published title')
    const quick = await t.editor.post(`/pages/${page.id}/publish`, { page: bodyOf(page, { title: 'Quick title' }), quick: true }, { 'If-Match': '"5"' })
    expect(quick.status).toBe(202)
    const versions = (await t.editor.get(`/pages/${page.id}/versions`)).body.items
    expect(versions.map((v: { kind: string; name: string }) => [v.kind, v.name.replace(/ \d{4}-.*$/, '')])).toEqual([
      ['published', 'Quick publish'],
      ['published', 'Launch'],
      ['saved', 'Before the sale'],
    ])
    const launch = await t.editor.get(`/pages/${page.id}/versions/${versions[1].id}`)
    expect(launch.body.page.title).toBe('Published title')
    expect((await t.anonymous.get(`/pages/${page.id}`)).status).toBe(401)
    await t.queue.idle()
  })

  it('coalesces ten publishes in quick succession into one build that carries all of them', async () => {
    await t.queue.idle()
    const before = builds.length
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => newPage(`/burst-${i}`)))
    const answers = await Promise.all(pages.map((p) => t.editor.post(`/pages/${p.id}/publish`, { page: bodyOf(p, { title: `Burst ${p.path}` }) }, { 'If-Match': '"1"' })))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(202))
    expect(new Set(answers.map((a) => a.body.job.id)).size).toBe(1)
    await t.queue.idle()
    expect(builds.length - before).toBe(1)
    for (const p of pages) expect(builds.at(-1)).toContain(`Burst ${p.path}`)
    const job = await t.editor.get(`/builds/jobs/${answers[0]!.body.job.id}`)
    expect(job.body).toMatchObject({ status: 'live', publishes: 10, buildId: `build-${builds.length}`, queuedAt: expect.any(String), startedAt: expect.any(String), finishedAt: expect.any(String) })
  })

  it('keeps queued jobs across a restart and resumes a build cut short', async () => {
    await t.queue.idle()
    const stopped = new LocalBuildQueue(t.db, {})
    const queued = await stopped.enqueue()
    await t.db.kysely.updateTable('build_jobs').set({ status: 'building' }).where('id', '=', queued.id).execute()
    let ran = 0
    const restarted = new LocalBuildQueue(t.db, { quietMs: 1, runBuild: async () => ({ buildId: `after-restart-${++ran}` }) })
    await restarted.resume()
    await restarted.idle()
    expect(await restarted.get(queued.id)).toMatchObject({ status: 'live', buildId: 'after-restart-1' })
    expect(ran).toBe(1)
    restarted.stop()
  })

  it('lets reviewers review but not publish, and unpublishes a deleted page', async () => {
    const page = await newPage('/reviewed')
    expect((await t.reviewer.post(`/pages/${page.id}/publish`, { page: bodyOf(page) }, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.reviewer.put(`/pages/${page.id}`, bodyOf(page), { 'If-Match': '"1"' })).status).toBe(403)
    const review = await t.reviewer.post(`/pages/${page.id}/review`, { review: { status: 'changes_requested', annotations: { md: [{ uuid: 'a1', comments: [{ id: 'c1', author: 'Rev', body: 'Bigger hero', created_at: '2026-01-01T00:00:00Z' }] }] } } }, { 'If-Match': '"1"' })
    expect(review).toMatchObject({ status: 200, body: { version: 2 } })
    expect((await t.editor.get(`/pages/${page.id}`)).body.review.status).toBe('changes_requested')
    const published = await t.editor.post(`/pages/${page.id}/publish`, { page: bodyOf(page, { title: 'Reviewed' }) }, { 'If-Match': '"2"' })
    await t.queue.idle()
    expect(builds.at(-1)).toContain('Reviewed')
    const deleted = await t.editor.delete(`/pages/${page.id}`, { 'If-Match': `"${published.body.version}"` })
    expect(deleted.status).toBe(200)
    expect(deleted.body.job).toBeDefined()
    await t.queue.idle()
    expect(builds.at(-1)).not.toContain('Reviewed')
  })

  it('queues a build when a record the site renders changes, but not for users or releases', async () => {
    await t.queue.idle()
    const before = builds.length
    const menu = await t.editor.post('/menus', { site_id: 'playaresorts', name: 'footer', items: [{ label: 'Press', href: '/press' }] })
    expect(menu.status).toBe(201)
    await t.queue.idle()
    expect(builds.length).toBe(before + 1)
    await t.editor.post('/releases', { name: 'Not rendered' })
    await t.queue.idle()
    expect(builds.length).toBe(before + 1)
  })

  it('copies and translates a page with new ids, linking the translation to its source', async () => {
    const page = await newPage('/original')
    const copy = await t.editor.post(`/pages/${page.id}/copy`, { path: '/original-copy' })
    expect(copy.status).toBe(201)
    expect(copy.body.id).not.toBe(page.id)
    const translation = await t.editor.post(`/pages/${page.id}/translations`, { locale: 'es' })
    expect(translation.body).toMatchObject({ path: '/es/original', locale: 'es', source_page_id: page.id })
    const clash = await t.editor.post(`/pages/${page.id}/copy`, { path: '/original-copy' })
    expect(clash.status).toBe(409)
    expect(clash.body.error).toBe('A page with this site_id and path and locale already exists')
  })
})
