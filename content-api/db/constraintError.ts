import { ApiError } from '../http/ApiError.ts'

/**
 * A unique or foreign-key violation from either database as a 409 or 400 naming the fields; anything else
 * is returned unchanged. `fieldOf` maps a column to the field name clients know.
 */
export function constraintError(error: unknown, label: string, fieldOf: (column: string) => string = (c) => c): unknown {
  const e = error as { code?: string; message?: string; detail?: string }
  const message = e.message ?? ''
  const pgColumns = /Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1]?.split(',').map((c) => c.trim())
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
