import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Sections (catalogue/model/entities/section.ts): blocks saved to use again, shared by many pages or copied in
 * as a preset. A site's own, or every site's (`site_id` null); gone with their site.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sections_site_name').on('sections').columns(['site_id', 'name']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sections').execute()
}
