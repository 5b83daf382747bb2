import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The audit log: one row per write through the API (and per sign-in, failed or not), appended by the audit
 * middleware and never changed; only the retention setting removes rows, oldest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('audit_log_by_time').on('audit_log').columns(['at', 'id']).execute()
  await db.schema.createIndex('audit_log_by_target').on('audit_log').columns(['target_kind', 'target_id', 'at']).execute()
  await db.schema.createIndex('audit_log_by_actor').on('audit_log').columns(['actor_id', 'at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
}
