import { randomBytes } from 'node:crypto'

/**
 * Proof that every change notice committed before a moment has been handled, for a read cache that listens to
 * PostgreSQL's notices. PostgreSQL delivers the notices of different transactions to a listener in the order the
 * transactions committed, whatever their channel: so once a notice of our own, sent after a read began, comes
 * back on the listening connection, every notice of a save that had answered before that read was handled before
 * it. One round trip answers every read that began before it was sent (a few rounds in flight at most), so a busy
 * server sends a few a round-trip time, not one a read.
 */
export class NoticeBarrier {
  /** This process's own channel: other instances do not listen to it, so they never get its notices. */
  readonly channel = `voix_sync_${randomBytes(8).toString('hex')}`
  private waiting: ((caughtUp: boolean) => void)[] = []
  private readonly rounds = new Map<string, (caughtUp: boolean) => void>()
  private sent = 0
  private flushing = false

  /**
   * @param send sends a notice with this payload on `channel`, on any connection of the same database.
   * @param timeoutMs how long a round may take before its readers are told it is not known (they check otherwise).
   * @param maxRounds rounds in flight at once: readers that come meanwhile wait for a round to end, then go together.
   */
  constructor(
    private readonly send: (channel: string, payload: string) => Promise<unknown>,
    private readonly timeoutMs = 2000,
    private readonly maxRounds = 16,
  ) {}

  /** True once every notice committed before this call has been handled; false when that cannot be known now. */
  caughtUp(): Promise<boolean> {
    return new Promise((resolve) => {
      // Only a round sent after this call proves anything for it.
      this.waiting.push(resolve)
      if (!this.flushing) {
        this.flushing = true
        // Readers arriving in the same turn of the event loop share one round.
        setImmediate(() => {
          this.flushing = false
          this.next()
        })
      }
    })
  }

  /** A notice on `channel` arrived on the listening connection. */
  heard(payload: string): void {
    this.rounds.get(payload)?.(true)
  }

  /** The listening connection is gone: nothing can be proven until it is back. */
  fail(): void {
    for (const finish of [...this.rounds.values()]) finish(false)
    for (const resolve of this.waiting.splice(0)) resolve(false)
  }

  private next(): void {
    if (!this.waiting.length || this.rounds.size >= this.maxRounds) return
    const readers = this.waiting.splice(0)
    const token = String(++this.sent)
    const timer = setTimeout(() => finish(false), this.timeoutMs)
    timer.unref()
    const finish = (caughtUp: boolean) => {
      if (!this.rounds.delete(token)) return
      clearTimeout(timer)
      for (const resolve of readers) resolve(caughtUp)
      this.next()
    }
    this.rounds.set(token, finish)
    this.send(this.channel, token).catch(() => finish(false))
  }
}
