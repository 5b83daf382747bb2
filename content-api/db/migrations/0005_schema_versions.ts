import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The schema version of every stored document, beside it (catalogue/model/migrations): rows written before this
 * migration hold version 1 documents, and every load migrates a row from its version to the current one. Reads
 * need no parse for a row already current (pages/pageStore.ts splices those).
 */
export const versionedTables = [
  'pages',
  'page_versions',
  'sites',
  'menus',
  'users',
  'brands',
  'resorts',
  'specials',
  'posts',
  'fact_sheets',
  'booking_code_triggers',
  'head_tags',
  'redirects',
  'releases',
  'media',
] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of versionedTables) await db.schema.alterTable(table).addColumn('schema_version', 'integer', (c) => c.notNull().defaultTo(1)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of versionedTables) await db.schema.alterTable(table).dropColumn('schema_version').execute()
}
