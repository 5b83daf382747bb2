import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { newId } from '../../catalogue/model/ids.ts'
import type { PresenceEntry } from '../../catalogue/model/presence.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import type { PresenceTable } from '../db/schema.ts'
import { ApiError } from '../http/ApiError.ts'
import { now, nowMs } from '../http/clock.ts'

export interface PresenceOptions {
  /** How often a stream refreshes its own row and looks for changes. */
  intervalMs?: number
}

/** A row not refreshed for this many intervals belongs to a tab or an instance that went away. */
const staleIntervals = 5

const present = (row: PresenceTable): PresenceEntry => ({ session: row.id, page_id: row.page_id, user_id: row.user_id, name: row.name, since: row.since, edited_at: row.edited_at })

/**
 * `/api/presence`: who has which page open, as Server-Sent Events. Opening a page's stream is being there: the
 * stream refreshes its row while it is open and removes it when it closes, and each instance reads the table,
 * so editors on different machines behind different instances see each other.
 */
export function presenceRoutes(db: Db, options: PresenceOptions = {}): Hono<ApiEnv> {
  const interval = options.intervalMs ?? 2000
  const routes = new Hono<ApiEnv>()
  const fresh = () => new Date(nowMs() - interval * staleIntervals).toISOString()
  // Rows left by a tab or an instance that went away are removed once in a while, not by every open list on every tick.
  const pruneEveryMs = interval * staleIntervals
  let lastPrune = 0
  async function prune() {
    // Real time, not the product's clock, which tests may move back.
    if (Date.now() - lastPrune < pruneEveryMs) return
    lastPrune = Date.now()
    await db.kysely.deleteFrom('presence').where('seen_at', '<', new Date(nowMs() - interval * staleIntervals * 10).toISOString()).execute()
  }

  /** The page's row, or 404 when the actor may not see it (the same answer as a page that does not exist). */
  async function pageFor(id: string, actor: { sites: string[] }) {
    const page = await db.kysely.selectFrom('pages').select(['id', 'site_id']).where('id', '=', id).executeTakeFirst()
    if (!page || !mayUseSite(actor as never, page.site_id)) throw new ApiError(404, `No page with id '${id}'`)
    return page
  }

  routes.get('/pages/:id', async (c) => {
    const actor = requireCan(c, 'content:read')
    const page = await pageFor(c.req.param('id'), actor)
    const session = newId()
    const at = now()
    await db.kysely.insertInto('presence').values({ id: session, page_id: page.id, user_id: actor.id, name: actor.name || actor.email, since: at, seen_at: at, edited_at: null }).execute()
    return streamSSE(c, async (stream) => {
      let closed = false
      stream.onAbort(() => {
        closed = true
      })
      let last = ''
      try {
        while (!closed) {
          await db.kysely.updateTable('presence').set({ seen_at: now() }).where('id', '=', session).execute()
          const rows = await db.kysely.selectFrom('presence').selectAll().where('page_id', '=', page.id).where('seen_at', '>=', fresh()).orderBy('since').execute()
          const data = JSON.stringify({ you: session, items: rows.map(present) })
          if (data !== last) {
            await stream.writeSSE({ event: 'presence', data })
            last = data
          }
          await stream.sleep(interval)
        }
      } finally {
        await db.kysely.deleteFrom('presence').where('id', '=', session).execute()
      }
    })
  })

  /** Everyone on every page the reader may see (the page list), without being counted as on any. */
  routes.get('/', async (c) => {
    const actor = requireCan(c, 'content:read')
    return streamSSE(c, async (stream) => {
      let closed = false
      stream.onAbort(() => {
        closed = true
      })
      let last = ''
      while (!closed) {
        await prune()
        let q = db.kysely.selectFrom('presence').innerJoin('pages', 'pages.id', 'presence.page_id').selectAll('presence').where('presence.seen_at', '>=', fresh())
        if (actor.sites.length) q = q.where('pages.site_id', 'in', actor.sites)
        const rows = await q.orderBy('presence.since').limit(1000).execute()
        const data = JSON.stringify({ items: rows.map(present) })
        if (data !== last) {
          await stream.writeSSE({ event: 'presence', data })
          last = data
        }
        await stream.sleep(interval)
      }
    })
  })

  /** The session's first change: others then read "is editing", not only "has it open". */
  routes.post('/sessions/:session/edited', async (c) => {
    const actor = requireCan(c, 'content:write')
    const result = await db.kysely.updateTable('presence').set({ edited_at: now() }).where('id', '=', c.req.param('session')).where('user_id', '=', actor.id).where('edited_at', 'is', null).executeTakeFirst()
    const known = result.numUpdatedRows > 0n || (await db.kysely.selectFrom('presence').select('id').where('id', '=', c.req.param('session')).where('user_id', '=', actor.id).executeTakeFirst())
    if (!known) throw new ApiError(404, `No open page session '${c.req.param('session')}' of yours`)
    return c.body(null, 204)
  })
  return routes
}
