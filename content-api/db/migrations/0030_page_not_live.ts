import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Published pages the live build could not make (builds/recordNotLive.ts): a page is live only as the build that
 * made it says, so the API and the studio say "not live", with the reason, rather than "published". Rewritten whole
 * by every live build, which tries every such page again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_not_live')
    .addColumn('page_id', 'text', (c) => c.primaryKey())
    .addColumn('message', 'text', (c) => c.notNull())
    /** Whether an earlier render of the page is still what visitors get. */
    .addColumn('kept', 'integer', (c) => c.notNull())
    .addColumn('build_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_not_live').execute()
}
