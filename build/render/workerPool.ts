import { Worker } from 'node:worker_threads'
import { compileWorker } from './compileWorker.ts'
import type { RenderReply, RenderRequest, WorkerSetup } from './workerProtocol.ts'

type Request = RenderRequest extends infer R ? (R extends RenderRequest ? Omit<R, 'seq'> : never) : never

interface Slot {
  worker: Worker
  pending: Map<number, (reply: RenderReply) => void>
}

/** How many requests each worker holds queued: enough to keep it busy, few enough that memory stays flat. */
const perWorker = 8

/**
 * Render worker threads, one per core, kept between builds so a publish pays no start-up (loading the site
 * bundle and the catalogue). Requests go to the least busy worker; `queue` waits while all are full.
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
      const worker = new Worker(file)
      const slot: Slot = { worker, pending: new Map() }
      worker.on('message', (replies: (RenderReply & { seq: number })[]) => {
        for (const reply of replies) {
          slot.pending.get(reply.seq)?.(reply)
          slot.pending.delete(reply.seq)
        }
        this.wake()
      })
      const fail = (error: Error) => {
        this.failure ??= error
        for (const resolve of slot.pending.values()) resolve({ ok: false, message: `a render worker stopped: ${error.message}` })
        slot.pending.clear()
        this.wake()
      }
      worker.on('error', fail)
      worker.on('exit', (code) => fail(new Error(`it exited with code ${code}`)))
      // Idle workers must not keep a finished build script alive; after the listeners, which would ref it again.
      worker.unref()
      return slot
    })
  }

  /** Keep the process alive while a build waits on the workers; `release` lets an idle pool not hold it. */
  hold(): void {
    for (const slot of this.slots) slot.worker.ref()
  }

  release(): void {
    for (const slot of this.slots) slot.worker.unref()
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

  private post(slot: Slot, request: Request, onReply: (reply: RenderReply) => void) {
    const seq = this.seq++
    slot.pending.set(seq, onReply)
    slot.worker.postMessage({ ...request, seq })
  }

  /** Start a build on every worker: what follows is rendered with this snapshot and output root. */
  begin(setup: WorkerSetup, onReply: (reply: RenderReply) => void): void {
    for (const slot of this.slots) this.post(slot, { kind: 'setup', setup }, onReply)
  }

  /** Hand a request to a worker; resolves once it is queued (waiting while all are full), `onReply` gets the answer. */
  async queue(request: Request, onReply: (reply: RenderReply) => void): Promise<void> {
    for (;;) {
      if (this.failure) return onReply({ ok: false, message: `a render worker stopped: ${this.failure.message}` })
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
    for (const slot of this.slots) slot.worker.removeAllListeners('exit')
    await Promise.all(this.slots.map((s) => s.worker.terminate()))
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
