import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export interface QueryLimits {
  /** How long one query may run before its process is killed. */
  ms: number
  rows: number
  /** Characters of text in one answer (roughly its bytes). */
  bytes: number
}

export const defaultQueryLimits: QueryLimits = { ms: 1000, rows: 1000, bytes: 4 * 1024 * 1024 }

/** How long starting the query process and loading a dump may take, before a query's own time starts. */
const startMs = 15_000

/** Queries waiting their turn beyond this are turned away: a flood of slow ones cannot queue minutes of work. */
export const maxWaiting = 16

export type QueryOutcome = { ok: true; version: string; columns: string[]; rows: unknown[][] } | { ok: false; refused: boolean; busy?: boolean; message: string }

interface Pending {
  resolve: (outcome: QueryOutcome) => void
  timer: NodeJS.Timeout
}

const workerFile = fileURLToPath(new URL('./queryWorker.mjs', import.meta.url))

/**
 * Runs collection queries in one child process (queryWorker.mjs), one at a time. A query that outlives its time
 * limit — a recursive CTE that never ends — is stopped by killing the process; the next query starts a new one.
 * better-sqlite3 has no progress handler or interrupt, and a kill is the one stop that works whatever SQLite is
 * doing. The process holds each collection's in-memory database between queries, rebuilt when the dump changes.
 */
export class CollectionQueries {
  private worker: ChildProcess | undefined
  private pending = new Map<number, Pending>()
  private seq = 0
  private queue: Promise<unknown> = Promise.resolve()
  private waiting = 0

  constructor(readonly limits: QueryLimits = defaultQueryLimits) {}

  run(collection: string, file: string, sql: string): Promise<QueryOutcome> {
    if (this.waiting >= maxWaiting) return Promise.resolve({ ok: false, refused: true, busy: true, message: `${maxWaiting} queries are waiting already; try again in a moment` })
    this.waiting++
    const next = this.queue.then(() => {
      this.waiting--
      return this.send(collection, file, sql)
    })
    this.queue = next.catch(() => undefined)
    return next
  }

  /** Stops the process (tests, shutdown); a later query starts another. */
  close(): void {
    this.stop('the query service was closed')
  }

  private start(): ChildProcess {
    const worker = fork(workerFile, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    worker.on('message', (reply: (QueryOutcome & { id: number }) | { id: number; running: true }) => {
      const pending = this.pending.get(reply.id)
      if (!pending) return
      clearTimeout(pending.timer)
      if ('running' in reply) {
        pending.timer = setTimeout(() => this.timeUp(reply.id), this.limits.ms)
        return
      }
      this.pending.delete(reply.id)
      const { id: _id, ...outcome } = reply
      pending.resolve(outcome)
    })
    worker.on('exit', () => {
      // A process stopped for its time exits after its successor started: its exit is no news for the queries.
      if (this.worker !== worker) return
      this.worker = undefined
      this.failAll('the query process stopped')
    })
    // An idle query process must not keep the server (or a test run) alive.
    worker.unref()
    worker.channel?.unref()
    return worker
  }

  private send(collection: string, file: string, sql: string): Promise<QueryOutcome> {
    const worker = (this.worker ??= this.start())
    const id = ++this.seq
    return new Promise<QueryOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        resolve({ ok: false, refused: false, message: `the query process did not start within ${startMs / 1000} s` })
        this.stop()
      }, startMs)
      this.pending.set(id, { resolve, timer })
      worker.channel?.ref()
      worker.send({ id, collection, file, sql, maxRows: this.limits.rows, maxBytes: this.limits.bytes }, (error) => {
        if (error) this.failAll(`the query process could not be reached: ${error.message}`)
      })
    }).finally(() => {
      if (this.pending.size === 0) this.worker?.channel?.unref()
    })
  }

  /** A query past its time: answered as refused, and its process killed (the only way to stop SQLite mid-query). */
  private timeUp(id: number) {
    const pending = this.pending.get(id)
    if (!pending) return
    this.pending.delete(id)
    pending.resolve({ ok: false, refused: true, message: `the query ran longer than ${this.limits.ms} ms, the most a collection query may take; make it simpler (a recursive WITH needs a condition that ends it)` })
    this.stop()
  }

  private stop(message = 'the query process stopped') {
    const worker = this.worker
    this.worker = undefined
    this.failAll(message)
    worker?.kill('SIGKILL')
  }

  private failAll(message: string) {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer)
      pending.resolve({ ok: false, refused: false, message })
      this.pending.delete(id)
    }
  }
}
