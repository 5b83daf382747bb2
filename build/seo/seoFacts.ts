import { z } from 'zod'
import type { PageSeo } from '../../catalogue/model/pageSeo.ts'
import type { Site } from '../../catalogue/model/site.ts'
import { absoluteUrl } from './siteOrigins.ts'

/**
 * What the build keeps of each page for its sitemap and its pre-publish checks, made by the render worker from the
 * page's own fields whether or not it renders the page, and carried to the next build for pages it reuses unread.
 * A build of 100,000 pages holds and writes one a page, so what is usual is left out:
 *   title          as search results show it (the page's SEO title when set)
 *   description    absent when empty
 *   canonical      the absolute canonical URL, only when it is not the page's own
 *   noindex        kept out of search results: asked for, or on a site only signed-in agents see
 *   image          the social card has an image
 *   lastmod        when the page was published (the build's source lists it), ISO 8601
 */
export const SeoFacts = z
  .object({ title: z.string(), description: z.string().optional(), canonical: z.string().optional(), noindex: z.literal(true).optional(), image: z.literal(true).optional(), lastmod: z.string().optional() })
  .strict()
export type SeoFacts = z.infer<typeof SeoFacts>

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
const mediaValue = '{"url":"'
const mediaValueBytes = Buffer.from(mediaValue)

export function heroImage(bytes: Buffer | string): string | undefined {
  // A Buffer searched for a string would encode the string on every call.
  const at = typeof bytes === 'string' ? bytes.indexOf(mediaValue) : bytes.indexOf(mediaValueBytes)
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
  const canonical = page.seo?.canonical ? absoluteUrl(origin, page.seo.canonical) : undefined
  const facts: SeoFacts = { title: page.seo?.title || String(page.title ?? '') }
  if (typeof page.description === 'string' && page.description) facts.description = page.description
  if (canonical !== undefined && canonical !== absoluteUrl(origin, String(page.path))) facts.canonical = canonical
  if (page.seo?.noindex || agentOnly(site)) facts.noindex = true
  if (page.seo?.image || hero) facts.image = true
  return facts
}
