import { Menu, Site, type MenuItem } from '../../catalogue/model/site.ts'
import type { z } from 'zod'
import type { Db } from '../db/openDatabase.ts'

const now = () => new Date().toISOString()

export async function listSites(db: Db): Promise<Site[]> {
  const rows = await db.kysely.selectFrom('sites').select('document').orderBy('slug').execute()
  return rows.map((r) => Site.parse(JSON.parse(r.document)))
}

export async function createSite(db: Db, input: z.input<typeof Site>): Promise<Site> {
  const site = Site.parse(input)
  const at = now()
  await db.kysely
    .insertInto('sites')
    .values({ id: site.id, slug: site.slug, name: site.name, kind: site.kind, layout: site.layout, document: JSON.stringify(site), version: 1, created_at: at, updated_at: at })
    .execute()
  return site
}

export async function createMenu(db: Db, siteId: string, name: string, items: z.input<typeof MenuItem>[]): Promise<Menu> {
  const menu = Menu.parse({ id: `${siteId}-${name}`, site_id: siteId, name, items })
  const at = now()
  await db.kysely
    .insertInto('menus')
    .values({ id: menu.id, site_id: siteId, name, items: JSON.stringify(menu.items), version: 1, created_at: at, updated_at: at })
    .execute()
  return menu
}

export async function listMenus(db: Db): Promise<Menu[]> {
  const rows = await db.kysely.selectFrom('menus').selectAll().orderBy('id').execute()
  return rows.map((r) => Menu.parse({ id: r.id, site_id: r.site_id, name: r.name, items: JSON.parse(r.items) }))
}
