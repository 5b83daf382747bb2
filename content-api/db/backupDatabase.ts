import { sql } from 'kysely'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Db } from './openDatabase.ts'

/**
 * A consistent copy of the embedded database, made by SQLite itself (VACUUM INTO) while it stays in use:
 * never a file copy, which could catch a write half-done. PostgreSQL has its own tools (pg_dump).
 */
export async function backupDatabase(db: Db, file: string): Promise<void> {
  if (db.dialect !== 'sqlite') throw new Error('Back up PostgreSQL with pg_dump; this backup is for the embedded SQLite database')
  if (existsSync(file)) throw new Error(`The backup file ${file} already exists; choose a new name`)
  mkdirSync(dirname(file), { recursive: true })
  await sql`VACUUM INTO ${file}`.execute(db.kysely)
}
