import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Storage } from '../../catalogue/model/storage.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { storedAt } from '../outputPaths.ts'

/**
 * Shared storage holds builds in the output root's own layout (outputPaths.ts), so a key is a file's path below the
 * output root: `builds/<id>/…`, `objects/…`, `static/…`; the pointer that makes a build live is livePointer.ts's.
 */
export const keyOf = (outRoot: string, file: string): string => relative(outRoot, file).split(sep).join('/')
export const fileOf = (outRoot: string, key: string): string => join(outRoot, ...key.split('/'))

/** The resize index of whichever instance shared last (images/mergeImageIndex.ts): where its resized files came from. */
export const imageIndexKey = 'image-cache.json'

/** A build is whole in shared storage once its `hosts.json` is: it is uploaded after every other file of the build. */
export const finishedKey = (buildId: string) => `builds/${buildId}/hosts.json`

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
