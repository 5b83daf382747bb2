import type { Kysely } from 'kysely'
import { internalPath } from '../../catalogue/model/internalPath.ts'

/* eslint-disable @typescript-eslint/no-explicit-any */

const linkKeys = new Set(['href', 'text', 'target', 'relationship'])

/**
 * Give every link whose address is exactly a page of its site (a link field `{href, text, …}` or a menu item
 * `{label, href}`) that page's id as `to`, in place; the address stays as it is. Links elsewhere, to a path no page
 * has, or with a query or fragment stay free URLs. Answers how many links it gave an id.
 */
export function linkPathsToIds(content: unknown, pageAt: (path: string) => string | undefined): number {
  let changed = 0
  const stack: unknown[] = [content]
  while (stack.length) {
    const value = stack.pop()
    if (Array.isArray(value)) stack.push(...value)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      const keys = Object.keys(record)
      const isLink = typeof record.text === 'string' && keys.every((k) => linkKeys.has(k))
      const isMenuItem = typeof record.label === 'string' && keys.every((k) => k === 'label' || k === 'href' || k === 'children')
      const href = record.href
      if ((isLink || isMenuItem) && typeof href === 'string' && internalPath(href) === href.replace(/(.)\/+$/, '$1')) {
        const id = pageAt(internalPath(href)!)
        if (id) {
          record.to = { kind: 'page', id }
          changed++
        }
      }
      for (const key of keys) if (typeof record[key] === 'object') stack.push(record[key])
    }
  }
  return changed
}

/**
 * Turn internal paths into page ids in every page draft, saved and published version and menu, per site, where the
 * path is a page of that site (its published path first, then its draft's). Runs in migration 0033 and after the
 * demo seed; running it again changes nothing more.
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
  const resolver = (siteId: string) => (path: string) => bySite.get(siteId)?.get(path)
  let total = 0
  const rewrite = (text: string, siteId: string): string | undefined => {
    if (!text.includes('"href"')) return undefined
    const doc = JSON.parse(text) as unknown
    const n = linkPathsToIds(doc, resolver(siteId))
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
    const items = rewrite(m.items, m.site_id)
    if (items) await db.updateTable('menus').set({ items }).where('id', '=', m.id).execute()
  }
  return total
}
