import { sql, type Kysely } from 'kysely'
import { ApiError } from '../http/ApiError.ts'
import type { Db } from './openDatabase.ts'

/**
 * A unique or foreign-key violation from either database as a 409 or 400 naming the fields; anything else
 * is returned unchanged. `fieldOf` maps a column to the field name clients know.
 */
export function constraintError(error: unknown, label: string, fieldOf: (column: string) => string = (c) => c, missingColumns?: string[]): unknown {
  const e = error as { code?: string; message?: string; detail?: string }
  const message = e.message ?? ''
  const pgColumns = /Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1]?.split(',').map((c) => c.trim()) ?? missingColumns
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === '23505') {
    const sqliteColumns = /constraint failed: (.+)$/.exec(message)?.[1]?.split(',').map((c) => c.trim().split('.').pop()!)
    const fields = (pgColumns ?? sqliteColumns ?? []).map(fieldOf)
    return new ApiError(409, `A ${label} with this ${fields.join(' and ') || 'key'} already exists`, { fields })
  }
  if (e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || e.code === '23503') {
    const fields = (pgColumns ?? []).map(fieldOf)
    return new ApiError(400, `The ${label} refers to a record that does not exist${fields.length ? ` (${fields.join(', ')})` : ''}`, {
      issues: fields.map((f) => ({ path: f, message: 'refers to a record that does not exist' })),
    })
  }
  return error
}

/**
 * SQLite's foreign-key error names no column ("FOREIGN KEY constraint failed"), so a 400 from it could not say
 * which field refers to nothing. This finds the columns of `values` whose referenced row is missing; run on a
 * foreign-key failure only (still inside the transaction, which SQLite keeps usable after a failed statement).
 */
export async function missingReferences(db: Db, error: unknown, table: string, values: Record<string, unknown>): Promise<string[] | undefined> {
  if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_FOREIGNKEY') return undefined
  const kysely = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>
  const keys = await sql<{ table: string; from: string; to: string | null }>`select "table", "from", "to" from pragma_foreign_key_list(${table})`.execute(kysely)
  const missing: string[] = []
  for (const key of keys.rows) {
    const value = values[key.from]
    if (value === null || value === undefined) continue
    const found = await kysely.selectFrom(key.table).select(sql`1`.as('one')).where(key.to ?? 'id', '=', value).executeTakeFirst()
    if (!found) missing.push(key.from)
  }
  return missing
}
