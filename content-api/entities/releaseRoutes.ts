import { Hono } from 'hono'
import type { Release } from '../../catalogue/model/entities/release.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import { checkAllSites } from './entityRoutes.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, requireIfMatch } from '../http/parseInput.ts'
import { getRecord, present, updateRecord } from './entityStore.ts'
import { releases, rotateSecret } from './registry.ts'

/** POST /api/releases/:id/rotate-secret + If-Match: a new preview secret; the old preview link stops working. */
export function releaseRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.post('/:id/rotate-secret', async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    const id = c.req.param('id')
    const stored = await getRecord<Release>(db, releases, id)
    if (!stored || !mayUseSite(actor, stored.doc.site_id)) throw new ApiError(404, `No release with id '${id}'`)
    // A release for every site is visible to all but changed only by those with every site.
    if (stored.doc.site_id === null) checkAllSites(actor, 'release')
    const saved = await updateRecord<Release>(db, releases, id, expected, rotateSecret(stored.doc))
    c.header('ETag', etag(saved.version))
    return c.json(present(saved))
  })
  return routes
}
