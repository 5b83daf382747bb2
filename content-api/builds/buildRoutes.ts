import { Hono } from 'hono'
import { z } from 'zod'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { ApiError } from '../http/ApiError.ts'
import { readJson, readQuery } from '../http/parseInput.ts'
import type { Db } from '../db/openDatabase.ts'
import type { BuildQueue } from './buildQueue.ts'
import { restoreContent, type RestorableContent } from './restoreContent.ts'

/** The builds kept on disk, which the server knows (build/deploy/buildContent.ts) and this folder may not import. */
export interface BuildHistory {
  kept(): { id: string; made_at: string; pages: number; live: boolean; restorable: boolean }[]
  content(buildId: string): RestorableContent | undefined
}

export const RollbackBody = z.object({ build_id: z.string().regex(/^[\w.-]{1,100}$/, 'must be the id of a kept build').optional() }).strict()

export const JobsQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1).max(200).default(20),
    offset: z.coerce.number().int('must be a whole number').min(0).default(0),
  })
  .strict()

/** Build jobs for the studio to poll: queued, building, live, or failed with the reason. */
export function buildRoutes(queue: BuildQueue, db?: Db, history?: BuildHistory): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  /** What is live and what could be put live again. */
  routes.get('/kept', (c) => {
    requireCan(c, 'builds:read')
    const items = history?.kept() ?? []
    return c.json({ live: items.find((b) => b.live)?.id ?? null, items })
  })
  /**
   * Rollback: the content an earlier build was made from (the one before the live build by default) is published
   * again and a new build queued, so it stays live until someone publishes on purpose; the build's webhooks carry
   * the paths it changes, and the audit log keeps the request.
   */
  routes.post('/rollback', async (c) => {
    requireCan(c, 'builds:rollback')
    const { build_id } = await readJson(c, RollbackBody)
    if (!history || !db) throw new ApiError(409, 'Rollback needs the server that keeps the builds; this one keeps none')
    const kept = history.kept()
    const live = kept.findIndex((b) => b.live)
    const target = build_id ?? (live >= 0 ? kept[live + 1]?.id : undefined)
    if (!target) throw new ApiError(409, `There is no build before the live one (${kept[live]?.id ?? 'none'}) to roll back to`)
    if (!kept.some((b) => b.id === target)) throw new ApiError(404, `No build '${target}' is kept; kept builds: ${kept.map((b) => b.id).join(', ') || 'none'}`)
    if (target === kept[live]?.id) throw new ApiError(409, `Build '${target}' is the live one already`)
    const content = history.content(target)
    if (!content) throw new ApiError(409, `Build '${target}' was made before builds kept the records they were made from, so it cannot be published again; choose a later one`)
    const restored = await restoreContent(db, content)
    const job = await queue.enqueue()
    return c.json({ build_id: target, restored, job: { id: job.id, status: job.status } }, 202)
  })
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
