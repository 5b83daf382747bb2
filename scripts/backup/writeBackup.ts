import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import * as tar from 'tar'
import { backupDatabase } from '../../content-api/db/backupDatabase.ts'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { agentsFolder, BackupManifest, databaseEntry, keptMediaPaths, manifestEntry, mediaEntry } from './BackupManifest.ts'

const run = promisify(execFile)

export interface BackupSettings {
  /** PostgreSQL's address, or undefined for the embedded SQLite file. */
  databaseUrl: string | undefined
  sqliteFile: string
  mediaDir: string
}


/** Hard-linked where it can be (a backup beside the data costs no space for the uploads), copied across disks. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

/**
 * One file holding what a restore needs: the database (SQLite's own online copy, or `pg_dump`'s custom format) and
 * every upload. Consistent while the server runs: the database is copied first, and an upload's file is written
 * before its record, so every file the copied records name is already there; files uploaded after it are extra and
 * harmless. Written beside its name and renamed in, so a backup file is whole or absent. Answers what it holds.
 */
export async function writeBackup(settings: BackupSettings, file: string, log: (line: string) => void = () => {}): Promise<BackupManifest> {
  if (existsSync(file)) throw new Error(`the backup file ${file} already exists; choose a new name`)
  mkdirSync(dirname(file), { recursive: true })
  const parts = join(dirname(file), `.voix-backup-${randomUUID()}`)
  const temp = `${file}.${randomUUID()}.tmp`
  mkdirSync(join(parts, 'media'), { recursive: true })
  try {
    const database = settings.databaseUrl ? 'postgres' : 'sqlite'
    if (settings.databaseUrl) {
      // pg_dump takes one snapshot of the whole database, while it stays in use.
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(parts, databaseEntry.postgres)}`, settings.databaseUrl]).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
        if (error.code === 'ENOENT') throw new Error('pg_dump was not found: install the PostgreSQL client tools (the version of the server or newer), or back up the database with your own tools and see README.md "Other commands"')
        throw new Error(`pg_dump failed: ${(error.stderr ?? error.message).trim()}`)
      })
    } else {
      if (!existsSync(settings.sqliteFile)) throw new Error(`there is no database at ${settings.sqliteFile}: set DATA_DIR to the folder the server uses`)
      const db = await openDatabase({ sqliteFile: settings.sqliteFile })
      try {
        await backupDatabase(db, join(parts, databaseEntry.sqlite))
      } finally {
        await db.close()
      }
    }
    log(`copied the ${database === 'postgres' ? 'PostgreSQL' : 'SQLite'} database`)
    const media = keptMediaPaths(settings.mediaDir)
    mkdirSync(join(parts, 'media', agentsFolder), { recursive: true })
    for (const name of media) linkOrCopy(join(settings.mediaDir, name), join(parts, mediaEntry(name)))
    const manifest = BackupManifest.parse({ format: 'voix-backup', version: 1, createdAt: new Date().toISOString(), database, media: media.length })
    writeFileSync(join(parts, manifestEntry), JSON.stringify(manifest, null, 2))
    // The manifest first, so a restore knows what it holds before reading the rest.
    await tar.create({ file: temp, cwd: parts, gzip: true, portable: true }, [manifestEntry, databaseEntry[database], 'media'])
    renameSync(temp, file)
    log(`wrote ${file}: the database and ${media.length} media file${media.length === 1 ? '' : 's'}`)
    return manifest
  } finally {
    rmSync(parts, { recursive: true, force: true })
    rmSync(temp, { force: true })
  }
}
