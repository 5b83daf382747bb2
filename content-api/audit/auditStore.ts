import type { Kysely } from 'kysely'
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
  const labels = await targetLabels(db, rows)
  return {
    items: rows.map((r) => {
      const label = r.target_id ? labels.get(`${r.target_kind}:${r.target_id}`) : undefined
      return { ...r, status: Number(r.status), ...(label ? { target_label: label } : {}) }
    }),
    total: Number(count.n),
    limit: query.limit,
    offset: query.offset,
  }
}

/**
 * Pages, people and API tokens are named on screen, not by id: looked up for this page of entries only. A person
 * is named whether or not their account is disabled (disabling keeps the account).
 */
async function targetLabels(db: Db, rows: { target_kind: string | null; target_id: string | null }[]): Promise<Map<string, string>> {
  const ids = (kind: string) => [...new Set(rows.filter((r) => r.target_kind === kind && r.target_id).map((r) => r.target_id!))]
  const [pageIds, userIds, tokenIds] = [ids('pages'), ids('users'), ids('tokens')]
  const [pages, users, tokens] = await Promise.all([
    pageIds.length ? db.kysely.selectFrom('pages').select(['id', 'title', 'path']).where('id', 'in', pageIds).execute() : [],
    userIds.length ? db.kysely.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', userIds).execute() : [],
    tokenIds.length ? (db.kysely as unknown as Kysely<{ api_tokens: { id: string; name: string } }>).selectFrom('api_tokens').select(['id', 'name']).where('id', 'in', tokenIds).execute() : [],
  ])
  return new Map([
    ...pages.map((p) => [`pages:${p.id}`, `“${p.title}” (${p.path})`] as const),
    ...users.map((u) => [`users:${u.id}`, u.name ? `${u.name} (${u.email})` : u.email] as const),
    ...tokens.map((k) => [`tokens:${k.id}`, `“${k.name}”`] as const),
  ])
}
