import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Every save of a section, kept (sections/sectionVersions.ts): its number, the document as saved, who saved it and
 * when. Gone with the section. A section saved before this migration starts its history with its current copy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('section_versions')
    .addColumn('section_id', 'text', (c) => c.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addPrimaryKeyConstraint('section_versions_pk', ['section_id', 'version'])
    .execute()
  await sql`insert into section_versions (section_id, version, document, schema_version, created_at, created_by) select id, version, document, schema_version, updated_at, null from sections`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('section_versions').execute()
}
