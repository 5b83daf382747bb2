import { fork, type ChildProcess } from 'node:child_process'
import { compileWorker } from './compileWorker.ts'
import type { RenderReply, RenderRequest, WorkerSetup } from './workerProtocol.ts'

type Request = RenderRequest extends infer R ? (R extends RenderRequest ? Omit<R, 'seq'> : never) : never

interface Slot {
  worker: ChildProcess
  pending: Map<number, (reply: RenderReply) => void>
  /** Requests not yet sent: sent together once the build process turns to other work (see post). */
  outbox: RenderRequest[]
}

/**
 * How many requests each worker holds queued: enough to keep it busy, few enough that memory stays flat. The build
 * process shares the cores with its workers and is not always scheduled at once when their replies come: with 8,
 * workers sat idle for 1–7 % of a 10,000-page build waiting for more; with 32, never.
 */
const perWorker = 32

/**
 * The old-generation heap a render process may grow to. What a worker keeps is bounded (build/README.md lists its
 * caches and their bounds), but left to itself V8 let garbage pile up to 370–500 MB a worker before collecting,
 * which put a 100,000-page build over its 1 GiB. With this bound a worker peaks near 190 MB, and
 * no slower (10,000 realistic pages: 333 → 448 pages/s, less heap to scan). VOIX_RENDER_HEAP_MB changes it.
 */
const renderHeapMb = Number(process.env.VOIX_RENDER_HEAP_MB) || 256

/**
 * V8 settings of a render process. Every core is busy rendering, so V8's own background threads (optimising
 * compilers, concurrent marking) can only take turns with the workers; single-threaded, V8 does that work in line.
 * In alternating cold 10,000-page builds it was faster in 7 of 9 pairs, by about 5 % on average. Threads share
 * their process's V8 flags, which is one reason the workers are processes (as DESIGN.md draws them).
 *
 * A page leaves about 1 MB of garbage, and V8's default 16 MB semi-space filled every 14 pages: each scavenge
 * copied the page in flight and promoted what had survived two of them. With 32 MB, a worker building 4,000
 * realistic pages scavenged 150 times instead of 285, paused 28–45 % less for garbage collection and took 5–10 %
 * less CPU a page in two alternating pairs, for about 32 MB more a worker.
 *
 * V8 starts the old generation small and collects it whole again and again while it grows: a cold worker's first
 * 3,333 realistic pages cost about a quarter more than the next new ones (build/README.md). Starting it at 128 MB
 * (still under the bound above) took 4–6 % less CPU a page in four alternating cold 10,000-page builds, and a
 * 100,000-page build 7 % less time, for a higher peak (924 MiB against 817, with its build process).
 */
export const renderProcessFlags = ['--single-threaded', `--max-old-space-size=${renderHeapMb}`, `--initial-old-space-size=${Math.min(128, renderHeapMb)}`, '--max-semi-space-size=32']

/** More flags for the render processes from VOIX_RENDER_FLAGS (space-separated), to profile them: `--cpu-prof --cpu-prof-dir=.data/prof`. */
const extraFlags = (process.env.VOIX_RENDER_FLAGS ?? '').split(' ').filter(Boolean)

/**
 * Render worker processes, one per core, kept between builds so a publish pays no start-up (loading the site
 * bundle and the catalogue). Requests go to the least busy worker; `queue` waits while all are full. A worker
 * whose build process dies exits with it (its channel closes).
 */
export class WorkerPool {
  private slots: Slot[]
  private seq = 0
  private waiting: (() => void)[] = []
  private failure: Error | undefined

