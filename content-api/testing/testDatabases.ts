import pg from 'pg'
import { openDatabase, type Db } from '../db/openDatabase.ts'

export const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

// The advisory lock's key: any number no other code of ours locks.
const schemaLockKey = 7_406_118

/**
 * Runs `work` holding the lock that opening and dropping test schemas take turns under, on a session of its own.
 * Kysely's migrator lists every table of the database by schema and name (`pg_get_serial_sequence`), which fails
 * with "schema … does not exist" when another test file drops its schema meanwhile: test files run side by side.
 */
async function withSchemaLock<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [schemaLockKey])
    return await work(client)
  } finally {
    // Ending the session releases its lock.
    await client.end()
  }
}

/** A database on a PostgreSQL schema of the tests', opened (and migrated) while no test schema is being dropped. */
export function openTestPostgres(schema: string): Promise<Db> {
  return withSchemaLock(() => openDatabase({ databaseUrl: postgresUrl, pgSchema: schema }))
}

/** Drops a test schema, and the build job queue's beside it (builds/PostgresBuildQueue.ts), while none is opened. */
export async function dropTestSchema(schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Schema name '${schema}' is not valid`)
  await withSchemaLock((client) => client.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_boss CASCADE`))
}

/**
 * The databases an integration suite runs against: SQLite always, PostgreSQL when reachable. In CI (or with
 * DATABASE_URL set) PostgreSQL is expected, and an unreachable one fails the run instead of being skipped.
 */
export async function testDatabases(): Promise<{ name: string; open: () => Promise<Db & { drop: () => Promise<void> }> }[]> {
  const list: Awaited<ReturnType<typeof testDatabases>> = [
    // drop closes the database on either kind: an in-memory one is gone with it.
    {
      name: 'sqlite',
      open: async () => {
        const db = await openDatabase({ sqliteFile: ':memory:' })
        return Object.assign(db, { drop: () => db.close() })
      },
    },
  ]
  const expected = Boolean(process.env.CI || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)
  if (await postgresReachable()) {
    list.push({
      name: 'postgres',
      open: async () => {
        const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
        const db = await openTestPostgres(schema)
        const drop = async () => {
          await db.close()
          await dropTestSchema(schema)
        }
        return Object.assign(db, { drop })
      },
    })
  } else if (expected) {
    throw new Error(`PostgreSQL was expected at ${postgresUrl} but could not be reached`)
  }
  return list
}
