import { z } from 'zod'
import type { Storage } from '../../catalogue/model/storage.ts'

/** The key of the pointer that makes a build live for every instance; written last, once everything the build refers to is there. */
export const liveKey = 'live.json'

export const LivePointer = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/), timestamp: z.number() })
export type LivePointer = z.infer<typeof LivePointer>

/** The build every instance serves, or undefined before any was shared. A pointer that does not parse is a failure, not "none". */
export async function readLivePointer(storage: Storage): Promise<LivePointer | undefined> {
  const bytes = await storage.get(liveKey)
  if (!bytes) return undefined
  const parsed = LivePointer.safeParse(JSON.parse(Buffer.from(bytes).toString('utf8')))
  if (!parsed.success) throw new Error(`the live pointer ${liveKey} in ${storage.name} is not { id, timestamp }: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

export async function writeLivePointer(storage: Storage, buildId: string): Promise<void> {
  await storage.put(liveKey, JSON.stringify({ id: buildId, timestamp: Date.now() } satisfies LivePointer), { contentType: 'application/json' })
}
