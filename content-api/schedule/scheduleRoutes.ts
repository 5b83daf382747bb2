import { Hono, type Context } from 'hono'
import { newId } from '../../catalogue/model/ids.ts'
import { ClockBody, CreateSchedule, ScheduleListQuery, UpdateSchedule, type ScheduledJob } from '../../catalogue/model/schedule.ts'
import { requireActor, requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite, type Actor } from '../auth/permissions.ts'
import { authorizeSchedule, scheduleRules } from './scheduleTargets.ts'
import type { Db } from '../db/openDatabase.ts'
import type { ScheduledJobsTable } from '../db/schema.ts'
import { ApiError } from '../http/ApiError.ts'
import { now, nowMs, setClockOffset } from '../http/clock.ts'
import { etag, readJson, readQuery, requireIfMatch } from '../http/parseInput.ts'
import { readSetting, writeSetting } from '../settings/jsonSetting.ts'
import { clockKey } from './Scheduler.ts'

const present = (row: ScheduledJobsTable): ScheduledJob => ({
  id: row.id,
  action: row.action,
  target_kind: row.target_kind as ScheduledJob['target_kind'],
  target_id: row.target_id,
  version_id: row.version_id,
  label: row.label,
  site_id: row.site_id,
  run_at: row.run_at,
  status: row.status,
  error: row.error,
  created_by: row.created_by,
  created_at: row.created_at,
  finished_at: row.finished_at,
  version: Number(row.version),
})

const invalid = (path: string, message: string) => new ApiError(400, `The body is not valid: ${path}: ${message}`, { issues: [{ path, message }] })

function futureRunAt(raw: string): string {
  const at = new Date(raw)
  if (at.getTime() <= nowMs()) throw invalid('run_at', 'must be in the future')
  return at.toISOString()
}

