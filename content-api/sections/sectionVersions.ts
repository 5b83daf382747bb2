import type { Kysely } from 'kysely'
import { Section, type SectionVersion } from '../../catalogue/model/entities/section.ts'
import { currentVersion } from '../../catalogue/model/migrations/DocumentType.ts'
import { migrateDocument } from '../../catalogue/model/migrations/migrateDocument.ts'
import { recordDocument } from '../../catalogue/model/migrations/recordDocuments.ts'
import type { Db } from '../db/openDatabase.ts'
import { now } from '../http/clock.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as unknown as Kysely<any>

/**
 * Keeps a saved section as its version `version` (migration 0035). Only the writer whose compare-and-write won
 * reaches here with that number, so the key (section, version) is written once; a repeat is ignored.
 */
export async function keepSectionVersion(db: Db, doc: Section, version: number, author: string | null): Promise<void> {
  await anyDb(db)
    .insertInto('section_versions')
    .values({ section_id: doc.id, version, document: JSON.stringify(doc), schema_version: currentVersion(recordDocument('sections')), created_at: now(), created_by: author })
    .onConflict((oc) => oc.columns(['section_id', 'version']).doNothing())
    .execute()
}

/** A section's versions, newest first, a page at a time. */
export async function listSectionVersions(db: Db, id: string, limit: number, offset: number): Promise<{ items: SectionVersion[]; total: number }> {
  const base = anyDb(db).selectFrom('section_versions').where('section_id', '=', id)
  const [rows, count] = await Promise.all([
    base.select(['version', 'document', 'schema_version', 'created_at', 'created_by']).orderBy('version', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  const items = rows.map((r) => ({ version: Number(r.version), name: loadVersion(r).name, created_at: String(r.created_at), created_by: r.created_by === null ? null : String(r.created_by) }))
  return { items, total: Number((count as { n: number | string }).n) }
}

/** The section as saved at `version`, migrated to today's schema; undefined when there is no such version. */
export async function getSectionVersion(db: Db, id: string, version: number): Promise<Section | undefined> {
  const row = await anyDb(db).selectFrom('section_versions').select(['document', 'schema_version']).where('section_id', '=', id).where('version', '=', version).executeTakeFirst()
  return row && loadVersion(row)
}

const loadVersion = (row: Record<string, unknown>): Section =>
  Section.parse(migrateDocument(recordDocument('sections'), JSON.parse(String(row.document)), Number(row.schema_version ?? 1)))
