import { rollback } from '../build/deploy/rollback.ts'
import { listBuilds } from '../build/deploy/pruneBuilds.ts'
import { readSettings } from './lib/settings.ts'

/** `npm run rollback [-- <buildId>]`: make an earlier kept build live again (the one before the live build by default). */
try {
  const { outRoot } = readSettings()
  const id = rollback(outRoot, process.argv[2])
  console.log(`build ${id} is live again (kept builds: ${listBuilds(outRoot).join(', ')})`)
} catch (error) {
  console.error(`voix rollback failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
