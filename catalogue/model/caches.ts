import { z } from 'zod'

/** The caches an admin may see and clear (GET /api/caches): one contract for the API and the studio. */
export const CacheId = z.enum(['page-store', 'image-derivatives', 'api-reads'])
export type CacheId = z.infer<typeof CacheId>

export const CacheUsage = z.object({
  /** Bytes the cache holds now. */
  bytes: z.number().int().min(0),
  /** Files, or kept answers for the API read cache. */
  entries: z.number().int().min(0),
})
export type CacheUsage = z.infer<typeof CacheUsage>

export const CacheSummary = CacheUsage.extend({
  id: CacheId,
  label: z.string(),
  /** What clearing it removes, and what it keeps so the live site goes on. */
  clears: z.string(),
})
export type CacheSummary = z.infer<typeof CacheSummary>

/** What one clear removed, and the cache as it is after it. */
export const CacheCleared = z.object({ removed: CacheUsage, cache: CacheSummary })
export type CacheCleared = z.infer<typeof CacheCleared>
