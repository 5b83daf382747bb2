import { Hono } from 'hono'
import { z } from 'zod'
import { AuditQuery, AuditRetention, type PageHistory } from '../../catalogue/model/audit.ts'
import { requireActor, requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, readJson, readQuery, requireIfMatch } from '../http/parseInput.ts'
import { readSetting, writeSetting } from '../settings/jsonSetting.ts'
import { defaultRetention, listAudit, pruneAudit, retentionKey } from './auditStore.ts'

const RetentionBody = AuditRetention.extend({ version: z.number().int().optional() }).strict()

/** `/api/audit`: the log for admins, a page's own history for whoever may read the page, and the retention setting. */
export function auditRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/', async (c) => {
    requireCan(c, 'users:manage')
    return c.json(await listAudit(db, readQuery(c, AuditQuery)))
  })

  routes.get('/pages/:id', async (c) => {
    const actor = requireCan(c, 'content:read')
    const id = c.req.param('id')
    const page = await db.kysely.selectFrom('pages').select(['id', 'site_id']).where('id', '=', id).executeTakeFirst()
    if (!page || !mayUseSite(actor, page.site_id)) throw new ApiError(404, `No page with id '${id}'`)
    const [entries, versions] = await Promise.all([
      db.kysely.selectFrom('audit_log').selectAll().where('target_kind', '=', 'pages').where('target_id', '=', id).orderBy('at', 'desc').limit(500).execute(),
      db.kysely.selectFrom('page_versions').select(['id', 'kind', 'name', 'created_at', 'created_by']).where('page_id', '=', id).orderBy('created_at', 'desc').limit(500).execute(),
    ])
    const items: PageHistory['items'] = [
      ...entries.map((e) => ({ at: e.at, who: e.actor_name || e.actor_email, summary: e.summary.replace(` ${id}`, ''), status: Number(e.status) })),
      ...versions.map((v) => ({ at: v.created_at, who: v.created_by, summary: v.kind === 'published' ? `Version published: ${v.name}` : `Version saved: ${v.name}`, version: { id: v.id, kind: v.kind, name: v.name } })),
    ]
    items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.version ? -1 : 1))
    return c.json({ items })
  })

  routes.get('/retention', async (c) => {
    requireCan(c, 'users:manage')
    const setting = await readSetting(db, retentionKey, AuditRetention, defaultRetention)
    c.header('ETag', etag(setting.version))
    return c.json(setting)
  })

  routes.put('/retention', async (c) => {
    const actor = requireActor(c)
    if (actor.role !== 'admin') throw new ApiError(403, `Only an admin may change how long the audit log is kept (your role: ${actor.role})`)
    const expected = requireIfMatch(c)
    const { days } = await readJson(c, RetentionBody)
    const version = await writeSetting(db, retentionKey, { days }, expected, 'audit retention')
    const removed = await pruneAudit(db)
    c.header('ETag', etag(version))
    return c.json({ days, version, removed })
  })
  return routes
}
