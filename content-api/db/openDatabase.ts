import Sqlite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect } from 'kysely'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import pg from 'pg'
import { migrations } from './migrations/index.ts'
import type { Database } from './schema.ts'
import { sqliteDialect } from './sqliteDialect.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface Db {
  kysely: Kysely<Database>
  dialect: Dialect
  /** SQLite only: the connection itself. */
  sqlite?: Sqlite.Database
  /**
   * SQLite only: the connection for the few hot reads that keep a prepared statement (see pages/getPageJson). A
   * read-only connection of its own for a database file, so a read never sees a transaction still open on the
   * writer's connection; the writer's own for an in-memory database, which no second connection can see.
   */
  sqliteReader?: Sqlite.Database
  /** PostgreSQL only: the pool, for the same hot reads as named prepared statements. */
  pool?: pg.Pool
  /** PostgreSQL only: the schema it works in, when not the default. */
  pgSchema?: string
  /** PostgreSQL only: run before the pool closes (a listener holding its own connection registers here). */
  beforeClose?: Set<() => Promise<void>>
  close(): Promise<void>
}

export interface OpenOptions {
  /** postgres://… for PostgreSQL; otherwise the embedded SQLite file at `sqliteFile`. */
  databaseUrl?: string
  sqliteFile?: string
  /** PostgreSQL only: work inside this schema (created if missing); tests use one each for isolation. */
  pgSchema?: string
}

/** Open the database (SQLite by default, PostgreSQL for a postgres:// URL) and bring its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Db> {
  let db: Db
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const schema = options.pgSchema
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Schema name '${schema}' is not valid`)
    if (schema) {
      const setup = new pg.Client({ connectionString: options.databaseUrl })
      await setup.connect()
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).finally(() => setup.end())
    }
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) })
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    const beforeClose = new Set<() => Promise<void>>()
    const close = async () => {
      for (const task of beforeClose) await task().catch(() => undefined)
      await kysely.destroy()
    }
    db = { kysely, dialect: 'postgres', pool, pgSchema: schema, beforeClose, close }
  } else {
    const file = options.sqliteFile ?? ':memory:'
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
    const sqlite = new Sqlite(file)
    // WAL lets readers run beside the writer; FULL sync so a saved edit survives a power cut.
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = FULL')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma('busy_timeout = 5000')
    const kysely = new Kysely<Database>({ dialect: sqliteDialect(sqlite) })
    db = { kysely, dialect: 'sqlite', sqlite, sqliteReader: sqlite, close: () => kysely.destroy() }
  }
  const { error } = await createMigrator(db).migrateToLatest()
  if (error) {
    await db.close()
    throw new Error(`Database migration failed: ${(error as Error).message}`)
  }
  if (db.sqlite && db.sqlite.name !== ':memory:') {
    // Opened after migrating, so the tables it prepares statements against exist.
    const reader = new Sqlite(db.sqlite.name, { readonly: true, fileMustExist: true })
    reader.pragma('busy_timeout = 5000')
    const closeWriter = db.close
    db = { ...db, sqliteReader: reader, close: async () => (reader.close(), await closeWriter()) }
  }
  return db
}

/** The migrator of the one set of migrations (db/migrations), for either dialect. */
export function createMigrator(db: Db): Migrator {
  // Kysely looks for its migration tables in every schema unless told which: with another schema's tables
  // present (parallel test runs) it would skip creating this schema's and fail.
  return new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations }, ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}) })
}
