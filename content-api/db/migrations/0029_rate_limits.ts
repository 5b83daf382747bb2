import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Rate-limit counters in the database (forms/DbRateLimitStore.ts): on PostgreSQL several instances share them, so
 * a client's allowance is the same however a load balancer spreads its requests. One row per key and fixed window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    /** When the window ends (ms): the count starts again after it. */
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_by_reset').on('rate_limits').column('reset_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
}
