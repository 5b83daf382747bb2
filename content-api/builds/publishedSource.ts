import { mayHoldPressRelease, publishedPressReleases, type PublishedPressRelease } from '../../catalogue/blocks/press/press-release-list/publishedPressReleases.ts'
import { Page } from '../../catalogue/model/page.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import type { Db } from '../db/openDatabase.ts'
import { publishedRecords } from '../store/readPublishedSnapshot.ts'

/** The published content for a build, read page by page (the build's SnapshotSource shape; we cannot import it). */
export interface PublishedSource {
  meta: Omit<PublishedSnapshot, 'pages'>
  validated: false
  pages(): AsyncIterable<{ id: string; siteId: string; version: string; publishedAt: string }[]>
  texts(pages: readonly { siteId?: string; version?: string }[]): Promise<string[]>
}

const PageWithSite = Page.extend({ site_id: Page.shape.site_id.unwrap() })

/** Published versions are immutable, so what one holds for press release lists is worked out once per process. */
const releasesOfVersion = new Map<string, PublishedPressRelease[]>()

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size))
  return result
}

/** A page version's document as the build reads it: the Page with its site_id (the pages row's), as JSON text. */
function withSite(document: string, siteId: string): string {
  // Most documents carry no site_id: prefix it to the text rather than parse and write 50 KB again.
  if (document.startsWith('{"') && !document.includes('"site_id"')) return `{"site_id":${JSON.stringify(siteId)},${document.slice(1)}`
  return JSON.stringify({ ...(JSON.parse(document) as object), site_id: siteId })
}

/**
 * Everything published, as a build source: the small records parsed now, and the pages listed by id, site and
 * published version id, so a build reads (and its workers parse) only the pages whose published version it has
 * not rendered. The same content as readPublishedSnapshot, without holding every page.
 */
export async function readPublishedSource(db: Db): Promise<PublishedSource> {
  const listed = await db.kysely
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.id', 'pages.site_id', 'pages.published_version_id', 'page_versions.created_at'])
    .orderBy('pages.site_id')
    .orderBy('pages.path')
    .execute()
  // Release pages among versions not seen before: the database picks the candidates, the text test decides.
  // Versions no page is published at any more are forgotten, so the map stays the size of the site.
  const current = new Set(listed.map((r) => r.published_version_id!))
  for (const version of releasesOfVersion.keys()) if (!current.has(version)) releasesOfVersion.delete(version)
  const unseen = listed.filter((r) => !releasesOfVersion.has(r.published_version_id!))
  for (const chunk of chunks(unseen, 500)) {
    const rows = await db.kysely
      .selectFrom('page_versions')
      .select(['id', 'document'])
      .where('id', 'in', chunk.map((r) => r.published_version_id!))
      .where('document', 'like', '%"PressReleaseDetail"%')
      .execute()
    const documents = new Map(rows.filter((r) => mayHoldPressRelease(r.document)).map((r) => [r.id, r.document]))
    for (const r of chunk) {
      const document = documents.get(r.published_version_id!)
      releasesOfVersion.set(r.published_version_id!, document === undefined ? [] : publishedPressReleases([PageWithSite.parse({ ...(JSON.parse(document) as object), site_id: r.site_id })]))
    }
  }
  const { pages: _pages, ...meta } = PublishedSnapshot.parse({
    ...(await publishedRecords(db)),
    pages: [],
    pressReleases: listed.flatMap((r) => releasesOfVersion.get(r.published_version_id!)!),
  })
  return {
    meta,
    validated: false,
    async *pages() {
      for (const chunk of chunks(listed, 1000)) yield chunk.map((r) => ({ id: r.id, siteId: r.site_id, version: r.published_version_id!, publishedAt: new Date(r.created_at).toISOString() }))
    },
    async texts(pages) {
      const rows = await db.kysely
        .selectFrom('page_versions')
        .select(['id', 'document'])
        .where('id', 'in', pages.map((p) => p.version!))
        .execute()
      const documents = new Map(rows.map((r) => [r.id, r.document]))
      return pages.map((p) => {
        const document = documents.get(p.version!)
        if (document === undefined) throw new Error(`published version '${p.version}' is gone from page_versions`)
        return withSite(document, p.siteId!)
      })
    },
  }
}
