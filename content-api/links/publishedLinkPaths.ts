import type { Kysely } from 'kysely'
import type { LinkPaths } from '../../catalogue/fields/linkTarget.ts'
import { postPath } from '../../catalogue/model/entities/post.ts'
import type { Db } from '../db/openDatabase.ts'

/**
 * Where each published page and post is now ([site id, path] by page id, and by `post:<id>`): what links by identity
 * resolve to in a build. A post is out once its publish date has come (build/extra/postPages.ts).
 */
export async function publishedLinkPaths(db: Db, now = new Date().toISOString()): Promise<LinkPaths> {
  const rows = await db.kysely.selectFrom('pages').select(['id', 'site_id', 'published_path']).where('published_version_id', 'is not', null).where('published_path', 'is not', null).execute()
  const paths: Record<string, [string, string]> = {}
  for (const r of rows) paths[r.id] = [r.site_id, r.published_path!]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const posts = (db.kysely as unknown as Kysely<any>).selectFrom('posts').select(['id', 'site_id', 'slug', 'published_at']).where('published_at', 'is not', null).where('published_at', '<=', now)
  for (const p of (await posts.execute()) as { id: string; site_id: string; slug: string }[]) paths[`post:${p.id}`] = [p.site_id, postPath(p.slug)]
  return paths
}
