import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Scheduled publishing: what should go live (or be taken down) at a moment. A job is claimed as build jobs are,
 * by one conditional update from 'queued' to 'running', so with several instances exactly one runs it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('version_id', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text')
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('scheduled_jobs_due').on('scheduled_jobs').columns(['status', 'run_at']).execute()
  await db.schema.createIndex('scheduled_jobs_by_target').on('scheduled_jobs').columns(['target_kind', 'target_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_jobs').execute()
}
