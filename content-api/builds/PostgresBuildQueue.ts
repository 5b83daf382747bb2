import PgBoss from 'pg-boss'
import type { Db } from '../db/openDatabase.ts'
import { BuildEvents } from './BuildEvents.ts'
import { withBuildLock, tryBuildLock } from './buildLock.ts'
import { claimJobs, getJob, hasOpenJobs, joinWaitingJob, listJobs } from './buildJobRecords.ts'
import type { BuildEvent, BuildJob, BuildQueue, QueueOptions } from './buildQueue.ts'
import { runClaimedBuild } from './runClaimedBuild.ts'

export interface PostgresQueueOptions extends QueueOptions {
  /**
   * A build job whose instance has not finished it after this long (it died, or hangs) is handed to another
   * instance (`BUILD_JOB_TIMEOUT_SECONDS`). Longer than the longest build: a build that outlives it is not stopped,
   * the retry waits on the build lock until it has finished, then builds again.
   */
  timeoutSeconds?: number
  /** How often an idle instance asks for a build job (`BUILD_JOB_POLL_SECONDS`, at least 0.5). */
  pollSeconds?: number
  /** How many times a job whose instance died is handed on before pg-boss gives up on it (the sweep still finds its builds). */
  retryLimit?: number
}

/** The pg-boss queue build jobs go through; one per schema, with pg-boss's own tables beside it. */
export const buildJobQueueName = 'voix-builds'

export const defaultTimeoutSeconds = 15 * 60
export const defaultPollSeconds = 2

/**
 * Build jobs across several API instances on one PostgreSQL database. The build_jobs table stays the record the
 * studio and webhooks read (publishes, build id, error); pg-boss only decides which instance runs a build and
 * when. Its queue is 'stately': at most one pg-boss job waits and one runs at a time, across all instances; a job
 * whose instance died (kill -9) expires after `timeoutSeconds` and is retried on another. Every build runs inside
 * the build lock (buildLock.ts), so an expired build still running and its retry never overlap.
 *
 * A pg-boss job names no build_jobs rows: whoever runs it claims, under the lock, every job waiting or left
 * building at that moment. So a publish whose pg-boss job was coalesced away, or lost (the process died between
 * queuing its row and sending), is still carried by the next build, and a sweep sends a job whenever rows wait.
 */
export class PostgresBuildQueue implements BuildQueue {
  private boss: Promise<PgBoss> | undefined
  private workerId: string | undefined
  private sweeper: NodeJS.Timeout | undefined
  private stopped = false
  private running = 0
  /** The active pg-boss job seen with the build lock free at the last sweep (reclaimDead). */
  private suspect: string | undefined
  private readonly events: BuildEvents
  private readonly timeoutSeconds: number
  private readonly pollSeconds: number
  private readonly retryLimit: number

  /** pg-boss's own tables, beside ours: `<schema>_boss`, or `voix_boss` beside the default schema. */
  private readonly bossSchema: string

  constructor(
    private readonly db: Db,
    private readonly options: PostgresQueueOptions = {},
  ) {
    if (!db.pool) throw new Error('PostgresBuildQueue needs a PostgreSQL database')
    this.bossSchema = db.pgSchema ? `${db.pgSchema}_boss` : 'voix_boss'
    this.events = new BuildEvents(db)
    this.timeoutSeconds = options.timeoutSeconds ?? defaultTimeoutSeconds
    this.pollSeconds = Math.max(0.5, options.pollSeconds ?? defaultPollSeconds)
    this.retryLimit = options.retryLimit ?? 5
    // pg-boss stops (and its pool closes) before the database's pool does.
    db.beforeClose?.add(() => this.stop())
  }

