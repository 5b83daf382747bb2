import type { Kysely } from 'kysely'
import { anyMediaUrlPattern, type MediaUse } from '../../catalogue/model/entities/media.ts'
import type { Db } from '../db/openDatabase.ts'

/** Record tables whose documents may hold a media URL, and the field that names a record for an editor. */
export const mediaRecordTables: readonly { table: string; type: string; label: string }[] = [
  { table: 'sites', type: 'sites', label: 'name' },
  { table: 'brands', type: 'brands', label: 'name' },
  { table: 'resorts', type: 'resorts', label: 'name' },
  { table: 'specials', type: 'specials', label: 'title' },
  { table: 'posts', type: 'posts', label: 'title' },
  { table: 'fact_sheets', type: 'fact-sheets', label: 'title' },
  { table: 'releases', type: 'releases', label: 'name' },
]

/** The hash inside a stored media URL: what a LIKE can look for without matching anything else. */
export function mediaHash(url: string): string {
  const match = anyMediaUrlPattern.exec(url)
  if (!match) throw new Error(`not a stored media URL: ${url}`)
  return match[1]!
}

/**
 * Every page (draft or published version) and record that uses a media file. The database narrows by the file's
 * hash (64 hex digits, so a LIKE cannot match anything but that file); nothing is parsed.
 */
export async function findMediaUses(db: Db, url: string): Promise<MediaUse[]> {
  const like = `%${mediaHash(url)}%`
  const k = db.kysely
  const [drafts, published] = await Promise.all([
    k.selectFrom('pages').select(['id', 'title', 'path', 'site_id']).where('draft', 'like', like).execute(),
    k
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
      .select(['pages.id', 'pages.title', 'pages.path', 'pages.site_id'])
      .where('page_versions.document', 'like', like)
      .execute(),
  ])
  const pages = new Map<string, MediaUse>()
  for (const [rows, where] of [
    [drafts, 'draft'],
    [published, 'published'],
  ] as const)
    for (const row of rows) {
      const use = pages.get(row.id) ?? { kind: 'page' as const, type: 'pages', id: row.id, label: `${row.title} (${row.path})`, site_id: row.site_id, in: [] }
      use.in.push(where)
      pages.set(row.id, use)
    }
  const any = k as unknown as Kysely<Record<string, { id: string; document: string }>>
  const records: MediaUse[] = []
  for (const { table, type, label } of mediaRecordTables) {
    const rows = await any.selectFrom(table).select(['id', 'document']).where('document', 'like', like).execute()
    for (const row of rows) {
      const doc = JSON.parse(row.document) as Record<string, unknown>
      records.push({ kind: 'record', type, id: row.id, label: String(doc[label] ?? row.id), site_id: typeof doc.site_id === 'string' ? doc.site_id : null, in: ['record'] })
    }
  }
  return [...pages.values(), ...records]
}

/** "Home (/), Offers (/offers) and 2 more" for a refusal an editor reads. */
export function describeUses(uses: readonly MediaUse[]): string {
  const names = uses.slice(0, 3).map((u) => (u.kind === 'page' ? `page ${u.label}` : `${u.type.replace(/-/g, ' ').replace(/s$/, '')} ${u.label}`))
  return uses.length > 3 ? `${names.join(', ')} and ${uses.length - 3} more` : names.join(', ')
}

/** How many pages and records use each of a list's files, keyed by URL. */
export type MediaUseCounts = Map<string, { pages: number; records: number }>

/**
 * The use counts of a screenful of files at once: one query per table (each a LIKE per file's hash, OR-ed), then the
 * few matching documents are checked for each hash here. The number of queries does not grow with the list.
 */
export async function countMediaUses(db: Db, urls: readonly string[]): Promise<MediaUseCounts> {
  const hashes = urls.map((url) => ({ url, hash: mediaHash(url) }))
  const counts: MediaUseCounts = new Map(urls.map((url) => [url, { pages: 0, records: 0 }]))
  if (!hashes.length) return counts
  const k = db.kysely
  const [drafts, published] = await Promise.all([
    k
      .selectFrom('pages')
      .select(['id', 'draft as text'])
      .where((eb) => eb.or(hashes.map(({ hash }) => eb('draft', 'like', `%${hash}%`))))
      .execute(),
    k
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
      .select(['pages.id', 'page_versions.document as text'])
      .where((eb) => eb.or(hashes.map(({ hash }) => eb('page_versions.document', 'like', `%${hash}%`))))
      .execute(),
  ])
  for (const { url, hash } of hashes) {
    const pages = new Set([...drafts, ...published].filter((row) => String(row.text).includes(hash)).map((row) => row.id))
    counts.get(url)!.pages = pages.size
  }
  const any = k as unknown as Kysely<Record<string, { id: string; document: string }>>
  const tables = await Promise.all(
    mediaRecordTables.map(({ table }) =>
      any
        .selectFrom(table)
        .select(['id', 'document'])
        .where((eb) => eb.or(hashes.map(({ hash }) => eb('document', 'like', `%${hash}%`))))
        .execute(),
    ),
  )
  for (const rows of tables) for (const row of rows) for (const { url, hash } of hashes) if (row.document.includes(hash)) counts.get(url)!.records++
  return counts
}
