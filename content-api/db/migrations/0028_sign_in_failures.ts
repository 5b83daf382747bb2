import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The sign-in limits' failure logs in the database (auth/dbFailureLog.ts), so that with several API instances
 * every instance counts every failure. One row per log and key with its failure times still in the window; bounded
 * per log (the oldest unlocked keys make room) and expiring with the window, as the in-memory log is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('times', 'text', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['log', 'key'])
    .execute()
  await db.schema.createIndex('sign_in_failures_by_age').on('sign_in_failures').columns(['log', 'last_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute()
}
