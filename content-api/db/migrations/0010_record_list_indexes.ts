import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The studio's record lists open sorted by name or title (then id, for a stable order) and page through them:
 * with an index on that order the first page of 10,000 records reads 25 rows instead of sorting them all.
 */
const indexes: [table: string, column: string][] = [
  ['menus', 'name'],
  ['brands', 'name'],
  ['resorts', 'name'],
  ['specials', 'title'],
  ['posts', 'published_at'],
  ['fact_sheets', 'title'],
  ['head_tags', 'name'],
  ['users', 'name'],
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of indexes) await db.schema.createIndex(`${table}_${column}_list`).on(table).columns([column, 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of indexes) await db.schema.dropIndex(`${table}_${column}_list`).execute()
}
