import type { Kysely } from 'kysely'
import { getBlockDefinition } from '../../catalogue/blocks/definitions.ts'
import { linkTargetsIn, type LinkTarget } from '../../catalogue/fields/linkTarget.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { PageProblem } from '../../catalogue/model/pageProblems.ts'
import type { Db } from '../db/openDatabase.ts'

interface Found {
  to: LinkTarget
  href: string
  element: string
  block: string
  field: string
}

function linksOf(elements: readonly Element[], into: Found[] = []): Found[] {
  for (const element of elements) {
    let definition: ReturnType<typeof getBlockDefinition> | undefined
    try {
      definition = element.component ? getBlockDefinition(element.component) : undefined
    } catch {
      // A block no longer in the catalogue is named by its component; the schema check reports it.
    }
    const block = element.label || definition?.name || element.component || 'Group'
    for (const field of element.fields) {
      const label = (definition?.fields as Record<string, { meta?: { label?: string } }> | undefined)?.[field.name]?.meta?.label ?? field.name
      for (const link of linkTargetsIn(field.value)) into.push({ to: link.to, href: link.href, element: element.id, block, field: label })
    }
    linksOf(element.elements, into)
  }
  return into
}


/**
 * The pre-publish problems of a page's links by identity: a page or blog post link whose target was deleted, is not
 * published (out) or belongs to another site, and an upload that is gone or another site's. Each names the block and the field by their labels
 * and says how to fix it.
 */
export async function linkTargetProblems(db: Db, page: Pick<Page, 'elements'>, siteId: string): Promise<PageProblem[]> {
  const [own, menus] = await Promise.all([pageLinkProblems(db, page, siteId), menuLinkProblems(db, siteId)])
  return [...own, ...menus]
}

/**
 * The site's menus are on every page of it: an item opening a page or blog post deleted, not published (out) or of
 * another site is a problem of each page, named by its menu and its label, with the menu's form as where to fix it.
 */
async function menuLinkProblems(db: Db, siteId: string): Promise<PageProblem[]> {
  const menus = await db.kysely.selectFrom('menus').select(['id', 'name', 'items']).where('site_id', '=', siteId).where('items', 'like', '%"to":{%').execute()
  const links = menus.flatMap((m) => linkTargetsIn(JSON.parse(m.items) as unknown).map((l) => ({ ...l, menu: m.name, menuId: m.id, label: String(l.owner.label) })))
  const idsOf = (kind: string) => [...new Set(links.filter((l) => l.to.kind === kind).map((l) => l.to.id))]
  const pageIds = idsOf('page')
  const postIds = idsOf('post')
  if (!pageIds.length && !postIds.length) return []
  const pages = pageIds.length ? await db.kysely.selectFrom('pages').select(['id', 'site_id', 'title', 'path', 'published_version_id']).where('id', 'in', pageIds).execute() : []
  const byId = new Map(pages.map((p) => [p.id, p]))
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const records = db.kysely as unknown as Kysely<any>
  const posts = new Map<string, { site_id: string; title: string; published_at: string | null }>()
  if (postIds.length) for (const r of await records.selectFrom('posts').select(['id', 'site_id', 'title', 'published_at']).where('id', 'in', postIds).execute()) posts.set(String(r.id), r as { site_id: string; title: string; published_at: string | null })
  const now = new Date().toISOString()
  const problems: PageProblem[] = []
  for (const link of links) {
    const where = `The item “${link.label}” of the menu “${link.menu}”`
    let message: string | undefined
    if (link.to.kind === 'page') {
      const target = byId.get(link.to.id)
      if (!target) message = `${where} opens a page that has been deleted. In Menus, pick another page for it, or remove the item.`
      else if (target.site_id !== siteId) message = `${where} opens a page of another site. In Menus, pick a page of this site for it, or type the other site’s full address.`
      else if (!target.published_version_id) message = `${where} opens the page “${target.title}” (${target.path}), which is not published. Publish that page first, or pick another page for the item in Menus.`
    } else if (link.to.kind === 'post') {
      const post = posts.get(link.to.id)
      if (!post) message = `${where} opens a blog post that has been deleted. In Menus, pick another post or page for it, or remove the item.`
      else if (post.site_id !== siteId) message = `${where} opens a blog post of another site. In Menus, pick a post of this site for it, or type the other site’s full address.`
      else if (!post.published_at || post.published_at > now) message = `${where} opens the blog post “${post.title}”, which is not out yet. Give the post a publish date that has come, or pick another post for the item in Menus.`
    }
    if (message) problems.push({ kind: 'broken-link', message, block: `Menu “${link.menu}”`, href: link.href, fix: { at: 'record', collection: 'menus', id: link.menuId, name: link.menu, key: 'items' } })
  }
  return problems
}

