import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { liveBuildId } from '../flipLive.ts'
import { outputPaths, storedAt } from '../outputPaths.ts'

const youngMs = 10 * 60_000

/** The finished builds, oldest first (build ids sort by time). */
export function listBuilds(outRoot: string): string[] {
  const { builds } = outputPaths(outRoot)
  if (!existsSync(builds)) return []
  return readdirSync(builds)
    .filter((n) => !n.startsWith('.') && existsSync(join(builds, n, 'hosts.json')))
    .sort()
}

/** A build's route maps (content pages, or with `extras.json` its extra pages): site slug → path → object key. */
export function readRoutes(buildDir: string, name: 'routes.json' | 'extras.json' = 'routes.json'): Record<string, Record<string, string>> {
  const sitesDir = join(buildDir, 'sites')
  const result: Record<string, Record<string, string>> = {}
  if (!existsSync(sitesDir)) return result
  for (const slug of readdirSync(sitesDir)) {
    const file = join(sitesDir, slug, name)
    if (existsSync(file)) result[slug] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  }
  return result
}

/** Every page a build lists (content and extra pages, by site slug and path), with the file it is stored in. */
export function* storedPages(outRoot: string, buildId: string): Generator<{ slug: string; path: string; file: string }> {
  for (const name of ['routes.json', 'extras.json'] as const)
    for (const [slug, routes] of Object.entries(readRoutes(outputPaths(outRoot).build(buildId), name)))
      for (const [path, ref] of Object.entries(routes)) yield { slug, path, file: storedAt(outRoot, ref).file }
}

/**
 * Keep the newest `keep` builds (and always the live one), drop half-written ones a killed build left behind,
 * and remove stored pages no kept build refers to (and whatever else lies among them: temp files, old layouts).
 */
export function pruneBuilds(outRoot: string, keep: number): void {
  const paths = outputPaths(outRoot)
  if (!existsSync(paths.builds)) return
  const live = liveBuildId(outRoot)
  for (const name of readdirSync(paths.builds)) if (name.startsWith('.tmp-')) rmSync(join(paths.builds, name), { recursive: true, force: true })
  const ids = listBuilds(outRoot)
  const dropped = ids.slice(0, Math.max(0, ids.length - keep)).filter((id) => id !== live)
  for (const id of dropped) rmSync(paths.build(id), { recursive: true, force: true })
  if (dropped.length > 0) sweepStoredPages(outRoot, listBuilds(outRoot))
}

/**
 * Removes from the page store whatever none of `builds` lists: unused pages, temp files a killed writer left, folders
 * of the earlier layout. Young entries are left: they may belong to a build still running in another process (whose
 * temp files may be renamed away meanwhile). `onRemove` is called for each entry removed, before it goes.
 */
export function sweepStoredPages(outRoot: string, builds: Iterable<string>, onRemove: (entry: string) => void = () => {}): void {
  const { objects } = outputPaths(outRoot)
  if (!existsSync(objects)) return
  const referenced = new Set<string>()
  for (const id of builds) for (const { file } of storedPages(outRoot, id)) referenced.add(file)
  for (const shard of readdirSync(objects)) {
    const shardDir = join(objects, shard)
    for (const name of readdirSync(shardDir)) {
      const entry = join(shardDir, name)
      if (referenced.has(entry)) continue
      const stat = statSync(entry, { throwIfNoEntry: false })
      if (!stat || Date.now() - stat.mtimeMs <= youngMs) continue
      onRemove(entry)
      rmSync(entry, { recursive: true, force: true })
    }
  }
}
