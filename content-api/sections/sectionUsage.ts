import type { Kysely } from 'kysely'
import { sectionsPlaced } from '../../catalogue/model/sections/expandSections.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { Db } from '../db/openDatabase.ts'
import type { SectionUsage, SectionUse } from '../../catalogue/model/entities/section.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as unknown as Kysely<any>

const likeId = (id: string) => `%${JSON.stringify(id).replace(/[\\%_]/g, (m) => `\\${m}`)}%`
const places = (document: string, id: string) => sectionsPlaced((JSON.parse(document) as { elements?: Element[] }).elements ?? []).includes(id)

/**
 * The pages placing a section, by site and path: a coarse LIKE on the section's id narrows the rows, then each
 * document is read to be sure. At most `limit` pages (a section on more is listed in part; `total` says how many).
 */
export async function sectionUsage(db: Db, id: string, limit = 1000): Promise<SectionUsage> {
  const k = anyDb(db)
  const [drafts, published] = await Promise.all([
    k.selectFrom('pages').select(['id', 'site_id', 'path', 'title', 'draft']).where('draft', 'like', likeId(id)).execute(),
    k
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
      .select(['pages.id', 'pages.site_id', 'pages.path', 'pages.title', 'page_versions.document'])
      .where('page_versions.document', 'like', likeId(id))
      .execute(),
  ])
  const byId = new Map<string, SectionUse>()
  const note = (row: Record<string, unknown>, document: string, key: 'draft' | 'published') => {
    if (!places(document, id)) return
    const at = byId.get(String(row.id)) ?? { id: String(row.id), site_id: String(row.site_id), path: String(row.path), title: String(row.title), published: false, draft: false }
    at[key] = true
    byId.set(at.id, at)
  }
  for (const row of drafts) note(row, String(row.draft), 'draft')
  for (const row of published) note(row, String(row.document), 'published')
  const pages = [...byId.values()].sort((a, b) => (a.site_id === b.site_id ? (a.path < b.path ? -1 : 1) : a.site_id < b.site_id ? -1 : 1))
  return { pages: pages.slice(0, limit), total: pages.length }
}
