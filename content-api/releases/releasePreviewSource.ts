import { loadPage } from '../../catalogue/model/migrations/loadPage.ts'
import type { Release } from '../../catalogue/model/entities/release.ts'
import type { Db } from '../db/openDatabase.ts'
import { getRecord } from '../entities/entityStore.ts'
import { releases } from '../entities/registry.ts'
import { readPublishedSnapshot } from '../store/readPublishedSnapshot.ts'

/** What a release preview (build/serve/releasePreview.ts) reads from the database. */
export function releasePreviewSource(db: Db) {
  return {
    async release(id: string) {
      const stored = await getRecord<Release>(db, releases, id)
      return stored && { release: stored.doc, version: stored.version }
    },
    async versions(items: Release['pageVersions']) {
      if (!items.length) return []
      const rows = await db.kysely
        .selectFrom('page_versions')
        .innerJoin('pages', 'pages.id', 'page_versions.page_id')
        .select(['page_versions.id', 'page_versions.page_id', 'page_versions.document', 'page_versions.schema_version', 'pages.site_id', 'pages.source_page_id'])
        .where('page_versions.id', 'in', items.map((i) => i.version_id))
        .execute()
      const byId = new Map(rows.map((r) => [r.id, r]))
      return items.flatMap(({ page_id, version_id }) => {
        const row = byId.get(version_id)
        if (!row || row.page_id !== page_id) return []
        return [{ page: loadPage({ ...JSON.parse(row.document), site_id: row.site_id }, Number(row.schema_version)), site_id: row.site_id, source_page_id: row.source_page_id }]
      })
    },
    snapshot: () => readPublishedSnapshot(db),
  }
}
