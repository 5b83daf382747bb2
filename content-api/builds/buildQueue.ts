import { BuildLocation, BuildProblemKind } from '../../catalogue/model/buildProblem.ts'
import { newId } from '../../catalogue/model/ids.ts'
import type { Db } from '../db/openDatabase.ts'
import type { BuildJobsTable } from '../db/schema.ts'
import { now } from '../http/clock.ts'
import type { BuildJob, JobError } from '../../catalogue/model/buildJob.ts'

/**
 * Runs one build of everything published; injected by the caller (content-api never imports build/). `skipped`:
 * published pages the build could not make (each kept at its last good render, or left out), named for the job.
 * A build that throws an error with `retry: true` (a render worker died under it) is run again.
 */
export type RunBuild = () => Promise<{ buildId: string; skipped?: JobError[] } & BuildFigures>

/** What a finished build knows of itself (build/buildSite.ts BuildResult), passed on to webhooks. */
export interface BuildFigures {
  pages?: number
  rendered?: number
  reused?: number
  /** The paths whose output changed or went away, per site; at most a thousand, `changedCount` says how many in all. */
  changedPaths?: { site: string; path: string }[]
  changedCount?: number
}

export type BuildEventName = 'build.started' | 'build.live' | 'build.failed'

/** What the queue tells its listeners (webhooks) as a job's build starts, goes live or fails. */
export interface BuildEvent {
  event: BuildEventName
  job: { id: string; status: BuildJobsTable['status']; publishes: number }
  build?: { id: string; pages: number; rendered: number; reused: number; changedPaths: { site: string; path: string }[]; changedCount: number; skipped: JobError[] }
  error?: JobError
}

/** How often a build whose render worker died is run again before its job is marked failed. */
export const buildRetries = 2

export type { JobError }

/** A job as the API answers it: one contract with the studio (catalogue/model/buildJob.ts). */
export type { BuildJob }

export interface QueueOptions {
  runBuild?: RunBuild
  /** A build starts once no publish has arrived for this long… */
  quietMs?: number
  /** …or this long after the first publish it carries, whichever comes first. */
  maxWaitMs?: number
}

function present(row: BuildJobsTable): BuildJob {
  return {
    id: row.id,
    status: row.status,
    publishes: Number(row.publishes),
    ...(row.error ? { error: JSON.parse(row.error) as JobError } : {}),
    ...(row.build_id ? { buildId: row.build_id } : {}),
    queuedAt: row.queued_at,
    ...(row.started_at ? { startedAt: row.started_at } : {}),
    ...(row.finished_at ? { finishedAt: row.finished_at } : {}),
  }
}

/**
 * What a failed build reports: its message, whose problem it is and where (the build's BuildError, or a catalogue
 * ContentError). An error that says neither is ours: `internal`.
 */
export function describeFailure(error: unknown): JobError {
  const message = error instanceof Error ? error.message : String(error)
  const { where, kind, name } = (typeof error === 'object' && error !== null ? error : {}) as { where?: Record<string, unknown>; kind?: unknown; name?: unknown }
  const parsedKind = BuildProblemKind.safeParse(kind)
  const problemKind = parsedKind.success ? parsedKind.data : name === 'ContentError' ? 'content' : 'internal'
  const at = BuildLocation.safeParse(Object.fromEntries(Object.entries(where ?? {}).filter(([key]) => key in BuildLocation.shape)))
  if (!where || !at.success) return { message, kind: problemKind }
  const { site, page, ...rest } = at.data
  // Without a site of its own, a page is named '<site slug><path>' (a content error from the render workers).
  const slash = site === undefined && page !== undefined ? page.indexOf('/') : -1
  return {
    message,
    kind: problemKind,
    ...(slash > 0 ? { site: page!.slice(0, slash), page: page!.slice(slash) } : { ...(site ? { site } : {}), ...(page ? { page } : {}) }),
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value)),
  }
}

/**
 * A durable build queue in the build_jobs table. Publishes join the one queued job while it waits, so a
 * burst of publishes makes one build; a job left 'building' by a stopped process is queued again on start.
 */
export class BuildQueue {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private lastEnqueue = 0
  private firstEnqueue = 0
  private chain: Promise<unknown> = Promise.resolve()
  private stopped = false
  /** A queued job may be waiting; false once the worker has taken it. */
  private pending = false
  private readonly quietMs: number
  private readonly maxWaitMs: number
  private readonly listeners = new Set<(event: BuildEvent) => void>()

  constructor(
    private readonly db: Db,
    private readonly options: QueueOptions = {},
  ) {
    // Short: publishes go live within ~300 ms, so a lone publish must not wait; a burst still makes few builds,
    // since publishes arriving while a build runs all join the one queued after it.
    this.quietMs = options.quietMs ?? 20
    this.maxWaitMs = options.maxWaitMs ?? 1000
  }

  /** Pick up jobs a previous process left behind. */
  async resume(): Promise<void> {
    await this.db.kysely.updateTable('build_jobs').set({ status: 'queued', started_at: null }).where('status', '=', 'building').execute()
    await this.notePending()
    this.schedule()
  }

  /** Whether a job is waiting in the table, whoever queued it (this process or the one before it). */
  private async notePending(): Promise<void> {
    if (await this.db.kysely.selectFrom('build_jobs').select('id').where('status', '=', 'queued').executeTakeFirst()) this.pending = true
  }

