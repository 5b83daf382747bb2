import type { Kysely } from 'kysely'
import { convertStoredLinks } from '../../links/linkPathsToIds.ts'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Links by identity. `published_path`: the path a page is published at (its published version's), kept by every
 * publish, so a build learns where each linked page is now without reading every page. Then every stored link whose
 * address is a page of its site gets that page's id (content-api/links/linkPathsToIds.ts); the rest stay free URLs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('published_path', 'text').execute()
  const published = (await db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.id as id', 'page_versions.document as document'])
    .execute()) as { id: string; document: string }[]
  for (const row of published) {
    const path = (JSON.parse(row.document) as { path?: unknown }).path
    if (typeof path === 'string') await db.updateTable('pages').set({ published_path: path }).where('id', '=', row.id).execute()
  }
  await convertStoredLinks(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('published_path').execute()
}
