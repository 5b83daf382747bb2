import { Hono } from 'hono'
import { z } from 'zod'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { readJson, readQuery } from '../http/parseInput.ts'
import { CreateApiTokenBody, createApiToken, listApiTokens, revokeApiToken } from './apiTokens.ts'

export const ApiTokenListQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1).max(200).default(50),
    offset: z.coerce.number().int('must be a whole number').min(0).default(0),
  })
  .strict()

/**
 * API tokens for machines, mounted at /api/tokens; admins only (`users:manage`, which no token scope has):
 * - `GET /` → `{ items, total, limit, offset }`, newest first, with when each was last used;
 * - `POST /` `{ name, scope, expiresInDays? }` → 201 the token's record plus `token`, shown this once;
 * - `DELETE /:id` → 200 the record, revoked from now on.
 */
export function tokenRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/', async (c) => {
    requireCan(c, 'users:manage')
    const { limit, offset } = readQuery(c, ApiTokenListQuery)
    return c.json({ ...(await listApiTokens(db, limit, offset)), limit, offset })
  })
  routes.post('/', async (c) => {
    const actor = requireCan(c, 'users:manage')
    const body = await readJson(c, CreateApiTokenBody)
    return c.json(await createApiToken(db, body, actor.email), 201)
  })
  routes.delete('/:id', async (c) => {
    requireCan(c, 'users:manage')
    const revoked = await revokeApiToken(db, c.req.param('id'))
    if (!revoked) throw new ApiError(404, `No API token with id '${c.req.param('id')}'`)
    return c.json(revoked)
  })
  return routes
}
