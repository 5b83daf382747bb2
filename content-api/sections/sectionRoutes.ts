import { Hono, type Context } from 'hono'
import { SectionVersionQuery, type Section } from '../../catalogue/model/entities/section.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { updateEntity, visible } from '../entities/entityRoutes.ts'
import { getRecord, type Stored } from '../entities/entityStore.ts'
import { ApiError } from '../http/ApiError.ts'
import { readQuery, requireIfMatch, siteScope } from '../http/parseInput.ts'
import { sections } from './sectionEntity.ts'
import { sectionUsage } from './sectionUsage.ts'
import { getSectionVersion, listSectionVersions } from './sectionVersions.ts'

/** A version number in a URL: a whole number from 1, or a 400 naming it. */
function versionParam(c: Context<ApiEnv>): number {
  const raw = c.req.param('version') ?? ''
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new ApiError(400, `The version '${raw.slice(0, 40)}' is not a version number: use one of the numbers GET /api/sections/{id}/versions lists`, { issues: [{ path: 'version', message: 'must be a whole number from 1' }] })
  return Number(raw)
}

/**
 * Sections beyond their record routes: GET /api/sections/:id/usage, the pages placing a section and which of them a
 * change rebuilds (the published ones); GET /api/sections/:id/versions, every save of it, newest first; POST
 * /api/sections/:id/versions/:version/restore, a new save of that version's content. Seen as the section is: a
 * one-site editor learns only of their own sites' sections and pages. `onChange` starts the build a save starts.
 */
export function sectionRoutes(db: Db, onChange: () => Promise<unknown> = async () => undefined): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const config = sections as unknown as EntityConfig
  const load = async (c: Context<ApiEnv>) => visible(config, c, await getRecord(db, config, c.req.param('id')!), c.req.param('id')!) as unknown as Stored<Section>

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

  routes.get('/:id/versions', async (c) => {
    requireCan(c, 'content:read')
    const { limit, offset } = readQuery(c, SectionVersionQuery)
    const stored = await load(c)
    const { items, total } = await listSectionVersions(db, stored.doc.id, limit, offset)
    return c.json({ items, total, limit, offset })
  })

  // A restore is a save like any other (checked, If-Match, a build after): the history only grows.
  routes.post('/:id/versions/:version/restore', async (c) => {
    requireCan(c, 'content:write')
    requireIfMatch(c)
    const version = versionParam(c)
    const stored = await load(c)
    const kept = await getSectionVersion(db, stored.doc.id, version)
    if (!kept) throw new ApiError(404, `The section '${stored.doc.name}' has no version ${version}: it is at version ${stored.version}; pick one GET /api/sections/${stored.doc.id}/versions lists`)
    const { id: _id, ...body } = kept
    return c.json({ ...(await updateEntity(config, db, c, stored.doc.id, body, onChange)), restored: version })
  })
  return routes
}
