import type { PublishedTranslation } from '../../catalogue/model/pageSeo.ts'
import type { Db } from '../db/openDatabase.ts'

/**
 * The published pages that have translations or are one, with the path and locale of their published version, for
 * hreflang links. Only pages in a group of two or more published pages are listed.
 */
export async function publishedTranslations(db: Db): Promise<PublishedTranslation[]> {
  const rows = await db.kysely
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.id', 'pages.site_id', 'pages.source_page_id', 'page_versions.document'])
    .where((eb) => eb.or([eb('pages.source_page_id', 'is not', null), eb('pages.id', 'in', eb.selectFrom('pages as t').select('t.source_page_id').where('t.source_page_id', 'is not', null).where('t.published_version_id', 'is not', null))]))
    .execute()
  const listed = rows.map((r) => {
    const document = JSON.parse(r.document) as { path: string; locale?: string }
    return { page_id: r.id, site_id: r.site_id, path: document.path, locale: document.locale ?? 'en', group: r.source_page_id ?? r.id }
  })
  const sizes = new Map<string, number>()
  for (const t of listed) sizes.set(t.group, (sizes.get(t.group) ?? 0) + 1)
  return listed.filter((t) => sizes.get(t.group)! > 1).sort((a, b) => (a.page_id < b.page_id ? -1 : 1))
}
