import type { PageSeo } from '../../catalogue/model/pageSeo.ts'
import type { Site } from '../../catalogue/model/site.ts'
import { absoluteUrl } from './siteOrigins.ts'

/**
 * What the build keeps of each page for its sitemap and its pre-publish checks, made by the render worker from the
 * page's own fields whether or not it renders the page, and carried to the next build for pages it reuses unread.
 *   title, description   as the page has them (its SEO title when set)
 *   canonical            the absolute canonical URL
 *   own                  whether the canonical is the page's own URL
 *   noindex              kept out of search results: asked for, or on a site only signed-in agents see
 *   image                whether the social card has an image
 *   lastmod              when the page was published (the build's source lists it), ISO 8601; may be absent
 */
export interface SeoFacts {
  title: string
  description: string
  canonical: string
  own: boolean
  noindex: boolean
  image: boolean
  lastmod?: string
}

/** A page's fields the facts come from: a page's JSON as parsed, possibly without its elements. */
export interface SeoSource {
  path?: unknown
  title?: unknown
  description?: unknown
  seo?: Partial<PageSeo>
}

/** Sites whose pages only signed-in travel agents see: never in a sitemap or a search result. */
export const agentOnly = (site: Pick<Site, 'kind'>): boolean => site.kind === 'agent-portal'

/**
 * The page's first image (its hero, in the usual layout), from its JSON text: the first media value there.
 * Found by a search of the bytes rather than a walk of the elements, which the fragment cache may never decode.
 */
export function heroImage(bytes: Buffer | string): string | undefined {
  const at = bytes.indexOf('{"url":"')
  if (at < 0) return undefined
  const start = at + 7
  const end = bytes.indexOf('"', start + 1)
  if (end < 0) return undefined
  const literal = typeof bytes === 'string' ? bytes.slice(start, end + 1) : bytes.toString('utf8', start, end + 1)
  try {
    const url = JSON.parse(literal) as string
    return url || undefined
  } catch {
    return undefined
  }
}

export function seoFacts(page: SeoSource, site: Site, hero: string | undefined): SeoFacts {
  const origin = site.seo?.origin ?? ''
  const path = String(page.path)
  const own = absoluteUrl(origin, path)
  const canonical = page.seo?.canonical ? absoluteUrl(origin, page.seo.canonical) : own
  return {
    title: page.seo?.title || String(page.title ?? ''),
    description: typeof page.description === 'string' ? page.description : '',
    canonical,
    own: canonical === own,
    noindex: Boolean(page.seo?.noindex) || agentOnly(site),
    image: Boolean(page.seo?.image || hero),
  }
}
