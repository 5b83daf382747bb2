import type { Db } from '../db/openDatabase.ts'
import type { ScheduledJobsTable } from '../db/schema.ts'
import { appendAudit } from '../audit/auditStore.ts'
import { now, nowMs, setClockOffset } from '../http/clock.ts'
import { readSetting } from '../settings/jsonSetting.ts'
import { ClockBody } from '../../catalogue/model/schedule.ts'
import { runScheduledJob, ScheduleFailure } from './runScheduledJob.ts'

export const clockKey = 'clock'
/** A job left 'running' this long was claimed by a process that stopped; it is queued again. */
const staleMs = 10 * 60 * 1000

export interface SchedulerOptions {
  /** Called after a job changed the live site: queue a build (the build queue's enqueue). */
  onPublish?: () => Promise<unknown>
  /** How often due jobs are looked for. */
  tickMs?: number
  /** Whether the `clock` setting moves this process's clock (tests of scheduled work; never in production). */
  movableClock?: boolean
}

/**
 * Runs scheduled jobs when they fall due. Every instance ticks; a job is claimed by one conditional update from
 * 'queued' to 'running' (as build jobs are), so exactly one instance runs it. State lives in the table, so a
 * restart loses nothing: due jobs run on the first tick after start.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined
  private ticking: Promise<void> | undefined

  constructor(
    private readonly db: Db,
    private readonly options: SchedulerOptions = {},
  ) {}

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 1000)
    this.timer.unref()
    void this.tick()
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  /** Look for due jobs once and run them; overlapping calls share one pass. */
  tick(): Promise<void> {
    this.ticking ??= this.pass().finally(() => (this.ticking = undefined))
    return this.ticking
  }

  private async pass(): Promise<void> {
    try {
      if (this.options.movableClock) setClockOffset((await readSetting(this.db, clockKey, ClockBody, { offsetMs: 0 })).offsetMs)
      const stale = new Date(nowMs() - staleMs).toISOString()
      await this.db.kysely.updateTable('scheduled_jobs').set({ status: 'queued', started_at: null }).where('status', '=', 'running').where('started_at', '<', stale).execute()
      const due = await this.db.kysely.selectFrom('scheduled_jobs').selectAll().where('status', '=', 'queued').where('run_at', '<=', new Date(nowMs()).toISOString()).orderBy('run_at').limit(50).execute()
      let published = false
      for (const job of due) if (await this.runOne(job)) published = true
      if (published && this.options.onPublish) await this.options.onPublish()
    } catch (error) {
      console.error(`voix: scheduled publishing could not run: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  private async runOne(job: ScheduledJobsTable): Promise<boolean> {
    const claimed = await this.db.kysely.updateTable('scheduled_jobs').set({ status: 'running', started_at: now() }).where('id', '=', job.id).where('status', '=', 'queued').executeTakeFirst()
    if (claimed.numUpdatedRows === 0n) return false
    const done = this.db.kysely.updateTable('scheduled_jobs').where('id', '=', job.id).where('status', '=', 'running')
    const record = (status: number, summary: string) =>
      appendAudit(this.db, { actor_id: null, actor_email: job.created_by, actor_name: 'Scheduled', action: `scheduled ${job.action}`, method: 'SCHEDULE', path: `/schedules/${job.id}`, target_kind: job.target_kind, target_id: job.target_id, status, address: 'scheduler', summary })
    try {
      const changed = await runScheduledJob(this.db, job)
      await done.set({ status: 'done', finished_at: now(), version: Number(job.version) + 1 }).execute()
      await record(200, `${job.action === 'publish' ? 'Published' : 'Unpublished'} ${job.label} as scheduled`)
      return changed
    } catch (error) {
      const reason = error instanceof ScheduleFailure ? error.message : `an error happened (${error instanceof Error ? error.message : String(error)})`
      await done.set({ status: 'failed', error: reason, finished_at: now(), version: Number(job.version) + 1 }).execute()
      await record(500, `Scheduled ${job.action} of ${job.label} failed: ${reason}`).catch(() => undefined)
      return false
    }
  }
}
