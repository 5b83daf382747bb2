import type { Kysely } from 'kysely'
import type { Db } from '../db/openDatabase.ts'
import type { Database } from '../db/schema.ts'
import { withTransaction } from '../db/withTransaction.ts'

/**
 * FailureLog (failureLog.ts) kept in the sign_in_failures table (migration 0028), so that several API instances
 * on one PostgreSQL database count every failure wherever it happened: a guesser spreading attempts over the
 * instances behind a load balancer meets the same limits as one talking to a single instance.
 *
 * Same rules and bound as the in-memory log: one row per key holding at most `max` failure times; keys whose
 * failures have all left the window are deleted whenever a new key is recorded; at `capacity` keys the least
 * recently failed key that is not locked makes room, and while every key is a live lock a new key is not recorded.
 * A failure is recorded in one transaction holding the key's row, so failures at once on several instances all
 * count.
 */
export class DbFailureLog {
  constructor(
    private readonly db: Db,
    /** The log's name: one table holds the logs of addresses, accounts, and accounts from one address. */
    readonly log: string,
    readonly max: number,
    readonly windowMs: number,
    readonly capacity: number,
    readonly now: () => number = Date.now,
  ) {}

  /** Failures of `key` still in the window. */
  async count(key: string): Promise<number> {
    const row = await this.db.kysely.selectFrom('sign_in_failures').select('times').where('log', '=', this.log).where('key', '=', key).executeTakeFirst()
    return row ? this.recent(row.times, this.now()).length : 0
  }

  async locked(key: string): Promise<boolean> {
    return (await this.count(key)) >= this.max
  }

  /** Record a failure; answers false when the log is full of locks and the key could not be recorded. */
  async fail(key: string): Promise<boolean> {
    return (await this.record(key, false)) !== 0
  }

  /**
   * The check and the count in one transaction holding the key's row (FailureLog.reserve): undefined when `max`
   * failures are in the window already, else a failure recorded now, answered by its time (0 when it could not be
   * recorded). Attempts at once, on any instance, wait on the row, so each sees the ones before it.
   */
  reserve(key: string): Promise<number | undefined> {
    return this.record(key, true)
  }

  /** Takes back one failure recorded by `reserve` at `at`. */
  async release(key: string, at: number): Promise<void> {
    if (!at) return
    await withTransaction(this.db, async (tx) => {
      let read = tx.selectFrom('sign_in_failures').select('times').where('log', '=', this.log).where('key', '=', key)
      if (this.db.dialect === 'postgres') read = read.forUpdate()
      const row = await read.executeTakeFirst()
      if (!row) return
      const times = JSON.parse(row.times) as number[]
      const i = times.lastIndexOf(at)
      if (i < 0) return
      times.splice(i, 1)
      await tx.updateTable('sign_in_failures').set({ times: JSON.stringify(times), locked_until: this.lockedUntil(times) }).where('log', '=', this.log).where('key', '=', key).execute()
    })
  }

  private lockedUntil(times: number[]): number {
    return times.length >= this.max ? times[times.length - this.max]! + this.windowMs : 0
  }

  /** A failure recorded now, in one transaction holding the key's row; with `unlessLocked`, not when the key is locked. */
  private async record(key: string, unlessLocked: boolean): Promise<number | undefined> {
    const now = this.now()
    return withTransaction(this.db, async (tx) => {
      // A row to hold first (the key's own, or a new empty one), so concurrent failures of a key wait on each other.
      const placed = await tx
        .insertInto('sign_in_failures')
        .values({ log: this.log, key, times: '[]', last_at: now, locked_until: 0 })
        .onConflict((oc) => oc.columns(['log', 'key']).doNothing())
        .executeTakeFirst()
      let read = tx.selectFrom('sign_in_failures').select('times').where('log', '=', this.log).where('key', '=', key)
      if (this.db.dialect === 'postgres') read = read.forUpdate()
      const row = await read.executeTakeFirstOrThrow()
      const recent = this.recent(row.times, now)
      if (unlessLocked && recent.length >= this.max) return undefined
      if (Number(placed.numInsertedOrUpdatedRows ?? 0n) > 0 && !(await this.makeRoom(tx, key, now))) {
        await tx.deleteFrom('sign_in_failures').where('log', '=', this.log).where('key', '=', key).execute()
        return 0
      }
      const times = [...recent, now].slice(-this.max)
      await tx.updateTable('sign_in_failures').set({ times: JSON.stringify(times), last_at: now, locked_until: this.lockedUntil(times) }).where('log', '=', this.log).where('key', '=', key).execute()
      return now
    })
  }

  async clear(key: string): Promise<void> {
    await this.db.kysely.deleteFrom('sign_in_failures').where('log', '=', this.log).where('key', '=', key).execute()
  }

  /** Keys in the log (tests check the bound). */
  async size(): Promise<number> {
    const { n } = await this.db.kysely.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<number | string>().as('n')).where('log', '=', this.log).executeTakeFirstOrThrow()
    return Number(n)
  }

  /**
   * With a new key just placed: drop the keys whose failures have all left the window (so the table expires as the
   * window moves, not only when full), then past capacity the least recently failed key that is not locked.
   */
  private async makeRoom(tx: Kysely<Database>, key: string, now: number): Promise<boolean> {
    await tx.deleteFrom('sign_in_failures').where('log', '=', this.log).where('last_at', '<=', now - this.windowMs).where('key', '!=', key).execute()
    const { n } = await tx.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<number | string>().as('n')).where('log', '=', this.log).executeTakeFirstOrThrow()
    if (Number(n) <= this.capacity) return true
    const oldest = await tx
      .selectFrom('sign_in_failures')
      .select('key')
      .where('log', '=', this.log)
      .where('key', '!=', key)
      .where('locked_until', '<=', now)
      .orderBy('last_at')
      .limit(1)
      .executeTakeFirst()
    if (!oldest) return false
    await tx.deleteFrom('sign_in_failures').where('log', '=', this.log).where('key', '=', oldest.key).execute()
    return true
  }

  private recent(times: string, now: number): number[] {
    return (JSON.parse(times) as number[]).filter((t) => t > now - this.windowMs)
  }
}
