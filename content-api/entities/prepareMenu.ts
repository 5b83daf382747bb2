import type { Kysely } from 'kysely'
import { checkUrl } from '../../catalogue/fields/checkUrl.ts'
import { postPath } from '../../catalogue/model/entities/post.ts'
import { Menu, type MenuItem } from '../../catalogue/model/site.ts'
import { invalid, type Issue } from '../http/ApiError.ts'
import type { WriteContext } from './EntityConfig.ts'

interface Placed {
  item: MenuItem
  at: string
}

function placed(items: readonly MenuItem[], at: string, into: Placed[] = []): Placed[] {
  items.forEach((item, i) => {
    into.push({ item, at: `${at}.${i}` })
    if (item.children) placed(item.children, `${at}.${i}.children`, into)
  })
  return into
}

/** The pages and posts a menu's items open by identity, as `page:<id>` and `post:<id>`. */
const targetKeys = (items: readonly MenuItem[]): Set<string> => new Set(placed(items, '').flatMap(({ item }) => (item.to ? [`${item.to.kind}:${item.to.id}`] : [])))

/**
 * A menu's links are checked like link fields on save (no javascript:, data: and the like), and an item picked by
 * identity must open a page or a blog post of the menu's own site: an unknown id or another site's page or post is
 * refused, naming the item by its label. An item that already opened a page or post since deleted is let through (so
 * the menu's other items can still be edited): the pre-publish checks name it. The item's address becomes its
 * target's current one (a post's is /blog/{slug}).
 * Stored menus still load as they are (the site leaves an unsafe one unlinked, see MenuList), so nothing stored is lost.
 */
export async function prepareMenu(body: Record<string, unknown>, ctx?: WriteContext<Menu>): Promise<{ doc: Menu }> {
  const doc = Menu.parse(body)
  const issues: Issue[] = []
  const all = placed(doc.items, 'items')
  for (const { item, at } of all) {
    const checked = checkUrl(item.href)
    if (!checked.ok) issues.push({ path: `${at}.href`, message: `menu item '${item.label}': unsafe URL: ${checked.reason}` })
  }
  const linked = all.filter((p) => p.item.to)
  if (linked.length && ctx) {
    const idsOf = (kind: string) => [...new Set(linked.filter((p) => p.item.to!.kind === kind).map((p) => p.item.to!.id))]
    const pageIds = idsOf('page')
    const postIds = idsOf('post')
    const pages = pageIds.length ? await ctx.db.kysely.selectFrom('pages').select(['id', 'site_id', 'path', 'published_path', 'published_version_id']).where('id', 'in', pageIds).execute() : []
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const posts = postIds.length ? ((await (ctx.db.kysely as unknown as Kysely<any>).selectFrom('posts').select(['id', 'site_id', 'slug']).where('id', 'in', postIds).execute()) as { id: string; site_id: string; slug: string }[]) : []
    const byId = new Map(pages.map((p) => [p.id, p]))
    const postById = new Map(posts.map((p) => [p.id, p]))
    const before = ctx.existing ? targetKeys(ctx.existing.items) : new Set<string>()
    for (const { item, at } of linked) {
      const to = item.to!
      const known = before.has(`${to.kind}:${to.id}`)
      if (to.kind === 'post') {
        const post = postById.get(to.id)
        if (post && post.site_id !== doc.site_id) issues.push({ path: `${at}.to`, message: `menu item '${item.label}' opens a blog post of another site: pick a post of this site, or type the other site's full address` })
        else if (!post && !known) issues.push({ path: `${at}.to`, message: `menu item '${item.label}' opens a blog post that does not exist: pick the post again` })
        else if (post && !issues.length) item.href = postPath(post.slug)
        continue
      }
      const page = byId.get(to.id)
      if (to.kind !== 'page') issues.push({ path: `${at}.to`, message: `menu item '${item.label}' can open a page or a blog post of this site or an address, not a file: pick a page or a post, or type its address` })
      else if (page && page.site_id !== doc.site_id) issues.push({ path: `${at}.to`, message: `menu item '${item.label}' opens a page of another site: pick a page of this site, or type the other site's full address` })
      else if (!page && !known) issues.push({ path: `${at}.to`, message: `menu item '${item.label}' opens a page that does not exist: pick the page again` })
      else if (page && !issues.length) item.href = page.published_version_id && page.published_path ? page.published_path : page.path
    }
  }
  if (issues.length) throw invalid(`Menu '${doc.name}'`, issues)
  return { doc }
}
