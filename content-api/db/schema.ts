import type { Generated } from 'kysely'

/**
 * Table shapes as Kysely sees them. JSON documents are stored as text in both dialects: the content is
 * always parsed with the catalogue's zod schemas on load, so the database never has to understand it.
 */
export interface SitesTable {
  id: string
  slug: string
  name: string
  kind: string
  layout: string
  /** JSON: the whole Site record. */
  document: string
  version: number
  created_at: string
  updated_at: string
}

export interface PagesTable {
  id: string
  site_id: string
  path: string
  locale: string
  title: string
  /** JSON: the working draft (a Page). */
  draft: string
  published_version_id: string | null
  version: number
  created_at: string
  updated_at: string
}

export interface PageVersionsTable {
  id: string
  page_id: string
  /** 'saved' (kept for later) or 'published' (immutable snapshot). */
  kind: string
  name: string
  document: string
  created_at: string
  seq: Generated<number>
}

export interface MenusTable {
  id: string
  site_id: string
  name: string
  items: string
  version: number
  created_at: string
  updated_at: string
}

export interface Database {
  sites: SitesTable
  pages: PagesTable
  page_versions: PageVersionsTable
  menus: MenusTable
}
