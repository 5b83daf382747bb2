import type { Storage } from '../../catalogue/model/storage.ts'
import { rollback } from '../deploy/rollback.ts'
import { fetchBuild } from './fetchBuild.ts'
import { readLivePointer, writeLivePointer } from './livePointer.ts'
import { sharedBuilds } from './sharedKeys.ts'

/**
 * `npm run rollback` with shared storage: an earlier build kept there (the one before the live pointer's by default)
 * becomes live for every instance. It is fetched here if need be, checked and made live here as a local rollback is,
 * and then the pointer moves to it; the other instances follow the pointer.
 */
export async function rollbackShared(storage: Storage, outRoot: string, buildId?: string): Promise<string> {
  const builds = await sharedBuilds(storage)
  const live = (await readLivePointer(storage))?.id
  let target = buildId
  if (target === undefined) {
    const at = live ? builds.indexOf(live) : -1
    target = at > 0 ? builds[at - 1] : undefined
    if (!target) throw new Error(`there is no build before the live one (${live ?? 'none'}) in ${storage.name} to roll back to; kept builds: ${builds.join(', ') || 'none'}`)
  } else if (!builds.includes(target)) {
    throw new Error(`no build '${target}' is kept in ${storage.name}; kept builds: ${builds.join(', ') || 'none'}`)
  }
  await fetchBuild(storage, outRoot, target)
  rollback(outRoot, target)
  await writeLivePointer(storage, target)
  return target
}
