import { resolve } from 'node:path'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readSettings } from './lib/settings.ts'
import { askedForHelp } from './lib/askedForHelp.ts'
import { exportSnapshot } from './snapshot/exportSnapshot.ts'

/**
 * `npm run snapshot -- export <dir>`: the published content of the database (DATABASE_URL for PostgreSQL, else
 * DATA_DIR's SQLite file) as a snapshot folder, which `npm run bench -- build --corpus <dir>` and a build read.
 */
async function main() {
  if (askedForHelp('npm run snapshot -- export <dir>\n\nWrites the published content of the database (DATABASE_URL for PostgreSQL, else the embedded one) to <dir>,\nfor `npm run build -- --snapshot <dir>` and the bench.\n\n  --help   this text')) return
  const [command, dir, ...rest] = process.argv.slice(2)
  if (command !== 'export' || !dir || rest.length) throw new Error('usage: npm run snapshot -- export <dir>')
  const settings = readSettings()
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
  try {
    const started = performance.now()
    const { pages, sites } = await exportSnapshot(db, resolve(dir))
    console.log(`voix: exported ${pages} published pages of ${sites} sites to ${resolve(dir)} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(`voix snapshot failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
