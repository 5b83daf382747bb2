import type { z } from 'zod'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { now } from '../http/clock.ts'

/** One settings row read with its schema; a stored value that no longer parses gives the default, never a failing read. */
export async function readSetting<T>(db: Db, key: string, schema: z.ZodType<T>, fallback: T): Promise<T & { version: number }> {
  const row = await db.kysely.selectFrom('settings').select(['document', 'version']).where('id', '=', key).executeTakeFirst()
  if (!row) return { ...fallback, version: 0 }
  const parsed = schema.safeParse(JSON.parse(row.document))
  return { ...(parsed.success ? parsed.data : fallback), version: Number(row.version) }
}

/** Store when the stored version is still `expected` (0: none stored yet); answers whether it was stored. */
export async function storeSetting(db: Db, key: string, value: unknown, expected: number): Promise<boolean> {
  const document = JSON.stringify(value)
  const at = now()
  const result =
    expected === 0
      ? await db.kysely.insertInto('settings').values({ id: key, document, version: 1, updated_at: at }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst()
      : await db.kysely.updateTable('settings').set({ document, version: expected + 1, updated_at: at }).where('id', '=', key).where('version', '=', expected).executeTakeFirst()
  const written = 'numUpdatedRows' in result ? result.numUpdatedRows : (result.numInsertedOrUpdatedRows ?? 0n)
  return written > 0n
}

/** Write when the stored version is still `expected` (0: none stored yet); 412 naming `what` otherwise. */
export async function writeSetting(db: Db, key: string, value: unknown, expected: number, what: string): Promise<number> {
  if (!(await storeSetting(db, key, value, expected))) throw new ApiError(412, `The ${what} setting was changed by someone else; reload it and apply your change again`)
  return expected + 1
}
