import type { Kysely } from 'kysely'
import type { CreateSchedule } from '../../catalogue/model/schedule.ts'
import { User } from '../../catalogue/model/entities/user.ts'
import { refusal } from '../auth/guard.ts'
import { mayUseSite, type Actor, type Capability } from '../auth/permissions.ts'
import { requireChangeSite } from '../auth/siteAccess.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { apiTokenActorByName } from '../tokens/apiTokens.ts'

/** What each kind of target may be scheduled to do, and the capability that takes (as the route doing it at once). */
export const scheduleRules: Record<CreateSchedule['target_kind'], { actions: readonly CreateSchedule['action'][]; capability: Capability }> = {
  pages: { actions: ['publish', 'unpublish'], capability: 'pages:publish' },
  releases: { actions: ['publish'], capability: 'pages:publish' },
  posts: { actions: ['publish'], capability: 'content:write' },
  specials: { actions: ['unpublish'], capability: 'content:write' },
}

const invalid = (path: string, message: string) => new ApiError(400, `The body is not valid: ${path}: ${message}`, { issues: [{ path, message }] })
const singular = (kind: string) => kind.replace(/s$/, '')

/**
 * The one check of a scheduled change, made when it is scheduled (by the route) and again when it runs (by the
 * scheduler, for whoever scheduled it, as they are then): the pair of action and kind makes sense, the actor's role
 * or token scope allows it, the target exists and is visible to the actor, and the actor may change its site — a
 * target for every site only with every site, exactly as changing it at once would be (auth/siteAccess.ts).
 */
export async function authorizeSchedule(
  db: Db,
  actor: Actor,
  job: Pick<CreateSchedule, 'action' | 'target_kind' | 'target_id' | 'version_id'>,
  /** Whether a target on a site the actor may not see is answered as missing (the routes) or refused (the scheduler). */
  hideOthers = true,
): Promise<{ label: string; site_id: string | null }> {
  const { target_kind: kind, action } = job
  const rule = scheduleRules[kind]
  if (!rule?.actions.includes(action)) throw invalid('action', `a ${singular(kind)} cannot be scheduled to ${action}`)
  const refused = refusal(actor, rule.capability)
  if (refused) throw new ApiError(403, refused)
  const notFound = () => invalid('target_id', `no ${singular(kind)} with id '${job.target_id}'`)
  if (kind === 'pages') {
    const page = await db.kysely.selectFrom('pages').select(['id', 'title', 'path', 'site_id']).where('id', '=', job.target_id).executeTakeFirst()
    if (!page || (hideOthers && !mayUseSite(actor, page.site_id))) throw notFound()
    requireChangeSite(actor, page.site_id, 'page')
    if (action === 'publish') {
      if (!job.version_id) throw invalid('version_id', 'choose the saved version to publish')
      const version = await db.kysely.selectFrom('page_versions').select('id').where('id', '=', job.version_id).where('page_id', '=', page.id).executeTakeFirst()
      if (!version) throw invalid('version_id', `page ${page.path} has no version '${job.version_id}'`)
    }
    return { label: `${page.title} (${page.path})`, site_id: page.site_id }
  }
  const row = (await (db.kysely as unknown as Kysely<Record<string, { id: string; document: string }>>)
    .selectFrom(kind)
    .select(['id', 'document'])
    .where('id', '=', job.target_id)
    .executeTakeFirst()) as { document: string } | undefined
  if (!row) throw notFound()
  const doc = JSON.parse(row.document) as { name?: string; title?: string; site_id?: string | null }
  if (hideOthers && !mayUseSite(actor, doc.site_id)) throw notFound()
  requireChangeSite(actor, doc.site_id ?? null, singular(kind))
  return { label: doc.name ?? doc.title ?? job.target_id, site_id: doc.site_id ?? null }
}

/**
 * Who scheduled a job, as they are now (role, sites, disabled; a token's scope and revocation), for the scheduler
 * to check the job again when it runs: a right taken away since, or a job scheduled past a check, does not run.
 */
export async function schedulerActor(db: Db, createdBy: string): Promise<Actor | undefined> {
  const row = await db.kysely.selectFrom('users').select(['id', 'document']).where('email', '=', createdBy).executeTakeFirst()
  if (row) {
    const user = User.parse(JSON.parse(row.document))
    if (user.disabled) return undefined
    return { id: row.id, email: user.email, name: user.name, role: user.role, sites: user.sites, viaCookie: false }
  }
  return apiTokenActorByName(db, createdBy)
}
