import { sql } from 'kysely'
import type { Store } from 'hono-rate-limiter'
import type { Db } from '../db/openDatabase.ts'

/**
 * A hono-rate-limiter store in the rate_limits table (migration 0029), for PostgreSQL, where several instances
 * share the database: each hit is one `insert … on conflict` that counts it, or starts a new window once the
 * last has ended, so hits on different instances at once all count. Rows whose window ended are deleted now and
 * then (at most once a window), so the table holds about the clients of one window.
 */
export class DbRateLimitStore implements Store {
  readonly localKeys = false
  private windowMs = 60_000
  private lastSweep = 0

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  init(options: { windowMs: number }): void {
    this.windowMs = options.windowMs
  }

  async increment(key: string): Promise<{ totalHits: number; resetTime: Date }> {
    const now = this.now()
    const row = await this.db.kysely
      .insertInto('rate_limits')
      .values({ key, hits: 1, reset_at: now + this.windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${sql.ref('rate_limits.reset_at')} <= ${now} then 1 else ${sql.ref('rate_limits.hits')} + 1 end`,
          reset_at: sql<number>`case when ${sql.ref('rate_limits.reset_at')} <= ${now} then ${now + this.windowMs} else ${sql.ref('rate_limits.reset_at')} end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow()
    if (now - this.lastSweep > this.windowMs) {
      this.lastSweep = now
      await this.db.kysely.deleteFrom('rate_limits').where('reset_at', '<=', now).execute()
    }
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) }
  }

  async decrement(key: string): Promise<void> {
    await this.db.kysely.updateTable('rate_limits').set({ hits: sql<number>`${sql.ref('hits')} - 1` }).where('key', '=', key).where('hits', '>', 0).execute()
  }

  async resetKey(key: string): Promise<void> {
    await this.db.kysely.deleteFrom('rate_limits').where('key', '=', key).execute()
  }
}
