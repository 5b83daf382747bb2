import { mayHoldPressRelease, publishedPressReleases } from '../../catalogue/blocks/press/press-release-list/publishedPressReleases.ts'
import { migrateDocument } from '../../catalogue/model/migrations/migrateDocument.ts'
import { pageDocument } from '../../catalogue/model/migrations/pageDocument.ts'
import { holdsGated, publicElements } from '../../catalogue/model/gatedContent.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import type { Db } from '../db/openDatabase.ts'
import { publishedTranslations } from '../builds/publishedTranslations.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { listRecords } from '../entities/entityStore.ts'
import { readScriptOrigins } from '../settings/scriptOrigins.ts'
import { publishedLinkPaths } from '../links/publishedLinkPaths.ts'
import { bookingCodeTriggers, brands, factSheets, headTags, menus, posts, redirects, resorts, sites, specials } from '../entities/registry.ts'
import { sections } from '../sections/sectionEntity.ts'

async function all(db: Db, config: EntityConfig) {
  const { items } = await listRecords(db, config, { limit: 1_000_000, offset: 0, order: 'asc', filters: {} })
  return items.map((s) => s.doc)
}

/** Every record a build draws on besides pages, unparsed: each reader parses them with its snapshot. */
export async function publishedRecords(db: Db) {
  const [siteList, menuList, brandList, resortList, specialList, postList, factSheetList, triggerList, headTagList, redirectList, sectionList] = await Promise.all(
    [sites, menus, brands, resorts, specials, posts, factSheets, bookingCodeTriggers, headTags, redirects, sections].map((config) => all(db, config as unknown as EntityConfig)),
  )
  return {
    sites: siteList,
    menus: menuList,
    brands: brandList,
    resorts: resortList,
    specials: specialList,
    posts: postList,
    factSheets: factSheetList,
    bookingCodeTriggers: triggerList,
    headTags: headTagList,
    redirects: redirectList,
    // Presets are copied into pages when inserted: a build needs only the shared sections pages place.
    sections: sectionList!.filter((s) => (s as { kind?: unknown }).kind === 'shared'),
    // ...and presets only for the studio's previews of them (build/extra/sectionPreviews.ts).
    presets: sectionList!.filter((s) => (s as { kind?: unknown }).kind === 'preset'),
    scriptOrigins: (await readScriptOrigins(db)).origins,
    translations: await publishedTranslations(db),
    linkPaths: await publishedLinkPaths(db),
  }
}

/** Everything published, as the build needs it; parsed on the way out so a build never sees bad content. */
export async function readPublishedSnapshot(db: Db): Promise<PublishedSnapshot> {
  const rows = await db.kysely
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.site_id', 'page_versions.document', 'page_versions.schema_version'])
    .orderBy('pages.site_id')
    .orderBy('pages.path')
    .execute()
  const snapshot = PublishedSnapshot.parse({
    ...(await publishedRecords(db)),
    pages: rows.map((r) => ({ ...(migrateDocument(pageDocument, JSON.parse(r.document), Number(r.schema_version)) as object), site_id: r.site_id })),
  })
  // Only pages whose text names the detail block are looked at again.
  snapshot.pressReleases = publishedPressReleases(snapshot.pages.filter((_page, i) => mayHoldPressRelease(rows[i]!.document)))
  // Agents-only pages are rendered by the server on request: the build only learns their paths.
  snapshot.gated = snapshot.pages.filter((p) => p.access === 'agents').map((p) => ({ site_id: p.site_id, path: p.path }))
  // …and the public pages lose what is for agents only (catalogue/model/gatedContent.ts), as the build's own source does.
  snapshot.pages = snapshot.pages.filter((p) => p.access !== 'agents').map((p) => (holdsGated(p.elements) ? { ...p, elements: publicElements(p.elements) } : p))
  return snapshot
}
