import { existsSync } from 'node:fs'
import { flipLive, liveBuildId } from '../flipLive.ts'
import { listBuilds, storedPages } from './pruneBuilds.ts'

/**
 * The pages of a build whose stored files are gone, as `<site><path>`: a build from before pages were stored in
 * their present files, or one whose files were removed by hand. Served, such a build would answer 404 for them.
 */
function missingPages(outRoot: string, buildId: string): string[] {
  const missing: string[] = []
  // Pages in packs share a file: each is looked up once.
  const present = new Map<string, boolean>()
  for (const { slug, path, file } of storedPages(outRoot, buildId)) {
    let found = present.get(file)
    if (found === undefined) present.set(file, (found = existsSync(file)))
    if (!found) missing.push(`${slug}${path === '404' ? ' 404' : path}`)
  }
  return missing
}

/**
 * Make an earlier build live again, without rebuilding: the given one, or the one before the live build.
 * Returns its id; throws naming what is wrong when there is no such build, or when it could not be served whole.
 */
export function rollback(outRoot: string, buildId?: string): string {
  const builds = listBuilds(outRoot)
  const live = liveBuildId(outRoot)
  let target = buildId
  if (target === undefined) {
    const at = live ? builds.indexOf(live) : -1
    target = at > 0 ? builds[at - 1] : undefined
    if (!target) throw new Error(`there is no build before the live one (${live ?? 'none'}) to roll back to; kept builds: ${builds.join(', ') || 'none'}`)
  } else if (!builds.includes(target)) {
    throw new Error(`no build '${target}' is kept; kept builds: ${builds.join(', ') || 'none'}`)
  }
  const missing = missingPages(outRoot, target)
  if (missing.length)
    throw new Error(
      `build '${target}' cannot be made live: the files of ${missing.length} of its pages are no longer stored (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}); the live build is unchanged`,
    )
  flipLive(outRoot, target)
  return target
}
