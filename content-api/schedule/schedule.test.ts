import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScheduledJob } from '../../catalogue/model/schedule.ts'
import { setClockOffset } from '../http/clock.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { Scheduler } from './Scheduler.ts'

const databases = await testDatabases()

describe.each(databases)('scheduled publishing on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let builds = 0
  const schedulers: Scheduler[] = []
  beforeAll(async () => {
    const made = await setupApi(open, { runBuild: async () => ({ buildId: `b${++builds}` }) })
    t = made
    // Two instances over one database, as behind a load balancer.
    for (let i = 0; i < 2; i++) schedulers.push(new Scheduler(t.db, { onPublish: () => t.queue.enqueue() }))
  })
  afterAll(async () => {
    setClockOffset(0)
    await t.close()
  })
  const bodyOf = (stored: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
    const { version: _v, published_version_id: _p, ...page } = stored
    return { ...page, ...changes }
  }
  const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()

  it('publishes a saved version at its time, once, even with two instances ticking together, and keeps the draft', async () => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/sale', title: 'Sale', layout: 'playaresorts' })).body
    const saved = await t.editor.post(`/pages/${page.id}/versions`, { name: 'Midnight sale', page: bodyOf(page, { title: 'Sale is on' }) }, { 'If-Match': '"1"' })
    await t.editor.put(`/pages/${page.id}`, bodyOf(page, { title: 'Still editing' }), { 'If-Match': '"2"' })
    const job = await t.editor.post('/schedules', { action: 'publish', target_kind: 'pages', target_id: page.id, version_id: saved.body.versionId, run_at: inMinutes(2) })
    expect(job.status).toBe(201)
    expect(job.body).toMatchObject({ status: 'queued', label: 'Still editing (/sale)', created_by: 'editor@test.example' })
    await Promise.all(schedulers.map((s) => s.tick()))
    expect((await t.anonymous.get(`/pages/${page.id}/published`)).status).toBe(404)
    setClockOffset(3 * 60_000)
    await Promise.all([...schedulers, ...schedulers].map((s) => s.tick()))
    expect((await t.anonymous.get(`/pages/${page.id}/published`)).body.title).toBe('Sale is on')
    expect((await t.editor.get(`/pages/${page.id}`)).body.title).toBe('Still editing')
    const versions = (await t.editor.get(`/pages/${page.id}/versions`)).body.items.filter((v: { kind: string }) => v.kind === 'published')
    expect(versions).toHaveLength(1)
    const listed = (await t.editor.get(`/schedules?target_id=${page.id}`)).body.items as ScheduledJob[]
    expect(listed.map((j) => j.status)).toEqual(['done'])
    const audit = (await t.admin.get(`/audit?target=${page.id}&action=scheduled%20publish`)).body.items
    expect(audit.map((e: { summary: string; actor_email: string }) => [e.summary, e.actor_email])).toEqual([['Published Still editing (/sale) as scheduled', 'editor@test.example']])
    await t.queue.idle()
    expect(builds).toBeGreaterThan(0)
    setClockOffset(0)
  })

  it('can be moved and cancelled, refuses the past and what the actor may not do, and reports a failure with its reason', async () => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/offer', title: 'Offer', layout: 'playaresorts' })).body
    const saved = (await t.editor.post(`/pages/${page.id}/versions`, { name: 'v', page: bodyOf(page) }, { 'If-Match': '"1"' })).body
    expect((await t.editor.post('/schedules', { action: 'publish', target_kind: 'pages', target_id: page.id, version_id: saved.versionId, run_at: inMinutes(-1) })).body.error).toBe('The body is not valid: run_at: must be in the future')
    expect((await t.editor.post('/schedules', { action: 'publish', target_kind: 'pages', target_id: page.id, run_at: inMinutes(5) })).body.error).toBe('The body is not valid: version_id: choose the saved version to publish')
    expect((await t.reviewer.post('/schedules', { action: 'unpublish', target_kind: 'pages', target_id: page.id, run_at: inMinutes(5) })).status).toBe(403)
    expect((await t.restricted.post('/schedules', { action: 'unpublish', target_kind: 'pages', target_id: page.id, run_at: inMinutes(5) })).body.error).toBe(`The body is not valid: target_id: no page with id '${page.id}'`)
    const job = (await t.editor.post('/schedules', { action: 'publish', target_kind: 'pages', target_id: page.id, version_id: saved.versionId, run_at: inMinutes(5) })).body
    const moved = await t.editor.put(`/schedules/${job.id}`, { run_at: inMinutes(10) }, { 'If-Match': '"1"' })
    expect(moved.body).toMatchObject({ version: 2, status: 'queued' })
    expect((await t.editor.delete(`/schedules/${job.id}`, { 'If-Match': '"1"' })).status).toBe(412)
    expect((await t.editor.delete(`/schedules/${job.id}`, { 'If-Match': '"2"' })).status).toBe(204)
    setClockOffset(11 * 60_000)
    await schedulers[0]!.tick()
    expect((await t.anonymous.get(`/pages/${page.id}/published`)).status).toBe(404)
    setClockOffset(0)

    const doomed = (await t.editor.post('/schedules', { action: 'publish', target_kind: 'pages', target_id: page.id, version_id: saved.versionId, run_at: inMinutes(1) })).body
    await t.db.kysely.deleteFrom('page_versions').where('id', '=', saved.versionId).execute()
    setClockOffset(2 * 60_000)
    await schedulers[1]!.tick()
    const failed = (await t.editor.get(`/schedules?target_id=${page.id}&status=failed`)).body.items
    expect(failed.map((j: ScheduledJob) => [j.id, j.error])).toEqual([[doomed.id, 'the version to publish no longer exists']])
    setClockOffset(0)
  })
})
