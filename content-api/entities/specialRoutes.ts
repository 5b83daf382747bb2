import { Hono } from 'hono'
import { z } from 'zod'
import { Slug } from '../../catalogue/model/entities/common.ts'
import type { Special } from '../../catalogue/model/entities/special.ts'
import { newId } from '../../catalogue/model/ids.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, readJson } from '../http/parseInput.ts'
import { requireChangeSite } from '../auth/siteAccess.ts'
import { getRecord, insertRecord, present } from './entityStore.ts'
import { specials } from './registry.ts'

export const CopyBody = z.object({ slug: Slug, title: z.string().min(1).max(300).optional() }).strict()

/** POST /api/specials/:id/copy, body `{ slug, title? }`: a new special with the same offer (the studio's /specials/copy/:id). */
export function specialRoutes(db: Db, onChange: () => Promise<unknown>): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.post('/:id/copy', async (c) => {
    const actor = requireCan(c, 'content:write')
    const { slug, title } = await readJson(c, CopyBody)
    const source = await getRecord<Special>(db, specials, c.req.param('id'))
    if (!source || !mayUseSite(actor, source.doc.site_id)) throw new ApiError(404, `No special with id '${c.req.param('id')}'`)
    // The copy keeps the source's site: a copy of a special for every site is one too.
    requireChangeSite(actor, source.doc.site_id, 'special')
    const stored = await insertRecord<Special>(db, specials, { ...source.doc, id: newId(), slug, title: title ?? `${source.doc.title} (copy)` })
    await onChange()
    c.header('ETag', etag(stored.version))
    return c.json(present(stored), 201)
  })
  return routes
}