  constructor(
    count: number,
    readonly bundleDir: string,
    readonly codeHash: string,
  ) {
    const file = compileWorker(bundleDir)
    this.slots = Array.from({ length: count }, () => {
      // Not the parent's flags: the worker is plain JavaScript and needs no loader.
      const worker = fork(file, [], { execArgv: [...renderProcessFlags, ...extraFlags], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
      const slot: Slot = { worker, pending: new Map(), outbox: [] }
      worker.on('message', (replies: (RenderReply & { seq: number })[]) => {
        for (const reply of replies) {
          slot.pending.get(reply.seq)?.(reply)
          slot.pending.delete(reply.seq)
        }
        this.wake()
      })
      const fail = (error: Error) => {
        this.failure ??= error
        for (const resolve of slot.pending.values()) resolve({ ok: false, message: `a render worker stopped: ${error.message}`, stopped: true })
        slot.pending.clear()
        this.wake()
      }
      worker.on('error', fail)
      worker.on('exit', (code, signal) => fail(new Error(`it exited with ${signal ? `signal ${signal}` : `code ${code}`}`)))
      // Idle workers must not keep a finished build script alive; after the listeners, which would ref it again.
      held(worker, false)
      return slot
    })
  }

  /** Keep the process alive while a build waits on the workers; `release` lets an idle pool not hold it. */
  hold(): void {
    for (const slot of this.slots) held(slot.worker, true)
  }

  release(): void {
    for (const slot of this.slots) held(slot.worker, false)
  }

  get size(): number {
    return this.slots.length
  }

  get broken(): boolean {
    return this.failure !== undefined
  }

  private wake() {
    this.waiting.splice(0).forEach((w) => w())
  }

  /**
   * Requests go to a worker several at a time, as replies come back (renderWorker.ts): once a batch of replies frees
   * its places, the build queues a page for each in one go, and sending each alone cost a message (a write here, a
   * wake-up and a read there) a page. They leave when the build process turns to other work, so none waits on more.
   */
  private post(slot: Slot, request: Request, onReply: (reply: RenderReply) => void) {
    const seq = this.seq++
    slot.pending.set(seq, onReply)
    if (slot.outbox.push({ ...request, seq } as RenderRequest) === 1) setImmediate(() => this.send(slot))
  }

  private send(slot: Slot) {
    const requests = slot.outbox
    slot.outbox = []
    // A worker that has stopped answers its pending requests through its 'exit' listener.
    if (requests.length && slot.worker.connected) slot.worker.send(requests)
  }

  /** Start a build on every worker: what follows is rendered with this snapshot and output root. */
  begin(setup: WorkerSetup, onReply: (reply: RenderReply) => void): void {
    for (const slot of this.slots) this.post(slot, { kind: 'setup', setup }, onReply)
  }

  /** Hand a request to a worker; resolves once it is queued (waiting while all are full), `onReply` gets the answer. */
  async queue(request: Request, onReply: (reply: RenderReply) => void): Promise<void> {
    for (;;) {
      if (this.failure) return onReply({ ok: false, message: `a render worker stopped: ${this.failure.message}`, stopped: true })
      const slot = this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
      if (slot.pending.size < perWorker) return this.post(slot, request, onReply)
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
  }

  /** Resolves when every queued request has been answered. */
  async drain(): Promise<void> {
    while (this.slots.some((s) => s.pending.size > 0)) await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  async close(): Promise<void> {
    await Promise.all(
      this.slots.map(({ worker }) => {
        worker.removeAllListeners('exit')
        if (worker.exitCode !== null || worker.signalCode !== null) return undefined
        const exited = new Promise((resolve) => worker.once('exit', resolve))
        worker.kill()
        return exited
      }),
    )
  }
}

/** Whether a worker keeps this process alive: the process and its IPC channel each would, so both are set. */
function held(worker: ChildProcess, hold: boolean): void {
  if (hold) {
    worker.ref()
    worker.channel?.ref()
  } else {
    worker.unref()
    worker.channel?.unref()
  }
}

let shared: WorkerPool | undefined

/** The process's pool for this bundle; a new bundle (a code change) or a broken worker gets fresh workers. */
export async function poolFor(bundleDir: string, codeHash: string, count: number): Promise<WorkerPool> {
  if (shared && (shared.bundleDir !== bundleDir || shared.codeHash !== codeHash || shared.size !== count || shared.broken)) {
    await shared.close()
    shared = undefined
  }
  shared ??= new WorkerPool(count, bundleDir, codeHash)
  return shared
}