async function pageLinkProblems(db: Db, page: Pick<Page, 'elements'>, siteId: string): Promise<PageProblem[]> {
  const links = linksOf(page.elements)
  if (!links.length) return []
  const pageIds = [...new Set(links.filter((l) => l.to.kind === 'page').map((l) => l.to.id))]
  const pages = pageIds.length ? await db.kysely.selectFrom('pages').select(['id', 'site_id', 'title', 'path', 'published_version_id', 'published_path']).where('id', 'in', pageIds).execute() : []
  const byId = new Map(pages.map((p) => [p.id, p]))
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const records = db.kysely as unknown as Kysely<any>
  const idsOf = (kind: string) => [...new Set(links.filter((l) => l.to.kind === kind).map((l) => l.to.id))]
  const mediaIds = idsOf('media')
  const media = new Map<string, string | null>()
  if (mediaIds.length) for (const r of await records.selectFrom('media').select(['id', 'site_id']).where('id', 'in', mediaIds).execute()) media.set(String(r.id), (r.site_id as string | null) ?? null)
  const postIds = idsOf('post')
  const posts = new Map<string, { site_id: string; title: string; published_at: string | null }>()
  if (postIds.length) for (const r of await records.selectFrom('posts').select(['id', 'site_id', 'title', 'published_at']).where('id', 'in', postIds).execute()) posts.set(String(r.id), r as { site_id: string; title: string; published_at: string | null })
  const now = new Date().toISOString()
  const problems: PageProblem[] = []
  for (const link of links) {
    const where = `The “${link.field}” link in “${link.block}”`
    let message: string | undefined
    if (link.to.kind === 'page') {
      const target = byId.get(link.to.id)
      if (!target) message = `${where} opens a page that has been deleted. Pick another page in the link’s page picker, or remove the link.`
      else if (target.site_id !== siteId) message = `${where} opens a page of another site. Pick a page of this site, or write the other site’s full address.`
      else if (!target.published_version_id) message = `${where} opens the page “${target.title}” (${target.path}), which is not published. Publish that page first, or pick another page.`
    } else if (link.to.kind === 'post') {
      const post = posts.get(link.to.id)
      if (!post) message = `${where} opens a blog post that has been deleted. Pick another post in the link’s picker, or remove the link.`
      else if (post.site_id !== siteId) message = `${where} opens a blog post of another site. Pick a post of this site, or write the other site’s full address.`
      else if (!post.published_at || post.published_at > now) message = `${where} opens the blog post “${post.title}”, which is not out yet. Give the post a publish date that has come, or pick another post.`
    } else if (!media.has(link.to.id)) message = `${where} opens a file that has been deleted from the media library. Pick another file, or remove the link.`
    else if (media.get(link.to.id) !== null && media.get(link.to.id) !== siteId) message = `${where} opens a file of another site’s media library. Pick a file of this site, or remove the link.`
    if (message) problems.push({ kind: 'broken-link', message, element: link.element, block: link.block, href: link.href })
  }
  return problems
}
