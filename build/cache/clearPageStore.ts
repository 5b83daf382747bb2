import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { liveBuildId } from '../flipLive.ts'
import { outputPaths } from '../outputPaths.ts'
import { listBuilds, storedPages } from '../deploy/pruneBuilds.ts'

/** Files younger than this may belong to a build still being written (by this or another process): kept. */
const youngMs = 10 * 60_000

/** The builds a clear keeps: the live one, and the one before it so a rollback still has somewhere to go. */
export function keptBuilds(outRoot: string): string[] {
  const ids = listBuilds(outRoot)
  const live = liveBuildId(outRoot)
  const at = live ? ids.indexOf(live) : -1
  return at < 0 ? ids.slice(-2) : ids.slice(Math.max(0, at - 1), at + 1)
}

/**
 * Clear the build page store down to what the site needs: earlier finished builds other than the live one and
 * the one before it are removed, and so is every stored page none of the kept builds lists. A later build
 * renders again whatever it misses. Half-written builds and young files are left alone: a build may be writing
 * them right now. Answers what was removed.
 */
export function clearPageStore(outRoot: string): { bytes: number; entries: number } {
  const paths = outputPaths(outRoot)
  const removed = { bytes: 0, entries: 0 }
  if (!existsSync(paths.builds)) return removed
  const kept = new Set(keptBuilds(outRoot))
  const live = liveBuildId(outRoot)
  if (live) kept.add(live)
  for (const id of listBuilds(outRoot)) {
    if (kept.has(id)) continue
    remove(paths.build(id), removed)
  }
  if (!existsSync(paths.objects)) return removed
  const referenced = new Set<string>()
  for (const id of kept) for (const { file } of storedPages(outRoot, id)) referenced.add(file)
  for (const shard of readdirSync(paths.objects)) {
    const shardDir = join(paths.objects, shard)
    for (const name of readdirSync(shardDir)) {
      const entry = join(shardDir, name)
      if (referenced.has(entry)) continue
      const stat = statSync(entry, { throwIfNoEntry: false })
      if (!stat || Date.now() - stat.mtimeMs <= youngMs) continue
      remove(entry, removed)
    }
  }
  return removed
}

function remove(path: string, removed: { bytes: number; entries: number }): void {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat) return
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue
      removed.bytes += statSync(join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0
      removed.entries++
    }
  } else {
    removed.bytes += stat.size
    removed.entries++
  }
  rmSync(path, { recursive: true, force: true })
}
