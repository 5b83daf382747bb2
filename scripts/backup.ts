import { backupFileOf, backupUsage } from './backup/backupArgs.ts'
import { writeBackup } from './backup/writeBackup.ts'
import { readSettings } from './lib/settings.ts'

/** `npm run backup [-- <file>]`: see scripts/backup/ and README.md "Other commands". */
try {
  const settings = readSettings()
  const file = backupFileOf(process.argv.slice(2), settings.dataDir)
  if (file === 'help') console.log(backupUsage)
  else await writeBackup(settings, file, (line) => console.log(`voix backup: ${line}`))
} catch (error) {
  console.error(`voix backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
