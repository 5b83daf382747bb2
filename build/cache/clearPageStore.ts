import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { liveBuildId } from '../flipLive.ts'
import { outputPaths } from '../outputPaths.ts'
import { listBuilds, sweepStoredPages } from '../deploy/pruneBuilds.ts'

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
    count(paths.build(id), removed)
    rmSync(paths.build(id), { recursive: true, force: true })
  }
  sweepStoredPages(outRoot, kept, (entry) => count(entry, removed))
  return removed
}

/** Adds the files at `path` (one, or a folder's) to what a clear removed. */
function count(path: string, removed: { bytes: number; entries: number }): void {
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
}
