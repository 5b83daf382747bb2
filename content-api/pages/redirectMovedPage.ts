import type { Kysely } from 'kysely'
import { Redirect } from '../../catalogue/model/entities/redirect.ts'
import { newId } from '../../catalogue/model/ids.ts'
import type { Db } from '../db/openDatabase.ts'
import type { PagesTable } from '../db/schema.ts'
import { insertRecord } from '../entities/entityStore.ts'
import { redirects } from '../entities/registry.ts'

/**
 * When a published page is published again at another path, visitors, bookmarks and search engines still
 * know the old one: a 301 redirect from it to the new path is made (editable and removable in the redirects
 * screen like any other). A redirect already kept for the old path is left as the editor set it, and one from
 * the new path is removed, since the page itself now answers there. Runs in the publish's transaction.
 */
export async function redirectMovedPage(tx: Db, page: { id: string; site_id: string; path: string; previousPath: string | undefined }): Promise<void> {
  const { site_id, path, previousPath } = page
  if (!previousPath || previousPath === path) return
  // Redirects are an entity table, outside the typed schema (content-api/entities).
  const k = tx.kysely as unknown as Kysely<Record<string, { id: string; site_id: string; from_path: string }>>
  await k.deleteFrom(redirects.table).where('site_id', '=', site_id).where('from_path', '=', path).execute()
  const kept = await k.selectFrom(redirects.table).select('id').where('site_id', '=', site_id).where('from_path', '=', previousPath).executeTakeFirst()
  if (kept) return
  await insertRecord(tx, redirects, Redirect.parse({ id: newId(), site_id, from: previousPath, to: path, status: 301 }))
}

/** The path a page is published at now, before a new publish moves it. */
export async function publishedPath(tx: Db, pageId: string): Promise<string | undefined> {
  const row = await tx.kysely
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select('page_versions.document')
    .where('pages.id', '=', pageId)
    .executeTakeFirst()
  return row ? (JSON.parse(row.document) as { path?: string }).path : undefined
}

/**
 * Make a stored version the page's published one, with a redirect from the old address when the version moves the
 * page: what every publish does (a page's own, a release's, a scheduled one). Runs in the publish's transaction.
 */
export async function makeVersionLive(
  tx: Db,
  page: { id: string; site_id: string },
  version: { id: string; path: string },
  also: Partial<Pick<PagesTable, 'version' | 'updated_at'>> = {},
): Promise<void> {
  const previousPath = await publishedPath(tx, page.id)
  await tx.kysely
    .updateTable('pages')
    .set({ published_version_id: version.id, published_path: version.path, ...also })
    .where('id', '=', page.id)
    .execute()
  await redirectMovedPage(tx, { id: page.id, site_id: page.site_id, path: version.path, previousPath })
}
