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
        const db = await openDatabase({ databaseUrl: postgresUrl, pgSchema: schema })
        const drop = async () => {
          await db.close()
          const client = new pg.Client({ connectionString: postgresUrl })
          await client.connect()
          // The build job queue keeps its tables beside the schema (builds/PostgresBuildQueue.ts).
          await client.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_boss CASCADE`).finally(() => client.end())
        }
        return Object.assign(db, { drop })
      },
    })
  } else if (expected) {
    throw new Error(`PostgreSQL was expected at ${postgresUrl} but could not be reached`)
  }
  return list
}
