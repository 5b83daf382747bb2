import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import * as tar from 'tar'
import { BackupManifest, databaseEntry, isBackupEntry, keptMediaPaths, manifestEntry } from './BackupManifest.ts'
import type { BackupSettings } from './writeBackup.ts'

const run = promisify(execFile)

/** Whether a folder has nothing of a Voix server in it yet (it may be missing, or hold unrelated files). */
function emptyOfVoix(settings: BackupSettings): boolean {
  const media = existsSync(settings.mediaDir) ? readdirSync(settings.mediaDir) : []
  return !existsSync(settings.sqliteFile) && media.length === 0
}

/** Tables in PostgreSQL's schema: a restore goes only into an empty database. */
async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = current_schema()")
    return Number(rows[0]!.n)
  } finally {
    await client.end()
  }
}

/**
 * A backup file (writeBackup) brought back into an empty DATA_DIR, and for PostgreSQL an empty database: the
 * database file or dump, and every upload. Nothing is overwritten: a DATA_DIR or database already in use is refused,
 * and so is a backup of the other kind of database than the one set. The server's next start migrates the database
 * if the backup is older than the code, and builds every site from it.
 */
export async function restoreBackup(settings: BackupSettings, file: string, log: (line: string) => void = () => {}): Promise<BackupManifest> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`there is no backup file at ${file}`)
  if (!emptyOfVoix(settings)) throw new Error(`${dirname(settings.sqliteFile)} already holds a Voix database or uploads; restore into an empty DATA_DIR (nothing is overwritten)`)
  const unpacked = join(dirname(settings.sqliteFile), `.voix-restore-${randomUUID()}`)
  mkdirSync(unpacked, { recursive: true })
  try {
    const refused: string[] = []
    await tar
      .extract({
        file,
        cwd: unpacked,
        strict: true,
        // Only the entries a backup holds, as plain files and the media folder: no links, no paths elsewhere.
        filter: (path, entry) => {
          const ok = isBackupEntry(path) && ('type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true)
          if (!ok) refused.push(path)
          return ok
        },
      })
      .catch((error: Error) => {
        throw new Error(`${file} is not a readable backup file (${error.message})`)
      })
    if (refused.length) throw new Error(`${file} holds entries no backup holds (${refused.slice(0, 3).join(', ')}); it was not made by npm run backup`)
    let manifest: BackupManifest
    try {
      manifest = BackupManifest.parse(JSON.parse(readFileSync(join(unpacked, manifestEntry), 'utf8')))
    } catch {
      throw new Error(`${file} is not a Voix backup: it has no readable ${manifestEntry}`)
    }
    const dump = join(unpacked, databaseEntry[manifest.database])
    if (!existsSync(dump)) throw new Error(`${file} is incomplete: it has no ${databaseEntry[manifest.database]}`)
    const media = keptMediaPaths(join(unpacked, 'media'))
    if (media.length !== manifest.media) throw new Error(`${file} is incomplete: it should hold ${manifest.media} media files and holds ${media.length}`)
    if (manifest.database === 'postgres' && !settings.databaseUrl) throw new Error('this backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it into')
    if (manifest.database === 'sqlite' && settings.databaseUrl) throw new Error('this backup is of the embedded SQLite database: unset DATABASE_URL to restore it into DATA_DIR')
    if (settings.databaseUrl) {
      if ((await postgresTables(settings.databaseUrl)) > 0) throw new Error('the database DATABASE_URL names is not empty; restore into a new, empty database (nothing is overwritten)')
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${settings.databaseUrl}`, dump]).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
        if (error.code === 'ENOENT') throw new Error('pg_restore was not found: install the PostgreSQL client tools (the version of the server or newer)')
        throw new Error(`pg_restore failed: ${(error.stderr ?? error.message).trim()}`)
      })
    } else {
      mkdirSync(dirname(settings.sqliteFile), { recursive: true })
      renameSync(dump, settings.sqliteFile)
    }
    log(`restored the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} database of ${manifest.createdAt}`)
    mkdirSync(settings.mediaDir, { recursive: true })
    for (const name of media) {
      // Agents-only uploads go back to their own folder.
      mkdirSync(dirname(join(settings.mediaDir, name)), { recursive: true })
      renameSync(join(unpacked, 'media', name), join(settings.mediaDir, name))
    }
    log(`restored ${media.length} media file${media.length === 1 ? '' : 's'} into ${settings.mediaDir}`)
    return manifest
  } finally {
    rmSync(unpacked, { recursive: true, force: true })
  }
}
