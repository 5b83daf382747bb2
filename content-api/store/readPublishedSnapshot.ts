import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import type { Db } from '../db/openDatabase.ts'
import { listMenus, listSites } from './siteStore.ts'

/** Everything published, as the build needs it; parsed on the way out so a build never sees bad content. */
export async function readPublishedSnapshot(db: Db): Promise<PublishedSnapshot> {
  const rows = await db.kysely
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.site_id', 'page_versions.document'])
    .orderBy('pages.site_id')
    .orderBy('pages.path')
    .execute()
  return PublishedSnapshot.parse({
    sites: await listSites(db),
    menus: await listMenus(db),
    pages: rows.map((r) => ({ ...JSON.parse(r.document), site_id: r.site_id })),
  })
}