  /** pg-boss, started once: its tables (created on first use, in `<schema>_boss`) and the build queue. */
  private started(): Promise<PgBoss> {
    this.boss ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.db.pool!.options.connectionString,
        schema: this.bossSchema,
        application_name: 'voix-build-queue',
        max: 3,
        // Only instances that build look for expired jobs; often enough that a dead instance's job moves on
        // within about a quarter of the timeout after it expired.
        supervise: Boolean(this.options.runBuild),
        maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.ceil(this.timeoutSeconds / 4))),
        schedule: false,
      })
      boss.on('error', (error: Error) => console.error(`voix: build job queue: ${error.message}`))
      await boss.start()
      await boss.createQueue(buildJobQueueName, { name: buildJobQueueName, policy: 'stately' })
      return boss
    })()
    // A start that failed (the database was away) is tried again by the next caller.
    this.boss.catch(() => (this.boss = undefined))
    return this.boss
  }

  async resume(): Promise<void> {
    if (!this.options.runBuild || this.stopped || this.workerId) return
    let boss: PgBoss
    try {
      boss = await this.started()
    } catch (error) {
      // This instance builds nothing until its worker runs: try again rather than stay idle for good.
      console.error(`voix: the build job queue could not start (trying again in 5 s): ${error instanceof Error ? error.message : String(error)}`)
      setTimeout(() => void this.resume(), 5000).unref()
      return
    }
    this.workerId = await boss.work(buildJobQueueName, { pollingIntervalSeconds: this.pollSeconds, batchSize: 1 }, () => this.build())
    // Jobs a stopped instance left queued or building, and any whose pg-boss job was lost, get one now and on
    // every sweep after (a waiting pg-boss job absorbs the rest).
    const sweepMs = Math.max(5, this.pollSeconds * 10) * 1000
    this.sweeper = setInterval(() => void this.signal(true).then(() => this.reclaimDead()), sweepMs)
    this.sweeper.unref()
    await this.signal(true)
  }

  async enqueue(): Promise<BuildJob> {
    const job = await joinWaitingJob(this.db)
    await this.signal(false)
    return job
  }

  /**
   * Ask for a build: one pg-boss job, which the stately queue drops when one already waits. The publish is stored
   * whatever happens here; a send that fails is made up for by the next sweep.
   */
  private async signal(onlyIfOpen: boolean): Promise<void> {
    if (this.stopped) return
    try {
      if (onlyIfOpen && !(await hasOpenJobs(this.db))) return
      const boss = await this.started()
      await boss.send(buildJobQueueName, {}, { expireInSeconds: this.timeoutSeconds, retryLimit: this.retryLimit, retryDelay: 0 })
      // This instance looks at once; the others within their polling interval.
      if (this.workerId) boss.notifyWorker(this.workerId)
    } catch (error) {
      console.error(`voix: could not queue a build job (the next sweep will): ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /**
   * A build job whose instance died stays active until its timeout, and holds up every build meanwhile. Its
   * instance would hold the build lock, or wait for it behind whoever does: a job active through two sweeps in a
   * row while the lock was free both times has nobody running it, and is failed now, so pg-boss retries it at once
   * on a live instance instead of after the timeout. Reads pg-boss's job table (pinned to 10.4.2).
   */
  private async reclaimDead(): Promise<void> {
    if (this.stopped || !this.boss) return
    try {
      const boss = await this.boss
      const { rows } = await boss.getDb().executeSql(`select id from ${this.bossSchema}.job where name = $1 and state = 'active'`, [buildJobQueueName])
      const active = (rows as { id: string }[])[0]?.id
      const free = active ? (await tryBuildLock(this.db, () => true)).ran : false
      if (!active || !free) {
        this.suspect = undefined
        return
      }
      if (this.suspect !== active) {
        this.suspect = active
        return
      }
      this.suspect = undefined
      await boss.fail(buildJobQueueName, active, { message: 'nobody was running it: the build lock was free' })
    } catch (error) {
      console.error(`voix: could not look for a stopped build job: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** One pg-boss job: wait for the build lock, then build for every job open now. */
  private async build(): Promise<void> {
    this.running++
    try {
      await withBuildLock(this.db, async () => {
        if (this.stopped) return
        // Publishes of a burst that are still arriving join this build rather than the next.
        await new Promise((r) => setTimeout(r, this.options.quietMs ?? 20))
        const ids = await claimJobs(this.db)
        if (!ids.length) return
        await runClaimedBuild(this.db, ids, this.options.runBuild!, this.events, () => this.stopped)
      })
    } finally {
      this.running--
    }
  }

  list(limit: number, offset = 0): Promise<{ items: BuildJob[]; total: number }> {
    return listJobs(this.db, limit, offset)
  }

  get(id: string): Promise<BuildJob | undefined> {
    return getJob(this.db, id)
  }

  async idle(): Promise<void> {
    while (!this.stopped && this.options.runBuild && (this.running || (await hasOpenJobs(this.db)))) await new Promise((r) => setTimeout(r, 50))
  }

  onEvent(listener: (event: BuildEvent) => void): () => void {
    return this.events.on(listener)
  }

  async whileNoBuild<T>(fn: () => T | Promise<T>): Promise<T | undefined> {
    const outcome = await tryBuildLock(this.db, fn)
    return outcome.ran ? outcome.value : undefined
  }

  async stop(): Promise<void> {
    if (this.stopped) return
    this.stopped = true
    clearInterval(this.sweeper)
    const boss = await this.boss?.catch(() => undefined)
    // Not graceful: a build cut short here is left 'building' and carried by the next build on any instance.
    await boss?.stop({ graceful: false, wait: true }).catch(() => undefined)
  }
}
