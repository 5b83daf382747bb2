import type { Menu, Site } from '../../../catalogue/model/site.ts'
import type { PreviewSite } from '../../../catalogue/sync/syncMessages.ts'

/** The site around a previewed page as the built site shows it: its first locale and its main menu. */
export function previewSiteOf(site: Site, menus: readonly Menu[]): PreviewSite {
  const main = menus.find((m) => m.site_id === site.id && m.name === 'main')
  return { id: site.id, slug: site.slug, name: site.name, layout: site.layout, locale: site.locales[0] ?? 'en', menu: main?.items ?? [] }
}
