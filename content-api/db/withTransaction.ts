import type { Kysely } from 'kysely'
import type { Db } from './openDatabase.ts'
import type { Database } from './schema.ts'

/** Run in a transaction, joining the caller's when `db` is already one (the seed runs whole in one). */
export function withTransaction<T>(db: Db, fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.kysely.isTransaction ? fn(db.kysely) : db.kysely.transaction().execute(fn)
}
