import { Hono } from 'hono'
import { z } from 'zod'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { ApiError } from '../http/ApiError.ts'
import { readQuery } from '../http/parseInput.ts'
import type { BuildQueue } from './buildQueue.ts'

export const JobsQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1).max(200).default(20),
    offset: z.coerce.number().int('must be a whole number').min(0).default(0),
  })
  .strict()

/** Build jobs for the studio to poll: queued, building, live, or failed with the reason. */
export function buildRoutes(queue: BuildQueue): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/jobs', async (c) => {
    requireCan(c, 'builds:read')
    const { limit, offset } = readQuery(c, JobsQuery)
    return c.json({ ...(await queue.list(limit, offset)), limit, offset })
  })
  routes.get('/jobs/:id', async (c) => {
    requireCan(c, 'builds:read')
    const job = await queue.get(c.req.param('id'))
    if (!job) throw new ApiError(404, `No build job with id '${c.req.param('id')}'`)
    return c.json(job)
  })
  return routes
}
