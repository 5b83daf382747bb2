import { newId } from '../../catalogue/model/ids.ts'
import { AuditRetention, type AuditEntry, type AuditQuery } from '../../catalogue/model/audit.ts'
import type { Db } from '../db/openDatabase.ts'
import type { AuditLogTable } from '../db/schema.ts'
import { now, nowMs } from '../http/clock.ts'
import { readSetting } from '../settings/jsonSetting.ts'

export const retentionKey = 'audit-retention'
/** Kept for a year unless an admin says otherwise. */
export const defaultRetention: AuditRetention = { days: 365 }
/** Old entries are removed at most this often per process, not on every write. */
const pruneEveryMs = 60 * 60 * 1000

const lastPrune = new WeakMap<Db, number>()

/** Append one entry. Nothing updates or deletes entries except the retention prune below. */
export async function appendAudit(db: Db, entry: Omit<AuditLogTable, 'id' | 'at'>): Promise<void> {
  await db.kysely
    .insertInto('audit_log')
    .values({ id: newId(), at: now(), ...entry })
    .execute()
  const last = lastPrune.get(db) ?? 0
  if (nowMs() - last > pruneEveryMs) {
    lastPrune.set(db, nowMs())
    await pruneAudit(db)
  }
}

/** Remove entries older than the retention setting; answers how many went. */
export async function pruneAudit(db: Db): Promise<number> {
  const { days } = await readSetting(db, retentionKey, AuditRetention, defaultRetention)
  const before = new Date(nowMs() - days * 24 * 60 * 60 * 1000).toISOString()
  const result = await db.kysely.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** One page of entries, newest first, filtered on the server. */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ items: AuditEntry[]; total: number; limit: number; offset: number }> {
  let q = db.kysely.selectFrom('audit_log')
  if (query.actor) {
    const like = `%${query.actor.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`)}%`
    q = q.where((eb) => eb.or([eb('actor_email', 'like', like), eb(eb.fn('lower', ['actor_name']), 'like', like)]))
  }
  if (query.kind) q = q.where('target_kind', '=', query.kind)
  if (query.target) q = q.where('target_id', '=', query.target)
  if (query.action) q = q.where('action', '=', query.action)
  if (query.outcome === 'failed') q = q.where('status', '>=', 400)
  if (query.outcome === 'ok') q = q.where('status', '<', 400)
  if (query.from) q = q.where('at', '>=', new Date(query.from).toISOString())
  if (query.to) q = q.where('at', '<=', new Date(query.to).toISOString())
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ])
  // Pages are named by title and path on screen, not by id: looked up for this page of entries only.
  const pageIds = [...new Set(rows.filter((r) => r.target_kind === 'pages' && r.target_id).map((r) => r.target_id!))]
  const pages = pageIds.length ? await db.kysely.selectFrom('pages').select(['id', 'title', 'path']).where('id', 'in', pageIds).execute() : []
  const labels = new Map(pages.map((p) => [p.id, `“${p.title}” (${p.path})`]))
  return {
    items: rows.map((r) => ({ ...r, status: Number(r.status), ...(r.target_kind === 'pages' && labels.has(r.target_id!) ? { target_label: labels.get(r.target_id!)! } : {}) })),
    total: Number(count.n),
    limit: query.limit,
    offset: query.offset,
  }
}
