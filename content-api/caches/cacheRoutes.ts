import { Hono } from 'hono'
import type { CacheId, CacheSummary, CacheUsage } from '../../catalogue/model/caches.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import type { BuildQueue } from '../builds/buildQueue.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { pageReadCache } from '../pages/pageReadCache.ts'

/** A cache the caches screen lists: what it holds, and a clear that keeps whatever the live site needs. */
export interface ClearableCache {
  id: CacheId
  label: string
  clears: string
  /** false: a running build writes into it, so it is not cleared then. */
  whileBuilding: boolean
  usage(): CacheUsage
  clear(): CacheUsage
}

/** The API's own cache of page reads (pages/pageReadCache.ts): dropped, it is read again from the database. */
export function apiReadCache(db: Db): ClearableCache {
  const cache = pageReadCache(db)
  return {
    id: 'api-reads',
    label: 'API read cache',
    clears: 'Page drafts the API keeps in memory to answer quickly. They are read again from the database.',
    whileBuilding: true,
    usage: () => cache.usage(),
    clear: () => {
      const before = cache.usage()
      cache.dropAll()
      return before
    },
  }
}

/** The caches screen's API (admins only): GET /api/caches, POST /api/caches/{id}/clear. */
export function cacheRoutes(queue: BuildQueue, caches: ClearableCache[]): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const summary = (cache: ClearableCache): CacheSummary => ({ id: cache.id, label: cache.label, clears: cache.clears, ...cache.usage() })

  routes.get('/', (c) => {
    requireCan(c, 'caches:manage')
    const items = caches.map(summary)
    return c.json({ items, total: items.length, limit: items.length, offset: 0 })
  })

  routes.post('/:id/clear', async (c) => {
    requireCan(c, 'caches:manage')
    const id = c.req.param('id')
    const cache = caches.find((one) => one.id === id)
    if (!cache) throw new ApiError(404, `There is no cache named '${id.slice(0, 100)}' on this server`)
    // Held off builds while it clears, on every instance: a build that started meanwhile would write into what is cleared.
    const removed = cache.whileBuilding ? cache.clear() : await queue.whileNoBuild(() => cache.clear())
    if (!removed) throw new ApiError(409, `A build is running; clear the ${cache.label.toLowerCase()} when it has finished`)
    return c.json({ removed, cache: summary(cache) })
  })
  return routes
}