/** `/api/schedules`: list, create, change and cancel scheduled publishing. */
export function scheduleRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()

  async function load(c: Context<ApiEnv>, actor: Actor): Promise<ScheduledJobsTable> {
    const row = await db.kysely.selectFrom('scheduled_jobs').selectAll().where('id', '=', c.req.param('id')!).executeTakeFirst()
    if (!row || !mayUseSite(actor, row.site_id)) throw new ApiError(404, `No scheduled change with id '${c.req.param('id')}'`)
    // Moving or cancelling a job is changing it: the same check as scheduling it (scheduleTargets.ts).
    await authorizeSchedule(db, actor, { action: row.action, target_kind: row.target_kind as ScheduledJob['target_kind'], target_id: row.target_id, version_id: row.version_id ?? undefined })
    return row
  }

  routes.get('/', async (c) => {
    const actor = requireCan(c, 'content:read')
    const query = readQuery(c, ScheduleListQuery)
    let q = db.kysely.selectFrom('scheduled_jobs')
    if (query.target_kind) q = q.where('target_kind', '=', query.target_kind)
    if (query.target_id) q = q.where('target_id', '=', query.target_id)
    if (query.target_ids) q = q.where('target_id', 'in', query.target_ids.split(','))
    if (query.status === 'open') q = q.where('status', 'in', ['queued', 'running', 'failed'])
    else if (query.status) q = q.where('status', '=', query.status)
    if (actor.sites.length) q = q.where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', 'in', actor.sites)]))
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('run_at').orderBy('id').limit(query.limit).offset(query.offset).execute(),
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return c.json({ items: rows.map(present), total: Number(count.n), limit: query.limit, offset: query.offset })
  })

  routes.post('/', async (c) => {
    const body = await readJson(c, CreateSchedule)
    const actor = requireCan(c, scheduleRules[body.target_kind].capability)
    const run_at = futureRunAt(body.run_at)
    const { label, site_id } = await authorizeSchedule(db, actor, body)
    const at = now()
    const row: ScheduledJobsTable = {
      id: newId(),
      action: body.action,
      target_kind: body.target_kind,
      target_id: body.target_id,
      version_id: body.version_id ?? null,
      label,
      site_id,
      run_at,
      status: 'queued',
      error: null,
      created_by: actor.email,
      created_at: at,
      started_at: null,
      finished_at: null,
      version: 1,
    }
    await db.kysely.insertInto('scheduled_jobs').values(row).execute()
    c.header('ETag', etag(1))
    return c.json(present(row), 201)
  })

  /** A new time; a failed job given a new time is queued again (a retry). */
  routes.put('/:id', async (c) => {
    // What the actor may do to the job is decided by its target's kind and site (load, scheduleTargets.ts).
    const actor = requireCan(c, 'content:read')
    const expected = requireIfMatch(c)
    const { run_at } = await readJson(c, UpdateSchedule)
    const row = await load(c, actor)
    if (row.status !== 'queued' && row.status !== 'failed') throw new ApiError(409, `This scheduled change has already ${row.status === 'done' ? 'run' : row.status === 'running' ? 'started' : 'been cancelled'}`)
    const result = await db.kysely
      .updateTable('scheduled_jobs')
      .set({ run_at: futureRunAt(run_at), status: 'queued', error: null, finished_at: null, version: expected + 1 })
      .where('id', '=', row.id)
      .where('version', '=', expected)
      .executeTakeFirst()
    if (result.numUpdatedRows === 0n) throw new ApiError(412, 'This scheduled change was changed by someone else (or has just run); reload it')
    c.header('ETag', etag(expected + 1))
    return c.json(present((await db.kysely.selectFrom('scheduled_jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow())))
  })

  /** Cancel: the job stays listed as cancelled, so the page's history says what was planned. */
  routes.delete('/:id', async (c) => {
    // What the actor may do to the job is decided by its target's kind and site (load, scheduleTargets.ts).
    const actor = requireCan(c, 'content:read')
    const expected = requireIfMatch(c)
    const row = await load(c, actor)
    if (row.status !== 'queued' && row.status !== 'failed') throw new ApiError(409, `This scheduled change has already ${row.status === 'done' ? 'run' : row.status === 'running' ? 'started' : 'been cancelled'}`)
    const result = await db.kysely.updateTable('scheduled_jobs').set({ status: 'cancelled', version: expected + 1, finished_at: now() }).where('id', '=', row.id).where('version', '=', expected).where('status', 'in', ['queued', 'failed']).executeTakeFirst()
    if (result.numUpdatedRows === 0n) throw new ApiError(412, 'This scheduled change was changed by someone else (or has just run); reload it')
    return c.body(null, 204)
  })
  return routes
}

/** `/api/clock`: the product's time; moving it is for tests of scheduled work and refused unless the server allows it. */
export function clockRoutes(db: Db, options: { movableClock?: boolean; onMove?: () => Promise<unknown> } = {}): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/', async (c) => {
    requireCan(c, 'content:read')
    const { offsetMs, version } = await readSetting(db, clockKey, ClockBody, { offsetMs: 0 })
    c.header('ETag', etag(version))
    return c.json({ now: new Date(nowMs()).toISOString(), offsetMs: options.movableClock ? offsetMs : 0, movable: Boolean(options.movableClock) })
  })
  routes.put('/', async (c) => {
    const actor = requireActor(c)
    if (actor.role !== 'admin') throw new ApiError(403, `Only an admin may move the clock (your role: ${actor.role})`)
    if (!options.movableClock) throw new ApiError(403, 'This server keeps real time; the clock can be moved only on a test server (MOVABLE_CLOCK=1)')
    const expected = requireIfMatch(c)
    const { offsetMs } = await readJson(c, ClockBody)
    const version = await writeSetting(db, clockKey, { offsetMs }, expected, 'clock')
    setClockOffset(offsetMs)
    await options.onMove?.()
    c.header('ETag', etag(version))
    return c.json({ now: new Date(nowMs()).toISOString(), offsetMs, movable: true })
  })
  return routes
}
