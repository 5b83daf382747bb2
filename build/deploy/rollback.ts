import { flipLive, liveBuildId } from '../flipLive.ts'
import { listBuilds } from './pruneBuilds.ts'

/**
 * Make an earlier build live again, without rebuilding: the given one, or the one before the live build.
 * Returns its id; throws naming what is wrong when there is no such build.
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
  flipLive(outRoot, target)
  return target
}
