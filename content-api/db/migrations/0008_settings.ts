import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Settings an admin changes through the API, one JSON document per key (the first: `script-origins`), versioned for If-Match. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings').execute()
}
