import { resolveElements } from '../catalogue/blocks/resolveElements.ts'
import type { RenderTree } from '../catalogue/blocks/renderTree.ts'
import type { HeadTagRule } from '../catalogue/model/entities/headTagRule.ts'
import type { Page } from '../catalogue/model/page.ts'
import type { Menu, Site } from '../catalogue/model/site.ts'
import type { PagePayload, SitePayload } from '../site/payload/PagePayload.ts'
import { attachBlockData, type DataContext } from './data/blockData.ts'
import { attachImageSources } from './images/attachImageSources.ts'
import type { ImageLookup } from './images/imageLookup.ts'

/** The site-wide head tag rules that apply to a path: enabled, for this site or every site, prefix matching. */
export function headTagsFor(rules: readonly HeadTagRule[], siteId: string, path: string): HeadTagRule['tag'][] {
  return rules
    .filter((r) => r.enabled && (r.site_id === null || r.site_id === siteId) && (r.pathPrefix === '/' || path === r.pathPrefix || path.startsWith(`${r.pathPrefix.replace(/\/$/, '')}/`)))
    .map((r) => r.tag)
}

/**
 * A page's payload: what it renders from, resolved once at build time (database blocks' records and query
 * results included, and the derived files of its local images when the build has them). Throws ContentError on bad content.
 */
export function toPayload(page: Page, site: Site, menus: readonly Menu[], buildId: string, data?: Omit<DataContext, 'siteId' | 'locale'>, images?: ImageLookup): PagePayload {
  const tree = resolveTree(page.elements, page, site, data, images)
  return {
    buildId,
    site: toSitePayload(site, menus),
    page: {
      id: page.id,
      path: page.path,
      title: page.title,
      description: page.description,
      layout: page.layout,
      locale: page.locale,
      tags: page.tags,
      head: data ? [...page.head, ...headTagsFor(data.meta.headTags, site.id, page.path)] : page.head,
    },
    tree,
  }
}

/** What elements of a page render from: resolved, with their records and image files. The page's tree is its elements' trees joined. */
export function resolveTree(elements: readonly Page['elements'][number][], page: Pick<Page, 'path' | 'locale'>, site: Site, data?: Omit<DataContext, 'siteId' | 'locale'>, images?: ImageLookup): RenderTree {
  const tree = resolveElements(elements, `${site.slug}${page.path}`)
  if (data) attachBlockData(tree.nodes, { ...data, siteId: site.id, locale: page.locale })
  if (images) attachImageSources(tree.nodes, images)
  return tree
}

export function toSitePayload(site: Site, menus: readonly Menu[]): SitePayload {
  const main = menus.find((m) => m.site_id === site.id && m.name === 'main')
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    layout: site.layout,
    locale: site.locales[0] ?? 'en',
    menu: main?.items ?? [],
    ...(site.domainRedirect ? { domainRedirect: site.domainRedirect } : {}),
  }
}
