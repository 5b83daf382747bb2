/**
 * A page's search and social head, worked out by the build (build/seo/pageSeoHead.ts) and written into the page's
 * <head> by seoHeadHtml. Every URL is absolute; values are plain text, escaped where they are written.
 */
export interface SeoHead {
  /** The <title>, the site's pattern applied. */
  title: string
  description: string
  canonical: string
  /** `noindex` keeps the page out of search results. */
  robots?: string
  /** Open Graph (`property`) and Twitter card (`name`) tags, in order. */
  meta: { key: 'property' | 'name'; name: string; content: string }[]
  /** The page's translations, each with its language, and `x-default`. */
  alternates: { hreflang: string; href: string }[]
  /** schema.org objects, one script each. */
  jsonLd: Record<string, unknown>[]
}
