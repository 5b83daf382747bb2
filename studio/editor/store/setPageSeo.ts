import type { Page } from '../../../catalogue/model/page.ts'
import { PageSeo } from '../../../catalogue/model/pageSeo.ts'

/** Changes some of the page's search and social settings; the others keep their values, or their defaults. */
export function setPageSeo(page: Page, seo: Partial<PageSeo>): Page {
  return { ...page, seo: { ...PageSeo.parse({}), ...page.seo, ...seo } }
}
