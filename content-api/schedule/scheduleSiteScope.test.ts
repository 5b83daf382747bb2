import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../catalogue/model/ids.ts'
import { setClockOffset } from '../http/clock.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { Scheduler } from './Scheduler.ts'

/*
 * A probe found that a site-limited editor, refused when publishing an every-site release or changing an
 * every-site special at once, could schedule both and have them run. Scheduling now asks the same rule as the
 * routes (auth/siteAccess.ts), and the scheduler asks it again, for whoever scheduled the job, when it runs.
 */
const [sqlite] = await testDatabases()

describe('scheduled changes keep to the site scope of whoever schedules them', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(sqlite!.open, { runBuild: async () => ({ buildId: 'b' }) })
  })
  afterAll(async () => {
    setClockOffset(0)
    await t.close()
  })
  const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()

  it('refuses a one-site editor scheduling the publish of an every-site release or the unpublish of an every-site special (403, as doing it at once)', async () => {
    const release = (await t.admin.post('/releases', { name: 'Spring for every resort' })).body
    const special = (await t.admin.post('/specials', { title: 'Kids stay free everywhere', slug: 'kids-free-everywhere' })).body
    expect((await t.restricted.post(`/releases/${release.id}/publish`, {}, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.restricted.put(`/specials/${special.id}`, { ...special, title: 'Changed' }, { 'If-Match': '"1"' })).status).toBe(403)
    const scheduledRelease = await t.restricted.post('/schedules', { action: 'publish', target_kind: 'releases', target_id: release.id, run_at: inMinutes(5) })
    expect(scheduledRelease.status).toBe(403)
    expect(scheduledRelease.body.error).toMatch(/This release is for every site \(site_id: null\); you may work only on 'hyatt-ziva'/)
    const scheduledSpecial = await t.restricted.post('/schedules', { action: 'unpublish', target_kind: 'specials', target_id: special.id, run_at: inMinutes(5) })
    expect(scheduledSpecial.status).toBe(403)
    expect((await t.admin.get('/schedules?status=open')).body.total).toBe(0)
    // Someone with every site may.
    expect((await t.editor.post('/schedules', { action: 'unpublish', target_kind: 'specials', target_id: special.id, run_at: inMinutes(5) })).status).toBe(201)
  })

  it('does not run a job its scheduler may not do when it falls due (stored before this check, or rights taken away since)', async () => {
    const special = (await t.admin.post('/specials', { title: 'Honeymoon for all', slug: 'honeymoon-all', endDate: '2099-12-31' })).body
    const at = new Date().toISOString()
    const id = newId()
    // As the old route stored it for the one-site editor.
    await t.db.kysely
      .insertInto('scheduled_jobs')
      .values({ id, action: 'unpublish', target_kind: 'specials', target_id: special.id, version_id: null, label: 'Honeymoon for all', site_id: null, run_at: inMinutes(1), status: 'queued', error: null, created_by: 'restricted@test.example', created_at: at, started_at: null, finished_at: null, version: 1 })
      .execute()
    setClockOffset(2 * 60_000)
    await new Scheduler(t.db).tick()
    setClockOffset(0)
    const job = (await t.admin.get(`/schedules?target_id=${special.id}`)).body.items[0]
    expect(job.status).toBe('failed')
    expect(job.error).toMatch(/^restricted@test\.example, who scheduled it, may not do it: This special is for every site/)
    expect((await t.admin.get(`/specials/${special.id}`)).body.endDate).toBe('2099-12-31')
  })

  it('refuses moving or cancelling a job on a target the actor may not change', async () => {
    const special = (await t.admin.post('/specials', { title: 'Resort credit for all', slug: 'credit-all' })).body
    const made = (await t.admin.post('/schedules', { action: 'unpublish', target_kind: 'specials', target_id: special.id, run_at: inMinutes(5) })).body
    expect((await t.restricted.put(`/schedules/${made.id}`, { run_at: inMinutes(1) }, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.restricted.delete(`/schedules/${made.id}`, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.admin.get(`/schedules?target_id=${special.id}`)).body.items[0]).toMatchObject({ status: 'queued', version: 1 })
  })
})
