import { rollback } from '../build/deploy/rollback.ts'
import { listBuilds } from '../build/deploy/pruneBuilds.ts'
import { rollbackShared } from '../build/share/rollbackShared.ts'
import { sharedBuilds } from '../build/share/sharedKeys.ts'
import { openStorage } from './lib/openStorage.ts'
import { readSettings } from './lib/settings.ts'

/**
 * `npm run rollback [-- <buildId>]`: make an earlier kept build live again (the one before the live build by default);
 * with shared storage, for every instance: the builds kept there, and the shared pointer moves.
 */
try {
  const settings = readSettings()
  const storage = await openStorage(settings.storage)
  if (storage) {
    const id = await rollbackShared(storage, settings.outRoot, process.argv[2])
    console.log(`build ${id} is live again on every instance sharing ${storage.name} (kept builds: ${(await sharedBuilds(storage)).join(', ')})`)
  } else {
    const id = rollback(settings.outRoot, process.argv[2])
    console.log(`build ${id} is live again (kept builds: ${listBuilds(settings.outRoot).join(', ')})`)
  }
} catch (error) {
  console.error(`voix rollback failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
