import { restoreFileOf, restoreUsage } from './backup/backupArgs.ts'
import { restoreBackup } from './backup/restoreBackup.ts'
import { readSettings } from './lib/settings.ts'

/** `npm run restore -- <file>`: see scripts/backup/ and README.md "Other commands". */
try {
  const settings = readSettings()
  const file = restoreFileOf(process.argv.slice(2))
  if (file === 'help') console.log(restoreUsage)
  else {
    await restoreBackup(settings, file, (line) => console.log(`voix restore: ${line}`))
    console.log('voix restore: done; start the server (npm start) with the same DATA_DIR to serve every site from it')
  }
} catch (error) {
  console.error(`voix restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
