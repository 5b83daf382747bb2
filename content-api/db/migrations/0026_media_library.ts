import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The media library: alt text and uploader as columns (searched and shown in lists of thousands without parsing
 * each document), the site an upload was made for (the library's site filter), and the upload time to sort by.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('alt', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('media').addColumn('uploaded_by', 'text').execute()
  await db.schema.alterTable('media').addColumn('site_id', 'text').execute()
  await db.schema.createIndex('media_by_created').on('media').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_by_created').execute()
  for (const column of ['site_id', 'uploaded_by', 'alt']) await db.schema.alterTable('media').dropColumn(column).execute()
}
