import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Who has which page open: one row per open editor tab, refreshed while its event stream is open and dropped
 * when it closes. In the database rather than in memory so every instance behind a load balancer sees everyone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('presence')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .execute()
  await db.schema.createIndex('presence_by_page').on('presence').columns(['page_id', 'seen_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('presence').execute()
}
