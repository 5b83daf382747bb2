import type { HeadTag, RenderTree } from '../../catalogue/index.ts'
import type { z } from 'zod'

export interface SitePayload {
  id: string
  slug: string
  name: string
  layout: string
  locale: string
  menu: { label: string; href: string }[]
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
  }
  tree: RenderTree
}
