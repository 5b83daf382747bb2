import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../auth/guard.ts'
import { clientAddress } from '../auth/clientAddress.ts'
import type { Db } from '../db/openDatabase.ts'
import { appendAudit } from './auditStore.ts'

/** Sub-paths whose last segment names what was done (POST /pages/:id/publish is a publish). */
const verbs: Record<string, string> = {
  publish: 'publish',
  versions: 'save version',
  review: 'review',
  copy: 'copy',
  translations: 'translate',
  'mark-up-to-date': 'mark up to date',
  replace: 'replace',
  'rotate-secret': 'rotate secret',
  cancel: 'cancel',
  redeliver: 'redeliver',
}
const byMethod: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' }
const past: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  publish: 'Published',
  'save version': 'Saved a version of',
  review: 'Reviewed',
  copy: 'Copied',
  translate: 'Made a translation of',
  'mark up to date': 'Marked up to date',
  replace: 'Replaced',
  'rotate secret': 'Rotated the secret of',
  cancel: 'Cancelled',
  redeliver: 'Redelivered',
  revoke: 'Revoked',
}

// A path segment such as `constructor` must not find what every object inherits.
const own = (table: Record<string, string>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined)

/** What a write path is about: `/pages/abc/publish` → pages, abc, publish. */
export function describeWrite(method: string, path: string): { kind: string | null; id: string | null; action: string } {
  const [kind, id, sub] = path.replace(/^\/api/, '').split('/').filter(Boolean)
  // Deleting an API token revokes it: the record stays, listed as revoked (tokens/apiTokens.ts).
  const write = kind === 'tokens' && method === 'DELETE' ? 'revoke' : (own(byMethod, method) ?? method.toLowerCase())
  const action = sub ? (own(verbs, sub) ?? sub.replace(/[^a-z-]/g, '').replace(/-/g, ' ')) : write
  // Segments are as sent (any signed-in client may write to a path that does not exist): bounded before they are kept.
  return { kind: kind?.slice(0, 100) ?? null, id: id?.slice(0, 100) ?? null, action: action.slice(0, 100) }
}

const singular = (kind: string) => kind.replace(/-/g, ' ').replace(/ies$/, 'y').replace(/s$/, '')

/**
 * Records every write through the API, and every sign-in and failed sign-in, after it is answered: who (the
 * signed-in person or token), when, what (the path's kind, id and action, and the status), and from where (the
 * client address). Anonymous writes other than sign-ins are not recorded: visitors' form posts are not edits, and
 * a flood of refused requests must not fill the log. A failure to record is reported, never turned into a failed write.
 */
export function auditMiddleware(db: Db, options: { trustProxy?: boolean } = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const method = c.req.method
    // Presence (who has a page open) is not a change to anything; it is not recorded.
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.req.path.includes('/presence/')) return next()
    await next()
    const path = c.req.path.replace(/^\/api/, '')
    const status = c.res.status
    const actor = c.get('actor')
    const address = clientAddress(c, options.trustProxy ?? false)
    try {
      if (path === '/auth/authorize') {
        // The form was read by the route; Hono keeps the text, so reading it again costs nothing. The password is never kept.
        const email = new URLSearchParams(await c.req.text().catch(() => '')).get('email')?.trim().toLowerCase().slice(0, 200) ?? null
        const ok = status < 400
        const why = status === 429 ? 'too many attempts' : status === 403 ? 'role not allowed here' : 'wrong email or password'
        await appendAudit(db, {
          actor_id: null,
          actor_email: email,
          actor_name: null,
          action: ok ? 'sign in' : 'failed sign in',
          method,
          path,
          target_kind: 'auth',
          target_id: null,
          status,
          address,
          summary: ok ? 'Signed in' : `Failed sign-in (${why})`,
        })
        return
      }
      if (!actor) return
      const described = describeWrite(method, path)
      const { kind, action } = described
      let { id } = described
      if (!id && status === 201 && c.res.headers.get('content-type')?.includes('json')) {
        const created = (await c.res
          .clone()
          .json()
          .catch(() => null)) as { id?: unknown } | null
        if (typeof created?.id === 'string') id = created.id.slice(0, 100)
      }
      const what = kind ? singular(kind) : 'the API'
      const verb = own(past, action) ?? action
      await appendAudit(db, {
        actor_id: actor.id,
        actor_email: actor.email,
        actor_name: actor.name,
        action,
        method,
        path: path.slice(0, 500),
        target_kind: kind,
        target_id: id,
        status,
        address,
        summary: `${status >= 400 ? 'Tried: ' : ''}${verb} ${what}${id ? ` ${id}` : ''}${actor.scopes ? ' (API token)' : ''}`,
      })
    } catch (error) {
      console.error(`voix: could not record ${method} ${path} in the audit log: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
