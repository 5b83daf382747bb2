import pg from 'pg'
import type { Db } from '../db/openDatabase.ts'

/**
 * The fence around every build on PostgreSQL: a session advisory lock held on a connection of its own for as
 * long as the build runs. The job queue (pg-boss) decides who should build, but a build whose job expired while
 * it still ran, and that job's retry on another instance, could otherwise overlap in the shared output folder.
 * The lock is the database's: a process that dies (kill -9) drops its connection, and the lock with it. Keyed by
 * the schema, so databases in different schemas (the tests') never wait on each other. A fresh connection every
 * time, since a session's advisory lock is re-entrant: two builds of one process must not both pass.
 */
const lockKey = `hashtext('voix-build ' || current_schema())`

/** Run `fn` holding the build lock, waiting for it; SQLite (one process, one queue) runs it straight away. */
export async function withBuildLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (!db.pool) return fn()
  const client = await lockConnection(db.pool)
  try {
    await client.query(`select pg_advisory_lock(${lockKey})`)
    return await fn()
  } finally {
    // Ending the session releases the lock, whatever happened to the build.
    await client.end().catch(() => undefined)
  }
}

/** Run `fn` holding the build lock when nobody else holds it; answers `held` without running it otherwise. */
export async function tryBuildLock<T>(db: Db, fn: () => T | Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (!db.pool) return { ran: true, value: await fn() }
  const client = await lockConnection(db.pool)
  try {
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${lockKey}) as locked`)
    if (!rows[0]?.locked) return { ran: false }
    return { ran: true, value: await fn() }
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function lockConnection(pool: pg.Pool): Promise<pg.Client> {
  // Named after the process, so an operator (or a test) can see in pg_stat_activity which instance is building.
  const client = new pg.Client({ ...pool.options, application_name: `voix build lock (pid ${process.pid})` })
  // A connection lost while the build runs must not take the process down; the lock went with it, which the
  // next build's holder learns by getting it.
  client.on('error', (error) => console.error(`voix: the build lock's connection was lost: ${error.message}`))
  await client.connect()
  return client
}
