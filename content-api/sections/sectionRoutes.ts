import { Hono } from 'hono'
import type { Section } from '../../catalogue/model/entities/section.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import { getRecord } from '../entities/entityStore.ts'
import { ApiError } from '../http/ApiError.ts'
import { siteScope } from '../http/parseInput.ts'
import { sections } from './sectionEntity.ts'
import { sectionUsage } from './sectionUsage.ts'

/**
 * GET /api/sections/:id/usage: the pages placing a section, and which of them a change rebuilds (the published
 * ones). Seen as the section is: a one-site editor learns only of their own sites' pages.
 */
export function sectionRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/:id/usage', async (c) => {
    const actor = requireCan(c, 'content:read')
    const id = c.req.param('id')
    const stored = await getRecord<Section>(db, sections, id)
    const scope = siteScope(c)
    if (!stored || (scope && stored.doc.site_id && stored.doc.site_id !== scope) || !mayUseSite(actor, stored.doc.site_id)) throw new ApiError(404, `No section with id '${id}'`)
    const usage = await sectionUsage(db, id)
    const pages = usage.pages.filter((p) => mayUseSite(actor, p.site_id))
    return c.json({ pages, total: usage.total - (usage.pages.length - pages.length) })
  })
  return routes
}