  /** Record a publish: join the waiting job or queue a new one. */
  enqueue(): Promise<BuildJob> {
    const next = this.chain.then(async () => {
      const at = Date.now()
      this.pending = true
      if (!this.firstEnqueue) this.firstEnqueue = at
      this.lastEnqueue = at
      const waiting = await this.db.kysely.selectFrom('build_jobs').selectAll().where('status', '=', 'queued').orderBy('queued_at').executeTakeFirst()
      if (waiting) {
        await this.db.kysely.updateTable('build_jobs').set({ publishes: Number(waiting.publishes) + 1 }).where('id', '=', waiting.id).execute()
        this.schedule()
        return present({ ...waiting, publishes: Number(waiting.publishes) + 1 })
      }
      const row: BuildJobsTable = { id: newId(), status: 'queued', publishes: 1, error: null, build_id: null, queued_at: now(), started_at: null, finished_at: null }
      await this.db.kysely.insertInto('build_jobs').values(row).execute()
      this.schedule()
      return present(row)
    })
    this.chain = next.catch(() => undefined)
    return next
  }

  async list(limit: number, offset = 0): Promise<{ items: BuildJob[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db.kysely.selectFrom('build_jobs').selectAll().orderBy('queued_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      this.db.kysely.selectFrom('build_jobs').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { items: rows.map(present), total: Number(count.n) }
  }

  async get(id: string): Promise<BuildJob | undefined> {
    const row = await this.db.kysely.selectFrom('build_jobs').selectAll().where('id', '=', id).executeTakeFirst()
    return row && present(row)
  }

  /** Resolves when nothing is queued or building (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    for (;;) {
      await this.chain
      if (this.running) await this.running
      const pending = await this.db.kysely.selectFrom('build_jobs').select('id').where('status', 'in', ['queued', 'building']).executeTakeFirst()
      if (!pending || !this.options.runBuild || this.stopped) return
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  /** Listen to build events; answers the function that stops listening. A listener must not wait on the build. */
  onEvent(listener: (event: BuildEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** One event per job the build carries; read only when someone listens, so the build path stays as it was. */
  private async emit(ids: string[], event: BuildEventName, extra: Pick<BuildEvent, 'build' | 'error'>): Promise<void> {
    if (!this.listeners.size) return
    try {
      const rows = await this.db.kysely.selectFrom('build_jobs').select(['id', 'status', 'publishes']).where('id', 'in', ids).execute()
      for (const row of rows)
        for (const listener of this.listeners) listener({ event, job: { id: row.id, status: row.status, publishes: Number(row.publishes) }, ...extra })
    } catch (error) {
      console.error(`voix: could not announce ${event}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
  }

  private schedule(): void {
    if (!this.options.runBuild || this.stopped || this.running || !this.pending) return
    clearTimeout(this.timer)
    const at = Date.now()
    const due = this.firstEnqueue ? Math.min(this.lastEnqueue + this.quietMs, this.firstEnqueue + this.maxWaitMs) : at
    this.timer = setTimeout(() => this.start(), Math.max(0, due - at))
  }

  private start(): void {
    if (this.running || this.stopped) return
    this.running = this.runOne().finally(() => {
      this.running = undefined
      this.schedule()
    })
  }

  /**
   * One build for every job queued now: a build reads everything published when it starts, so it carries them
   * all (after a restart there may be several: the one that was building and the one queued behind it). Jobs
   * queued while it runs are picked up next, and the table, not memory, says whether there are any.
   */
  private async runOne(): Promise<void> {
    this.firstEnqueue = 0
    this.pending = false
    try {
      const ids = (await this.chain.then(() => this.db.kysely.selectFrom('build_jobs').select('id').where('status', '=', 'queued').orderBy('queued_at').execute())).map((r) => r.id)
      if (!ids.length) return
      const claimed = await this.db.kysely
        .updateTable('build_jobs')
        .set({ status: 'building', started_at: now() })
        .where('id', 'in', ids)
        .where('status', '=', 'queued')
        .executeTakeFirst()
      if (claimed.numUpdatedRows === 0n) return
      const jobs = this.db.kysely.updateTable('build_jobs').where('id', 'in', ids).where('status', '=', 'building')
      await this.emit(ids, 'build.started', {})
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await this.options.runBuild!()
          const { buildId, skipped } = result
          await jobs.set({ status: 'live', build_id: buildId, error: skipped?.length ? JSON.stringify(skippedNote(skipped)) : null, finished_at: now() }).execute()
          await this.emit(ids, 'build.live', { build: buildFigures(result) })
          return
        } catch (error) {
          if ((error as { retry?: unknown } | null)?.retry === true && attempt <= buildRetries && !this.stopped) continue
          const failure = describeFailure(error)
          if (attempt > 1) failure.message = `${failure.message} (the build was tried ${attempt} times)`
          await jobs.set({ status: 'failed', error: JSON.stringify(failure), finished_at: now() }).execute()
          await this.emit(ids, 'build.failed', { error: failure })
          return
        }
      }
    } finally {
      await this.notePending().catch(() => undefined)
    }
  }
}

/** A live build that left pages out says which, naming the first as a failed build would. */
function skippedNote(skipped: JobError[]): JobError {
  const [first] = skipped
  const more = skipped.length > 1 ? ` (and ${skipped.length - 1} more page${skipped.length > 2 ? 's' : ''})` : ''
  return { ...first!, message: `went live without the latest version of a page it could not make${more}: ${first!.message}` }
}

/** The figures a webhook carries, from what the build answered (a build run by a caller may know fewer). */
function buildFigures(result: Awaited<ReturnType<RunBuild>>): NonNullable<BuildEvent['build']> {
  const changedPaths = result.changedPaths ?? []
  const skipped = (result.skipped ?? []).map(({ message, site, page, element, field }) => ({ message, ...(site ? { site } : {}), ...(page ? { page } : {}), ...(element ? { element } : {}), ...(field ? { field } : {}) }))
  return { id: result.buildId, pages: result.pages ?? 0, rendered: result.rendered ?? 0, reused: result.reused ?? 0, changedPaths, changedCount: result.changedCount ?? changedPaths.length, skipped }
}
