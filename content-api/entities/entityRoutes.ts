import { Hono, type Context } from 'hono'
import { newId } from '../../catalogue/model/ids.ts'
import type { ApiEnv } from '../auth/guard.ts'
import { requireCan } from '../auth/guard.ts'
import { mayUseSite, type Actor } from '../auth/permissions.ts'
import { requireChangeSite } from '../auth/siteAccess.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, readJson, readQuery, requireIfMatch, siteScope } from '../http/parseInput.ts'
import type { EntityConfig } from './EntityConfig.ts'
import { deleteRecord, getRecord, insertRecord, listRecords, present, updateRecord, type Stored } from './entityStore.ts'
import { dependentsOf } from './dependents.ts'
import { listQuerySchema } from './listQuery.ts'

type Doc = { id: string; site_id?: string | null }

const siteOf = (config: EntityConfig, doc: Doc) => (config.site === 'self' ? doc.id : config.site === 'none' ? null : (doc.site_id ?? null))

/** A record for no one site (`site_id: null`) reaches every site: only a user with every site may write one. */
export function checkAllSites(actor: Actor, label: string): void {
  requireChangeSite(actor, null, label)
}

/**
 * Throws 400 when the document names a site that does not exist, 403 when the actor may not work on it, or
 * when it names none (every site) and the actor is limited to some.
 */
export async function checkSite(db: Db, actor: Actor, siteId: string | null, label = 'record'): Promise<void> {
  requireChangeSite(actor, siteId, label)
  if (!siteId) return
  const found = await db.kysely.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst()
  if (!found) throw new ApiError(400, `The body is not valid: site_id: no site with id '${siteId}'`, { issues: [{ path: 'site_id', message: `no site with id '${siteId}'` }] })
}

/** A record outside the request's site scope or the actor's sites is answered as missing: ids of other sites reveal nothing. */
export function visible(config: EntityConfig, c: Context<ApiEnv>, stored: Stored<Doc> | undefined, id: string): Stored<Doc> {
  const site = stored && siteOf(config, stored.doc)
  const scope = siteScope(c)
  const actor = c.get('actor')
  if (!stored || (scope && site && site !== scope) || (actor && !mayUseSite(actor, site))) throw new ApiError(404, `No ${config.label} with id '${id}'`)
  return stored
}

async function prepare(config: EntityConfig, body: Record<string, unknown>, ctx: { db: Db; actor: Actor; existing?: Doc; id: string }) {
  if (config.prepare) {
    const { doc, extra } = await config.prepare({ ...body, id: ctx.id }, ctx)
    return { doc: config.schema.parse(doc), extra }
  }
  return { doc: config.schema.parse({ ...body, id: ctx.id }), extra: undefined }
}

/**
 * An update of a record (its body without id and version), with If-Match, as PUT /api/<name>/:id makes it: seen only
 * where the record may be read, checked by the entity's `prepare`, both sites checked, the compare and the write one
 * statement. Sets the ETag and answers the stored record; routes that store an earlier body again (a restore) share it.
 */
export async function updateEntity(config: EntityConfig, db: Db, c: Context<ApiEnv>, id: string, body: Record<string, unknown>, changed: () => Promise<unknown>) {
  const actor = requireCan(c, config.write)
  const expected = requireIfMatch(c)
  const existing = visible(config, c, await getRecord(db, config, id), id)
  const { doc, extra } = await prepare(config, body, { db, actor, existing: existing.doc, id })
  if (config.site !== 'self' && config.site !== 'none') {
    // Both where the record was and where it goes: moving a record for every site into one's own is a change to every site.
    requireChangeSite(actor, siteOf(config, existing.doc), config.label)
    await checkSite(db, actor, siteOf(config, doc), config.label)
  }
  const guard = config.guard && ((tx: Db) => config.guard!(tx, { id, existing: existing.doc, doc, extra, actor }))
  const stored = await updateRecord(db, config, id, expected, doc, extra, guard)
  await config.afterWrite?.(db, { before: existing.doc, after: stored.doc, version: stored.version, actor })
  await changed()
  c.header('ETag', etag(stored.version))
  return present(stored)
}

