import type { Kysely } from 'kysely'
import { newId } from '../../catalogue/model/ids.ts'
import type { MediaRecord } from '../../catalogue/model/entities/media.ts'
import type { Db } from '../db/openDatabase.ts'
import type { Database } from '../db/schema.ts'
import { withTransaction } from '../db/withTransaction.ts'
import { now } from '../http/clock.ts'
import { pageReadCache } from '../pages/pageReadCache.ts'
import { mediaHash, mediaRecordTables } from './mediaUsage.ts'

/** Every occurrence of one stored URL in a JSON text; the URL holds only [0-9a-z/.], so a plain split is exact. */
const swap = (text: string, from: string, to: string) => text.split(from).join(to)

/** A new published version, named, for every page whose published version matches `like`; answers their ids. */
async function publishAgain(tx: Kysely<Database>, like: string, made: { at: string; author: string; name: string }, rewrite: (document: string) => string): Promise<string[]> {
  const published = await tx
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.id', 'page_versions.document', 'page_versions.schema_version'])
    .where('page_versions.document', 'like', like)
    .execute()
  for (const page of published) {
    const id = newId()
    await tx
      .insertInto('page_versions')
      .values({ id, page_id: page.id, kind: 'published', name: made.name, document: rewrite(page.document), schema_version: page.schema_version, created_at: made.at, created_by: made.author })
      .execute()
    await tx.updateTable('pages').set({ published_version_id: id }).where('id', '=', page.id).execute()
  }
  return published.map((p) => p.id)
}

/**
 * Point every use of `old` at `replacement`: each page's draft, each published version (a new published version
 * is made, as published versions never change, so the build renders those pages again and derives the new
 * file's sizes), and each record. One transaction: either everything uses the new file, or nothing changed.
 * Answers how many pages and records changed and whether any of them is rendered (a build is then due).
 */
export async function replaceMediaUses(db: Db, old: MediaRecord, replacement: MediaRecord, author: string): Promise<{ pages: number; records: number }> {
  const like = `%${mediaHash(old.url)}%`
  const at = now()
  const changedPages = new Set<string>()
  let records = 0
  await withTransaction(db, async (tx: Kysely<Database>) => {
    const drafts = await tx.selectFrom('pages').select(['id', 'draft', 'version']).where('draft', 'like', like).execute()
    for (const page of drafts) {
      await tx
        .updateTable('pages')
        .set({ draft: swap(page.draft, old.url, replacement.url), version: Number(page.version) + 1, updated_at: at })
        .where('id', '=', page.id)
        .execute()
      changedPages.add(page.id)
    }
    for (const id of await publishAgain(tx, like, { at, author, name: `Image replaced: ${replacement.name}` }, (doc) => swap(doc, old.url, replacement.url))) changedPages.add(id)
    const any = tx as unknown as Kysely<Record<string, { id: string; document: string; version: number; updated_at: string }>>
    for (const { table } of mediaRecordTables) {
      const rows = await any.selectFrom(table).select(['id', 'document', 'version']).where('document', 'like', like).execute()
      for (const row of rows) {
        await any
          .updateTable(table)
          .set({ document: swap(row.document, old.url, replacement.url), version: Number(row.version) + 1, updated_at: at })
          .where('id', '=', row.id)
          .execute()
        records++
      }
    }
  })
  for (const id of changedPages) pageReadCache(db).drop(id)
  return { pages: changedPages.size, records }
}

/**
 * Publish again every page whose published version shows a file (same content, a new published version), so the
 * next build renders them and derives the file's sizes anew: after its focal point moved. Answers how many.
 */
export async function republishMediaUses(db: Db, url: string, author: string, reason: string): Promise<number> {
  const like = `%${mediaHash(url)}%`
  const at = now()
  const pages = await withTransaction(db, (tx: Kysely<Database>) => publishAgain(tx, like, { at, author, name: reason }, (doc) => doc))
  for (const id of pages) pageReadCache(db).drop(id)
  return pages.length
}
