import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { z } from 'zod'
import type { Storage } from '../../catalogue/model/storage.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { storedAt } from '../outputPaths.ts'

/**
 * Shared storage holds builds in the output root's own layout (outputPaths.ts), so a key is a file's path below the
 * output root: `builds/<id>/…`, `objects/…`, `static/…`. One more key, `live.json`, is the pointer that makes a build
 * live for every instance; it is written last, once everything the build refers to is there.
 */
export const liveKey = 'live.json'

export const keyOf = (outRoot: string, file: string): string => relative(outRoot, file).split(sep).join('/')
export const fileOf = (outRoot: string, key: string): string => join(outRoot, ...key.split('/'))

/** The resize index of whichever instance shared last (images/mergeImageIndex.ts): where its resized files came from. */
export const imageIndexKey = 'image-cache.json'

/** A build is whole in shared storage once its `hosts.json` is: it is uploaded after every other file of the build. */
export const finishedKey = (buildId: string) => `builds/${buildId}/hosts.json`

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

/** The builds that are whole in shared storage, oldest first (build ids sort by time). */
export async function sharedBuilds(storage: Storage): Promise<string[]> {
  const ids: string[] = []
  for await (const { key } of storage.list('builds/')) {
    const match = /^builds\/([a-z0-9][a-z0-9-]*)\/hosts\.json$/.exec(key)
    if (match) ids.push(match[1]!)
  }
  return ids.sort()
}

/** Every file below `dir`, as storage keys relative to the output root; temporary files (named '.…') left out. */
export async function localKeys(outRoot: string, dir: string): Promise<string[]> {
  const found: string[] = []
  async function walk(at: string) {
    let entries
    try {
      entries = await readdir(at, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      if (entry.isDirectory()) await walk(join(at, entry.name))
      else if (entry.isFile()) found.push(keyOf(outRoot, join(at, entry.name)))
    }
  }
  await walk(dir)
  return found
}

/** The stored page files (a file per page, or packs) that the route maps in `buildDir` refer to, as storage keys. */
export function objectKeys(outRoot: string, buildDir: string): Set<string> {
  const keys = new Set<string>()
  for (const name of ['routes.json', 'extras.json'] as const)
    for (const routes of Object.values(readRoutes(buildDir, name))) for (const ref of Object.values(routes)) keys.add(keyOf(outRoot, storedAt(outRoot, ref).file))
  return keys
}

/** The same for a build that is in shared storage only: its route maps read from there. */
export async function sharedObjectKeys(storage: Storage, outRoot: string, buildId: string): Promise<Set<string>> {
  const keys = new Set<string>()
  for await (const { key } of storage.list(`builds/${buildId}/sites/`)) {
    if (!/\/(routes|extras)\.json$/.test(key)) continue
    const bytes = await storage.get(key)
    if (!bytes) continue
    for (const ref of Object.values(JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, string>)) keys.add(keyOf(outRoot, storedAt(outRoot, ref).file))
  }
  return keys
}

/** Runs `task` on every item, at most `limit` at once; the first failure rejects once the tasks under way have ended. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const lane = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!
      try {
        await task(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  if (failure) throw failure.error
}
