import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A translation remembers the version of its source page it was made from (or last marked up to date against),
 * so the studio can say which translations are out of date: those whose source has a later version. Null for
 * pages that are not translations, and for translations made before this column (they count as out of date).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('source_version', 'integer').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('source_version').execute()
}
