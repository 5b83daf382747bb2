import type { Kysely } from 'kysely'
import { getBlockDefinition } from '../../catalogue/blocks/definitions.ts'
import { forEachObject, type LinkTarget } from '../../catalogue/fields/linkTarget.ts'
import { postBasePath } from '../../catalogue/model/entities/post.ts'
import { internalPath } from '../../catalogue/model/internalPath.ts'

/* eslint-disable @typescript-eslint/no-explicit-any */

/** What an internal path of a site opens, by identity: a page there, or a blog post (`/blog/{slug}`); undefined for neither. */
export type TargetAt = (path: string) => LinkTarget | undefined

/** Gives a link `{href, …}` or menu item whose address is exactly a page or a post of the site its id; whether it did. */
function giveId(record: Record<string, unknown>, targetAt: TargetAt): boolean {
  const href = record.href
  if (typeof href !== 'string' || record.to !== undefined || internalPath(href) !== href.replace(/(.)\/+$/, '$1')) return false
  const to = targetAt(internalPath(href)!)
  if (to) record.to = to
  return to !== undefined
}

const kindOf = (component: unknown, field: unknown): string | undefined => {
  try {
    return (getBlockDefinition(String(component)).fields as Record<string, { kind: string } | undefined>)[String(field)]?.kind
  } catch {
    return undefined
  }
}

/**
 * Give every link field of a page document (a field its block declares as a link, `{href, text, …}`) whose address is
 * exactly a page or a blog post of its site that page's or post's id as `to`, in place; the address stays as it is.
 * Links elsewhere, to a path nothing has, with a query or fragment, and addresses inside other kinds of field (whose
 * schemas take no `to`) stay free URLs. Answers how many links it gave an id.
 */
export function pageLinksToIds(page: unknown, targetAt: TargetAt): number {
  let changed = 0
  forEachObject((page as { elements?: unknown })?.elements, (element) => {
    if (!Array.isArray(element.fields) || typeof element.component !== 'string') return
    for (const field of element.fields as { name?: unknown; value?: unknown }[]) {
      const value = field?.value
      if (value && typeof value === 'object' && 'href' in value && kindOf(element.component, field.name) === 'link' && giveId(value as Record<string, unknown>, targetAt)) changed++
    }
  })
  return changed
}

/** The same for a menu's items, submenus included. */
export function menuLinksToIds(items: unknown, targetAt: TargetAt): number {
  let changed = 0
  forEachObject(items, (item) => {
    if (typeof item.label === 'string' && giveId(item, targetAt)) changed++
  })
  return changed
}

/**
 * Turn internal paths into ids in every page draft, saved and published version and menu, per site, where the path
 * is a page of that site (its published path first, then its draft's) or else `/blog/{slug}` of one of its posts.
 * Runs in migrations 0033 (pages) and 0036 (posts, for databases 0033 had already run on) and after the demo seed;
 * running it again changes nothing more.
 */
export async function convertStoredLinks(db: Kysely<any>): Promise<number> {
  const pages = (await db.selectFrom('pages').select(['id', 'site_id', 'path', 'published_path']).execute()) as { id: string; site_id: string; path: string; published_path: string | null }[]
  const bySite = new Map<string, Map<string, string>>()
  const siteOf = new Map<string, string>()
  for (const p of pages) {
    siteOf.set(p.id, p.site_id)
    const paths = bySite.get(p.site_id) ?? bySite.set(p.site_id, new Map()).get(p.site_id)!
    if (!paths.has(p.path)) paths.set(p.path, p.id)
  }
  for (const p of pages) if (p.published_path) bySite.get(p.site_id)!.set(p.published_path, p.id)
  const posts = (await db.selectFrom('posts').select(['id', 'site_id', 'slug']).execute()) as { id: string; site_id: string; slug: string }[]
  const postsBySite = new Map<string, Map<string, string>>()
  for (const p of posts) (postsBySite.get(p.site_id) ?? postsBySite.set(p.site_id, new Map()).get(p.site_id)!).set(p.slug, p.id)
  const postAt = (siteId: string, path: string) => (path.startsWith(`${postBasePath}/`) ? postsBySite.get(siteId)?.get(path.slice(postBasePath.length + 1)) : undefined)
  const resolver =
    (siteId: string): TargetAt =>
    (path) => {
      const page = bySite.get(siteId)?.get(path)
      if (page) return { kind: 'page', id: page }
      const post = postAt(siteId, path)
      return post ? { kind: 'post', id: post } : undefined
    }
  let total = 0
  const rewrite = (text: string, siteId: string, convert = pageLinksToIds): string | undefined => {
    if (!text.includes('"href"')) return undefined
    const doc = JSON.parse(text) as unknown
    const n = convert(doc, resolver(siteId))
    total += n
    return n ? JSON.stringify(doc) : undefined
  }
  for (const p of pages) {
    const row = (await db.selectFrom('pages').select('draft').where('id', '=', p.id).executeTakeFirst()) as { draft: string }
    const draft = rewrite(row.draft, p.site_id)
    if (draft) await db.updateTable('pages').set({ draft }).where('id', '=', p.id).execute()
  }
  const versions = (await db.selectFrom('page_versions').select(['id', 'page_id']).where('document', 'like', '%"href"%').execute()) as { id: string; page_id: string }[]
  for (const v of versions) {
    const siteId = siteOf.get(v.page_id)
    if (!siteId) continue
    const row = (await db.selectFrom('page_versions').select('document').where('id', '=', v.id).executeTakeFirst()) as { document: string }
    const document = rewrite(row.document, siteId)
    if (document) await db.updateTable('page_versions').set({ document }).where('id', '=', v.id).execute()
  }
  const menus = (await db.selectFrom('menus').select(['id', 'site_id', 'items']).execute()) as { id: string; site_id: string; items: string }[]
  for (const m of menus) {
    const items = rewrite(m.items, m.site_id, menuLinksToIds)
    if (items) await db.updateTable('menus').set({ items }).where('id', '=', m.id).execute()
  }
  return total
}