/** List, read, create, update and delete for one entity, with If-Match on every change. */
export function entityRoutes(config: EntityConfig, db: Db, onChange?: () => Promise<unknown>): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const changed = async () => {
    if (onChange) await onChange()
  }
  const shown = (c: Context<ApiEnv>, stored: Stored<Doc>) => {
    const answer = present(stored)
    return config.redact ? { ...answer, ...config.redact(answer, c.get('actor')) } : answer
  }
  const allowRead = (c: Context<ApiEnv>) => (config.read === 'public' ? undefined : requireCan(c, config.read))

  routes.get('/', async (c) => {
    allowRead(c)
    const query = readQuery(c, listQuerySchema(config))
    const scope = siteScope(c)
    const actor = c.get('actor')
    if (scope && config.site !== 'none') query.filters[config.site === 'self' ? 'id' : 'site_id'] ??= scope
    const result = await listRecords(db, config, { ...query, sites: actor && actor.sites.length && config.site !== 'none' ? actor.sites : undefined })
    return c.json({ ...result, items: result.items.map((stored) => shown(c, stored)) })
  })

  // What uses the record, for the studio to name before a delete; the same visibility as reading the record.
  routes.get('/:id/dependents', async (c) => {
    allowRead(c)
    const stored = visible(config, c, await getRecord(db, config, c.req.param('id')), c.req.param('id'))
    return c.json({ items: await dependentsOf(db, config.name, stored.doc) })
  })

  routes.get('/:id', async (c) => {
    allowRead(c)
    const stored = visible(config, c, await getRecord(db, config, c.req.param('id')), c.req.param('id'))
    c.header('ETag', etag(stored.version))
    return c.json(shown(c, stored))
  })

  routes.post('/', async (c) => {
    const actor = requireCan(c, config.write)
    const body = (await readJson(c, config.createBody)) as Record<string, unknown>
    if (config.site !== 'none' && config.site !== 'self' && body.site_id === undefined && siteScope(c)) body.site_id = siteScope(c)
    const { doc, extra } = await prepare(config, body, { db, actor, id: newId() })
    if (config.site === 'self') {
      if (actor.sites.length) throw new ApiError(403, 'Only a user who may work on every site may create sites')
    } else if (config.site !== 'none') await checkSite(db, actor, siteOf(config, doc), config.label)
    const stored = await insertRecord(db, config, doc, extra)
    await config.afterWrite?.(db, { after: stored.doc, version: stored.version, actor })
    await changed()
    c.header('ETag', etag(stored.version))
    return c.json(present(stored), 201)
  })

  routes.put('/:id', async (c) => {
    // Who and which version first, as for every write: a refusal says that before anything about the body.
    requireCan(c, config.write)
    requireIfMatch(c)
    const id = c.req.param('id')
    const { id: bodyId, version: _v, created_at: _c, updated_at: _u, ...body } = (await readJson(c, config.updateBody)) as Record<string, unknown>
    if (bodyId !== undefined && bodyId !== id) throw new ApiError(400, `The body is not valid: id: must be '${id}', the id in the URL`, { issues: [{ path: 'id', message: `must be '${id}'` }] })
    return c.json(await updateEntity(config, db, c, id, body, changed))
  })

  routes.delete('/:id', async (c) => {
    const actor = requireCan(c, config.write)
    const id = c.req.param('id')
    const expected = requireIfMatch(c)
    const existing = visible(config, c, await getRecord(db, config, id), id)
    if (config.site !== 'self' && config.site !== 'none') requireChangeSite(actor, siteOf(config, existing.doc), config.label)
    const guard = config.guard && ((tx: Db) => config.guard!(tx, { id, existing: existing.doc, actor }))
    await deleteRecord(db, config, id, expected, guard)
    await config.afterWrite?.(db, { before: existing.doc, actor })
    await changed()
    return c.body(null, 204)
  })
  return routes
}
