import { z } from 'zod'
import { SafeUrl, sitePathPattern } from '../fields/safeUrl.ts'

/** An absolute http(s) URL: canonical links and site origins are read by search engines, which follow nothing else. */
const HttpUrl = SafeUrl.refine((url) => /^https?:\/\/[^/?#\s]+/i.test(url), 'must be an absolute http:// or https:// address, such as https://www.example.com/rooms')

/**
 * How search engines and social networks see a page; every field may stay empty, then the page's own title,
 * description and hero image are used (see build/seo/pageSeoHead.ts).
 */
export const PageSeo = z
  .object({
    /** The title in search results and social cards, instead of the page title; the site's pattern still applies. */
    title: z.string().max(300, 'must be at most 300 characters').default(''),
    /** Another page this one copies, as a site path ('/rooms') or an address; empty for the page itself. */
    canonical: z.union([z.literal(''), z.string().regex(sitePathPattern, "must be a site path such as '/rooms' or an address such as https://www.example.com/rooms"), HttpUrl]).default(''),
    /** Kept out of search results and the sitemap. */
    noindex: z.boolean().default(false),
    /** The social card's image instead of the page's hero; the build makes a 1200×630 copy of an uploaded one. */
    image: z.union([z.literal(''), SafeUrl]).default(''),
  })
  .strict()
export type PageSeo = z.infer<typeof PageSeo>

/** A site's search and social settings. */
export const SiteSeo = z
  .object({
    /** The site's public address (scheme and host, no path): canonical links and the sitemap use it; set per deployment otherwise. */
    origin: z.union([z.literal(''), HttpUrl.refine((url) => !/^https?:\/\/[^/]+\/./.test(url), 'must be only the scheme and host, such as https://www.example.com')]).default(''),
    /** The <title> pattern: {page} is the page's title, {site} the site's name; '{page} | {site}' adds the site's name. */
    titlePattern: z.string().max(200, 'must be at most 200 characters').refine((p) => p.includes('{page}'), "must hold {page}, such as '{page} | {site}'").default('{page}'),
    /** The logo search engines show for the site (Organization). */
    logo: z.union([z.literal(''), SafeUrl]).default(''),
  })
  .strict()
export type SiteSeo = z.infer<typeof SiteSeo>

/**
 * A published page that has translations or is one: `group` is the id of the page translated from (the source's
 * own id for the source), so a page's alternates are the pages of its group. Only such pages are listed.
 */
export const PublishedTranslation = z
  .object({ page_id: z.string(), site_id: z.string(), path: z.string(), locale: z.string(), group: z.string() })
  .strict()
export type PublishedTranslation = z.infer<typeof PublishedTranslation>
