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
  /** schema.org objects as JSON text, already safe inside a script element (see escapeScriptJson); one script each. */
  jsonLd: string[]
}

/**
 * Where the build hangs a content page's head HTML (seoHeadHtml) on its payload's `page`, for onRenderHtml. A
 * symbol, so JSON.stringify leaves it out: the tags are in the page's HTML once, not again in its payload script
 * and _payload.json, which only carry the title and description client navigation shows (`page.seo`).
 */
export const seoHeadHtmlKey: unique symbol = Symbol.for('voix.seoHeadHtml') as never
