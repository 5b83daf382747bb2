import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Form submissions (forms/). Before this migration the forms module created the table itself on first use,
 * so databases from then already hold it: both statements are `if not exists` and keep what is there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_submissions')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text')
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('form_submissions_form_created').ifNotExists().on('form_submissions').columns(['form', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_submissions').ifExists().execute()
}
