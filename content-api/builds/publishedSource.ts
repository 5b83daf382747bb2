import { mayHoldPressRelease, publishedPressReleases, type PublishedPressRelease } from '../../catalogue/blocks/press/press-release-list/publishedPressReleases.ts'
import { currentVersion } from '../../catalogue/model/migrations/DocumentType.ts'
import { migrateDocument } from '../../catalogue/model/migrations/migrateDocument.ts'
import { pageDocument } from '../../catalogue/model/migrations/pageDocument.ts'
import { Page } from '../../catalogue/model/page.ts'
import { publicDocumentText } from '../../catalogue/model/gatedContent.ts'
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

const currentPageSchema = currentVersion(pageDocument)

/** A stored page version's document at the current schema (catalogue/model/migrations), as JSON text. */
function migrated(document: string, schemaVersion: number | string): string {
  const from = Number(schemaVersion)
  return from === currentPageSchema ? document : JSON.stringify(migrateDocument(pageDocument, JSON.parse(document), from))
}

/** A page version's document as the build reads it: the Page with its site_id (the pages row's), as JSON text. */
function withSite(document: string, siteId: string): string {
  // Most documents carry no site_id: prefix it to the text rather than parse and write 50 KB again.
  if (document.startsWith('{"') && !document.includes('"site_id"')) return `{"site_id":${JSON.stringify(siteId)},${document.slice(1)}`
  return JSON.stringify({ ...(JSON.parse(document) as object), site_id: siteId })
}

/** Whether each published version is agents-only, worked out once per version (they are immutable). */
const agentsOnlyOfVersion = new Map<string, boolean>()

/** The versions among `versions` whose page is for signed-in agents only: the database picks candidates, parsing decides. */
async function agentsOnlyVersions(db: Db, versions: readonly string[]): Promise<Set<string>> {
  const current = new Set(versions)
  for (const version of agentsOnlyOfVersion.keys()) if (!current.has(version)) agentsOnlyOfVersion.delete(version)
  const unseen = versions.filter((v) => !agentsOnlyOfVersion.has(v))
  for (const chunk of chunks(unseen, 500)) {
    const rows = await db.kysely.selectFrom('page_versions').select(['id', 'document']).where('id', 'in', chunk).where('document', 'like', '%"access":"agents"%').execute()
    const candidates = new Map(rows.map((r) => [r.id, r.document]))
    for (const version of chunk) {
      const document = candidates.get(version)
      agentsOnlyOfVersion.set(version, document !== undefined && (JSON.parse(document) as { access?: string }).access === 'agents')
    }
  }
  return new Set(versions.filter((v) => agentsOnlyOfVersion.get(v)))
}

/**
 * Everything published, as a build source: the small records parsed now, and the pages listed by id, site and
 * published version id, so a build reads (and its workers parse) only the pages whose published version it has
 * not rendered. The same content as readPublishedSnapshot, without holding every page.
 */
export async function readPublishedSource(db: Db): Promise<PublishedSource> {
  const all = await db.kysely
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.id', 'pages.site_id', 'pages.path', 'pages.published_version_id', 'page_versions.created_at'])
    .orderBy('pages.site_id')
    .orderBy('pages.path')
    .execute()
  const gatedVersions = await agentsOnlyVersions(db, all.map((r) => r.published_version_id!))
  const gated = all.filter((r) => gatedVersions.has(r.published_version_id!))
  const listed = all.filter((r) => !gatedVersions.has(r.published_version_id!))
  // Release pages among versions not seen before: the database picks the candidates, the text test decides.
  // Versions no page is published at any more are forgotten, so the map stays the size of the site.
  const current = new Set(listed.map((r) => r.published_version_id!))
  for (const version of releasesOfVersion.keys()) if (!current.has(version)) releasesOfVersion.delete(version)
  const unseen = listed.filter((r) => !releasesOfVersion.has(r.published_version_id!))
  for (const chunk of chunks(unseen, 500)) {
    const rows = await db.kysely
      .selectFrom('page_versions')
      .select(['id', 'document', 'schema_version'])
      .where('id', 'in', chunk.map((r) => r.published_version_id!))
      .where('document', 'like', '%"PressReleaseDetail"%')
      .execute()
    const documents = new Map(rows.filter((r) => mayHoldPressRelease(r.document)).map((r) => [r.id, migrated(r.document, r.schema_version)]))
    for (const r of chunk) {
      const document = documents.get(r.published_version_id!)
      releasesOfVersion.set(r.published_version_id!, document === undefined ? [] : publishedPressReleases([PageWithSite.parse({ ...(JSON.parse(document) as object), site_id: r.site_id })]))
    }
  }
  const { pages: _pages, ...meta } = PublishedSnapshot.parse({
    ...(await publishedRecords(db)),
    pages: [],
    pressReleases: listed.flatMap((r) => releasesOfVersion.get(r.published_version_id!)!),
    gated: gated.map((r) => ({ site_id: r.site_id, path: r.path })),
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
        .select(['id', 'document', 'schema_version'])
        .where('id', 'in', pages.map((p) => p.version!))
        .execute()
      const documents = new Map(rows.map((r) => [r.id, migrated(r.document, r.schema_version)]))
      return pages.map((p) => {
        const document = documents.get(p.version!)
        if (document === undefined) throw new Error(`published version '${p.version}' is gone from page_versions`)
        // What the build writes is public: anything for signed-in agents only is left out here, before any of it is rendered.
        return withSite(publicDocumentText(document), p.siteId!)
      })
    },
  }
}
