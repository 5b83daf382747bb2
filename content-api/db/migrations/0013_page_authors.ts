import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A page remembers who made it (the studio's page list filters by author), and the list's filters get indexes:
 * with thousands of pages the first screen and each search keystroke must stay fast. Pages made before this
 * column take the author of their first stored version, if they have one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('created_by', 'text').execute()
  await sql`update pages set created_by = (select v.created_by from page_versions v where v.page_id = pages.id and v.created_by is not null order by v.seq limit 1)`.execute(db)
  await db.schema.createIndex('pages_created_by').on('pages').columns(['created_by']).execute()
  // The studio lists the latest changed first, and searches titles and paths as the editor types. The index holds
  // every column the list shows and filters on, so a search reads it alone and never the rows with their drafts.
  await db.schema
    .createIndex('pages_updated')
    .on('pages')
    .columns(['updated_at', 'id', 'title', 'path', 'site_id', 'locale', 'created_by', 'published_version_id', 'version', 'source_page_id', 'source_version'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['pages_updated', 'pages_created_by']) await db.schema.dropIndex(index).execute()
  await db.schema.alterTable('pages').dropColumn('created_by').execute()
}
