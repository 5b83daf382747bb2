import { Hono, type Context } from 'hono'
import type { Kysely } from 'kysely'
import { LinkTargetQuery, type LinkTargetItem } from '../../catalogue/fields/linkTarget.ts'
import { postPath } from '../../catalogue/model/entities/post.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { readQuery, siteScope } from '../http/parseInput.ts'

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/** What the picker offers on one site: its pages by title and path, its blog posts by title and slug, or uploads by name. */
async function searchLinkTargets(db: Db, siteId: string, query: LinkTargetQuery): Promise<LinkTargetItem[]> {
  const like = db.dialect === 'postgres' ? 'ilike' : 'like'
  if (query.kind === 'page') {
    let rows = db.kysely.selectFrom('pages').select(['id', 'title', 'path', 'published_path', 'published_version_id']).where('site_id', '=', siteId)
    if (query.id) rows = rows.where('id', '=', query.id)
    if (query.q) rows = rows.where((eb) => eb.or([eb('title', like, likePattern(query.q)), eb('path', like, likePattern(query.q)), eb('published_path', like, likePattern(query.q))]))
    const found = await rows.orderBy('path').limit(20).execute()
    return found.map((r) => ({ kind: 'page', id: r.id, title: r.title, href: r.published_version_id && r.published_path ? r.published_path : r.path, published: r.published_version_id !== null }))
  }
  if (query.kind === 'post') {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let rows = (db.kysely as unknown as Kysely<any>).selectFrom('posts').select(['id', 'title', 'slug', 'published_at']).where('site_id', '=', siteId)
    if (query.id) rows = rows.where('id', '=', query.id)
    if (query.q) rows = rows.where((eb) => eb.or([eb('title', like, likePattern(query.q)), eb('slug', like, likePattern(query.q))]))
    const found = (await rows.orderBy('title').limit(20).execute()) as { id: string; title: string; slug: string; published_at: string | null }[]
    const now = new Date().toISOString()
    return found.map((r) => ({ kind: 'post', id: r.id, title: r.title, href: postPath(r.slug), published: r.published_at !== null && r.published_at <= now }))
  }
  // Uploads for every site (no site_id) or for this one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let rows = (db.kysely as unknown as Kysely<any>).selectFrom('media').select(['id', 'name', 'document']).where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]))
  if (query.id) rows = rows.where('id', '=', query.id)
  if (query.q) rows = rows.where('name', like, likePattern(query.q))
  const found = (await rows.orderBy('name').limit(20).execute()) as { id: string; name: string; document: string }[]
  return found.map((r) => ({ kind: 'media', id: r.id, title: r.name, href: String((JSON.parse(r.document) as { url?: unknown }).url), published: true }))
}

/** The site a caller may search on, or a 404 naming what was asked for (a site it may not use is answered as missing). */
function usableSite(c: Context<ApiEnv>, siteId: string | undefined, what: string): string {
  const actor = requireCan(c, 'content:read')
  const scope = siteScope(c)
  if (!siteId || (scope && siteId !== scope) || !mayUseSite(actor, siteId)) throw new ApiError(404, what)
  return siteId
}

/**
 * The link picker's search: pages of the page's own site by title and path (their published path first), its blog
 * posts, and uploads of the media library by name. A page the caller may not use is answered as missing, so ids of other sites' pages
 * never resolve through it; nor does an id of another site's page asked for by `id`.
 */
export function linkTargetRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/:id/link-targets', async (c) => {
    const id = c.req.param('id')
    const page = await db.kysely.selectFrom('pages').select('site_id').where('id', '=', id).executeTakeFirst()
    const siteId = usableSite(c, page?.site_id, `No page with id '${id}'`)
    return c.json({ items: await searchLinkTargets(db, siteId, readQuery(c, LinkTargetQuery)) })
  })
  return routes
}

/** The same search for what is not a page (a site's menu): `GET /api/sites/{id}/link-targets`. */
export function siteLinkTargetRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/:id/link-targets', async (c) => {
    const id = c.req.param('id')
    const site = await db.kysely.selectFrom('sites').select('id').where('id', '=', id).executeTakeFirst()
    const siteId = usableSite(c, site?.id, `No site with id '${id}'`)
    return c.json({ items: await searchLinkTargets(db, siteId, readQuery(c, LinkTargetQuery)) })
  })
  return routes
}
