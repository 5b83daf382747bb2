import { resolveElements } from '../catalogue/blocks/resolveElements.ts'
import type { Page } from '../catalogue/model/page.ts'
import type { Menu, Site } from '../catalogue/model/site.ts'
import type { PagePayload, SitePayload } from '../site/payload/PagePayload.ts'

/** A page's payload: what it renders from, resolved once at build time. Throws ContentError on bad content. */
export function toPayload(page: Page, site: Site, menus: readonly Menu[], buildId: string): PagePayload {
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
      head: page.head,
    },
    tree: resolveElements(page.elements, `${site.slug}${page.path}`),
  }
}

export function toSitePayload(site: Site, menus: readonly Menu[]): SitePayload {
  const main = menus.find((m) => m.site_id === site.id && m.name === 'main')
  return { id: site.id, slug: site.slug, name: site.name, layout: site.layout, locale: site.locales[0] ?? 'en', menu: main?.items ?? [] }
}
