import { join } from 'node:path'
import { backupDatabase } from '../content-api/db/backupDatabase.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readSettings } from './lib/settings.ts'
import { askedForHelp } from './lib/askedForHelp.ts'

const usage = `npm run backup [-- <file>]

A consistent copy of the database, taken while the product runs: the embedded SQLite by default into
DATA_DIR/backups/voix-<time>.sqlite (DATABASE_URL: PostgreSQL, see content-api/db/backupDatabase.ts).

  --help   this text`

/** `npm run backup [-- <file>]`: a consistent copy of the embedded database, by default DATA_DIR/backups/voix-<time>.sqlite. */
async function main() {
  if (askedForHelp(usage)) return
  const settings = readSettings()
  const file = process.argv[2] ?? join(settings.dataDir, 'backups', `voix-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`)
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
  try {
    await backupDatabase(db, file)
    console.log(`voix: backed up the database to ${file}`)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(`voix backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
