import type { Release, ReleaseRecordKind } from '../../catalogue/model/entities/release.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { withResolvedMenus } from '../render/resolvePageLinks.ts'

/** Where each kind of record a release may hold sits in the published snapshot. */
const snapshotKeys = {
  specials: 'specials',
  menus: 'menus',
  posts: 'posts',
  'head-tags': 'headTags',
  redirects: 'redirects',
  'fact-sheets': 'factSheets',
  'booking-code-triggers': 'bookingCodeTriggers',
} as const satisfies Record<ReleaseRecordKind, keyof PublishedSnapshot>

/**
 * The live content as it will be once the release is published: each record the release holds in place of the
 * stored one (or added), parsed as a build parses it. The same snapshot for the preview and its checks, so what is
 * previewed is what the build will make of the release.
 */
export function withReleaseRecords(snapshot: PublishedSnapshot, records: Release['records']): PublishedSnapshot {
  if (!records.length) return snapshot
  const changed: Partial<Record<(typeof snapshotKeys)[ReleaseRecordKind], { id: string }[]>> = {}
  for (const record of records) {
    const key = snapshotKeys[record.kind]
    const list = (changed[key] ??= [...(snapshot[key] as { id: string }[])])
    const at = list.findIndex((r) => r.id === record.id)
    if (at >= 0) list[at] = record.doc as { id: string }
    else list.push(record.doc as { id: string })
  }
  const mask = Object.fromEntries(Object.keys(changed).map((k) => [k, true as const]))
  return { ...snapshot, ...PublishedSnapshot.pick(mask as never).parse(changed) }
}

/** A page the release holds, with the page it translates (null: none). */
export interface ReleasePageOf {
  page: { id: string; path: string; locale?: string | undefined }
  site_id: string
  source_page_id?: string | null | undefined
}

/**
 * The translation groups as they will be once the release is published (content-api/builds/publishedTranslations.ts
 * makes them from the database then): the release's pages take their place in their group at their new path and
 * locale, a translation joins its source's group (the source listed too, now that the group has two published
 * pages), and only groups of two or more are kept. Every page's hreflang links are made from this, so a release
 * holding a translation previews its links, and its source's, as the build will write them.
 */
export function withReleaseTranslations(snapshot: PublishedSnapshot, pages: readonly ReleasePageOf[]): PublishedSnapshot {
  if (!pages.length) return snapshot
  const held = new Set(pages.map((p) => p.page.id))
  const listed = snapshot.translations.filter((t) => !held.has(t.page_id))
  const add = (page: ReleasePageOf['page'], site_id: string, group: string) => {
    if (!listed.some((t) => t.page_id === page.id)) listed.push({ page_id: page.id, site_id, path: page.path, locale: page.locale ?? 'en', group })
  }
  for (const { page, site_id, source_page_id } of pages) {
    const group = source_page_id ?? snapshot.translations.find((t) => t.page_id === page.id)?.group ?? (pages.some((p) => p.source_page_id === page.id) ? page.id : undefined)
    if (!group) continue
    add(page, site_id, group)
    const source = source_page_id && !held.has(source_page_id) ? snapshot.pages.find((p) => p.id === source_page_id) : undefined
    if (source) add(source, source.site_id ?? '', group)
  }
  const sizes = new Map<string, number>()
  for (const t of listed) sizes.set(t.group, (sizes.get(t.group) ?? 0) + 1)
  return { ...snapshot, translations: listed.filter((t) => sizes.get(t.group)! > 1).sort((a, b) => (a.page_id < b.page_id ? -1 : 1)) }
}

/**
 * Links by identity as the build will resolve them once the release is published: each page the release holds at
 * its new path (content-api/links/publishedLinkPaths.ts reads `published_path`, which publishing sets), and every
 * menu's items picked by identity on those paths, as buildSite resolves them (withResolvedMenus).
 */
export function withReleaseLinks(snapshot: PublishedSnapshot, pages: readonly ReleasePageOf[]): PublishedSnapshot {
  const linkPaths: Record<string, [string, string]> = { ...snapshot.linkPaths }
  for (const { page, site_id } of pages) linkPaths[page.id] = [site_id, page.path]
  const over = { ...snapshot, linkPaths }
  return { ...over, menus: withResolvedMenus(over).menus }
}
