import type { HeadTag, RenderTree } from '../../catalogue/index.ts'
import type { z } from 'zod'
import type { seoHeadHtmlKey } from './SeoHead.ts'

export interface SitePayload {
  id: string
  slug: string
  name: string
  layout: string
  locale: string
  menu: MenuLink[]
  /** Sends this site's visitors to another brand's host: every path, or only paths holding a keyword. */
  domainRedirect?: { toHost: string; pathKeywords: string[] }
}

export interface MenuLink {
  label: string
  href: string
  children?: MenuLink[]
}

/** An error screen instead of content: 404 shows the not-found screen, any other status the catch-all one. */
export interface PayloadError {
  status: number
  message: string
  stack?: string
}

/**
 * Everything a page needs to render, and nothing more: written by the build as `{path}/_payload.json`,
 * embedded in the page's HTML for hydration, and fetched on client navigation.
 */
export interface PagePayload {
  buildId: string
  site: SitePayload
  page: {
    id: string
    path: string
    title: string
    description: string
    layout: string
    locale: string
    tags: string[]
    head: z.infer<typeof HeadTag>[]
    /** The title and description as search results show them; content pages of a build have them, previews do not. */
    seo?: { title: string; description: string }
    /** The page's search and social head tags as HTML, outside its JSON (see SeoHead.ts). */
    [seoHeadHtmlKey]?: string
  }
  tree: RenderTree
  /** What the page shows besides content: an error screen, or one of the site's own tool pages. */
  view?: 'debug' | 'cookbook'
  error?: PayloadError
  /** Set when rendering a release preview: the release whose content is shown. */
  release?: { id: string; name: string }
}
