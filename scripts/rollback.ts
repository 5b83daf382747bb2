import { rollback } from '../build/deploy/rollback.ts'
import { listBuilds } from '../build/deploy/pruneBuilds.ts'
import { withBuildLock } from '../content-api/builds/buildLock.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readSettings } from './lib/settings.ts'

/** `npm run rollback [-- <buildId>]`: make an earlier kept build live again (the one before the live build by default). */
try {
  const { outRoot, databaseUrl } = readSettings()
  // With PostgreSQL, instances sharing DATA_DIR may be building: flip only between their builds, under the build lock.
  const db = databaseUrl ? await openDatabase({ databaseUrl }) : undefined
  try {
    const id = db ? await withBuildLock(db, async () => rollback(outRoot, process.argv[2])) : rollback(outRoot, process.argv[2])
    console.log(`build ${id} is live again (kept builds: ${listBuilds(outRoot).join(', ')})`)
  } finally {
    await db?.close()
  }
} catch (error) {
  console.error(`voix rollback failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
