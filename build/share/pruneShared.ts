import { existsSync } from 'node:fs'
import type { Storage } from '../../catalogue/model/storage.ts'
import { outputPaths } from '../outputPaths.ts'
import { readLivePointer } from './livePointer.ts'
import { finishedKey, objectKeys, sharedObjectKeys } from './sharedKeys.ts'

/** Anything younger than this may belong to a build another instance is sharing right now. */
const defaultYoungMs = 10 * 60_000

/**
 * Shared storage's side of deploy/pruneBuilds.ts: keeps the newest `keep` whole builds there and always the live one
 * (for rollback), and removes stored pages none of them refers to, and what shares cut short left of builds that never
 * became whole. A dropped build loses its `hosts.json` first, so it stops counting as whole before any of its files go.
 * Static files are never pruned, as on disk: tabs opened on an older build keep loading theirs. Answers the dropped builds.
 */
export async function pruneShared(storage: Storage, outRoot: string, keep: number, { youngMs = defaultYoungMs } = {}): Promise<string[]> {
  const paths = outputPaths(outRoot)
  const live = (await readLivePointer(storage))?.id
  const builds = new Map<string, { keys: string[]; whole: boolean; newest: number }>()
  for await (const { key, modified } of storage.list('builds/')) {
    const id = key.split('/')[1]!
    const build = builds.get(id) ?? { keys: [], whole: false, newest: 0 }
    build.keys.push(key)
    build.whole ||= key === finishedKey(id)
    build.newest = Math.max(build.newest, modified)
    builds.set(id, build)
  }
  const ids = [...builds.keys()].filter((id) => builds.get(id)!.whole).sort()
  const dropped = ids.slice(0, Math.max(0, ids.length - keep)).filter((id) => id !== live)
  const unfinished = [...builds.entries()].filter(([, build]) => !build.whole && Date.now() - build.newest > youngMs).map(([id]) => id)
  for (const id of dropped) {
    await storage.delete([finishedKey(id)])
    await storage.delete(builds.get(id)!.keys.filter((key) => key !== finishedKey(id)))
  }
  for (const id of unfinished) await storage.delete(builds.get(id)!.keys)
  if (!dropped.length) return dropped
  const referenced = new Set<string>()
  for (const id of ids.filter((id) => !dropped.includes(id)))
    for (const key of existsSync(paths.build(id)) ? objectKeys(outRoot, paths.build(id)) : await sharedObjectKeys(storage, outRoot, id)) referenced.add(key)
  const unused: string[] = []
  for await (const { key, modified } of storage.list('objects/')) if (!referenced.has(key) && Date.now() - modified > youngMs) unused.push(key)
  await storage.delete(unused)
  return dropped
}
