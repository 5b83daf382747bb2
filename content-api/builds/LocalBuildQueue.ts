import type { Db } from '../db/openDatabase.ts'
import { BuildEvents } from './BuildEvents.ts'
import { claimJobs, getJob, hasOpenJobs, joinWaitingJob, listJobs } from './buildJobRecords.ts'
import type { BuildEvent, BuildJob, BuildQueue, QueueOptions } from './buildQueue.ts'
import { runClaimedBuild } from './runClaimedBuild.ts'

/**
 * The build queue of one process (the embedded SQLite): jobs are rows of build_jobs, builds run here one at a
 * time. Publishes join the one queued job while it waits, so a burst of publishes makes one build; a job left
 * 'building' by a stopped process is built again on start.
 */
export class LocalBuildQueue implements BuildQueue {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private lastEnqueue = 0
  private firstEnqueue = 0
  private chain: Promise<unknown> = Promise.resolve()
  private stopped = false
  /** A job may be waiting; false once the worker has taken it. */
  private pending = false
  /** Callers of whileNoBuild inside their function: no build starts meanwhile. */
  private held = 0
  private readonly quietMs: number
  private readonly maxWaitMs: number
  private readonly events: BuildEvents

  constructor(
    private readonly db: Db,
    private readonly options: QueueOptions = {},
  ) {
    // Short: publishes go live within ~300 ms, so a lone publish must not wait; a burst still makes few builds,
    // since publishes arriving while a build runs all join the one queued after it.
    this.quietMs = options.quietMs ?? 20
    this.maxWaitMs = options.maxWaitMs ?? 1000
    this.events = new BuildEvents(db)
  }

  /** Pick up jobs a previous process left queued or building. */
  async resume(): Promise<void> {
    await this.notePending()
    this.schedule()
  }

  /** Whether a job waits in the table or was left building, whoever queued it (this process or the one before it). */
  private async notePending(): Promise<void> {
    if (await hasOpenJobs(this.db)) this.pending = true
  }

  enqueue(): Promise<BuildJob> {
    const next = this.chain.then(async () => {
      const at = Date.now()
      this.pending = true
      if (!this.firstEnqueue) this.firstEnqueue = at
      this.lastEnqueue = at
      const job = await joinWaitingJob(this.db)
      this.schedule()
      return job
    })
    this.chain = next.catch(() => undefined)
    return next
  }

  list(limit: number, offset = 0): Promise<{ items: BuildJob[]; total: number }> {
    return listJobs(this.db, limit, offset)
  }

  get(id: string): Promise<BuildJob | undefined> {
    return getJob(this.db, id)
  }

  async idle(): Promise<void> {
    for (;;) {
      await this.chain
      if (this.running) await this.running
      if (!(await hasOpenJobs(this.db)) || !this.options.runBuild || this.stopped) return
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  onEvent(listener: (event: BuildEvent) => void): () => void {
    return this.events.on(listener)
  }

  async whileNoBuild<T>(fn: () => T | Promise<T>): Promise<T | undefined> {
    if (this.running) return undefined
    this.held++
    try {
      return await fn()
    } finally {
      this.held--
      this.schedule()
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
  }

  private schedule(): void {
    if (!this.options.runBuild || this.stopped || this.running || this.held || !this.pending) return
    clearTimeout(this.timer)
    const at = Date.now()
    const due = this.firstEnqueue ? Math.min(this.lastEnqueue + this.quietMs, this.firstEnqueue + this.maxWaitMs) : at
    this.timer = setTimeout(() => this.start(), Math.max(0, due - at))
  }

  private start(): void {
    if (this.running || this.stopped || this.held) return
    this.running = this.runOne().finally(() => {
      this.running = undefined
      this.schedule()
    })
  }

  /**
   * One build for every job open now (after a restart there may be several: the one that was building and the
   * one queued behind it). Jobs queued while it runs are picked up next, and the table, not memory, says whether
   * there are any.
   */
  private async runOne(): Promise<void> {
    this.firstEnqueue = 0
    this.pending = false
    try {
      const ids = await this.chain.then(() => claimJobs(this.db))
      if (!ids.length) return
      await runClaimedBuild(this.db, ids, this.options.runBuild!, this.events, () => this.stopped)
    } finally {
      await this.notePending().catch(() => undefined)
    }
  }
}
