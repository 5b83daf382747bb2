import type { LinkPaths } from '../../catalogue/fields/linkTarget.ts'
import type { Db } from '../db/openDatabase.ts'

/** Where each published page is now ([site id, path] by page id): what links by identity resolve to in a build. */
export async function publishedLinkPaths(db: Db): Promise<LinkPaths> {
  const rows = await db.kysely.selectFrom('pages').select(['id', 'site_id', 'published_path']).where('published_version_id', 'is not', null).where('published_path', 'is not', null).execute()
  const paths: Record<string, [string, string]> = {}
  for (const r of rows) paths[r.id] = [r.site_id, r.published_path!]
  return paths
}
