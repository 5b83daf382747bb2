import { rollback } from '../build/deploy/rollback.ts'
import { listBuilds } from '../build/deploy/pruneBuilds.ts'
import { rollbackShared } from '../build/share/rollbackShared.ts'
import { sharedBuilds } from '../build/share/sharedKeys.ts'
import { withBuildLock } from '../content-api/builds/buildLock.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { openStorage } from './lib/openStorage.ts'
import { readSettings } from './lib/settings.ts'

/**
 * `npm run rollback [-- <buildId>]`: make an earlier kept build live again (the one before the live build by default);
 * with shared storage, for every instance: the builds kept there, and the shared pointer moves.
 */
try {
  const settings = readSettings()
  const storage = await openStorage(settings.storage)
  // With PostgreSQL, instances may be building: flip only between their builds, under the build lock.
  const db = settings.databaseUrl ? await openDatabase({ databaseUrl: settings.databaseUrl }) : undefined
  try {
    const flip = async () => {
      if (!storage) return `build ${rollback(settings.outRoot, process.argv[2])} is live again (kept builds: ${listBuilds(settings.outRoot).join(', ')})`
      const id = await rollbackShared(storage, settings.outRoot, process.argv[2])
      return `build ${id} is live again on every instance sharing ${storage.name} (kept builds: ${(await sharedBuilds(storage)).join(', ')})`
    }
    console.log(db ? await withBuildLock(db, flip) : await flip())
  } finally {
    await db?.close()
  }
} catch (error) {
  console.error(`voix rollback failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
