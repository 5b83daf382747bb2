/**
 * Recent failures per key (an address, an account, an account from one address) in a sliding window, in
 * bounded memory. A key with `max` failures in the window is locked until the oldest of them leaves it.
 *
 * Bound: at most `capacity` keys, each holding at most `max` timestamps. When full, keys whose failures have
 * all left the window go first, then the least recently failed keys that are not locked. Locks are never
 * dropped to make room: while every key held is a live lock, a new key is simply not recorded (its own
 * attempts stay limited by the other logs), so an attacker filling the log cannot lift anyone's lock.
 */
export class FailureLog {
  readonly #entries = new Map<string, number[]>()
  /** While every entry is a live lock, room comes back no sooner than this; no need to look again before. */
  #fullUntil = 0

  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly capacity: number,
    readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#entries.size
  }

  /** Failures of `key` still in the window. */
  count(key: string): number {
    const since = this.now() - this.windowMs
    return (this.#entries.get(key) ?? []).filter((t) => t > since).length
  }

  locked(key: string): boolean {
    return this.count(key) >= this.max
  }

  /** Record a failure; answers false when the log is full of locks and the key could not be recorded. */
  fail(key: string, now = this.now()): boolean {
    const kept = (this.#entries.get(key) ?? []).filter((t) => t > now - this.windowMs)
    if (!this.#entries.has(key) && this.#entries.size >= this.capacity && !this.#makeRoom(now)) return false
    kept.push(now)
    // Re-inserted, so the map's order is least recently failed first: the eviction order.
    this.#entries.delete(key)
    this.#entries.set(key, kept.slice(-this.max))
    return true
  }

  /**
   * The check and the count in one step: undefined when `max` failures are in the window already, else a failure
   * recorded now, answered by its time, for `release` to take back if the attempt turns out right. Nothing can come
   * between the look and the record (one synchronous step), so attempts at once cannot all see room. Answers 0 when
   * the log is full of locks and the key could not be recorded (the attempt goes ahead, as with `fail`).
   */
  reserve(key: string): number | undefined {
    if (this.locked(key)) return undefined
    const now = this.now()
    return this.fail(key, now) ? now : 0
  }

  /** Takes back one failure recorded by `reserve` at `at`. */
  release(key: string, at: number): void {
    const times = this.#entries.get(key)
    const i = times?.lastIndexOf(at) ?? -1
    if (i >= 0) times!.splice(i, 1)
  }

  clear(key: string): void {
    if (this.#entries.delete(key)) this.#fullUntil = 0
  }

  #makeRoom(now: number): boolean {
    if (now < this.#fullUntil) return false
    const since = now - this.windowMs
    let oldestUnlocked: string | undefined
    let firstExpiry = Infinity
    for (const [key, times] of this.#entries) {
      const recent = times.filter((t) => t > since)
      if (recent.length === 0) this.#entries.delete(key)
      else if (recent.length < this.max) oldestUnlocked ??= key
      else firstExpiry = Math.min(firstExpiry, recent[recent.length - this.max]! + this.windowMs)
    }
    if (this.#entries.size < this.capacity) return true
    if (oldestUnlocked !== undefined) {
      this.#entries.delete(oldestUnlocked)
      return true
    }
    this.#fullUntil = firstExpiry
    return false
  }
}
