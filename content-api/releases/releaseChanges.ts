import type { Release, ReleaseChange, ReleaseImpact } from '../../catalogue/model/entities/release.ts'
import { pageKey, sinceApproval } from './releaseContent.ts'
import { loadPage } from '../../catalogue/model/migrations/loadPage.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { Db } from '../db/openDatabase.ts'

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** The elements of a tree by id, with each one's own content (children compared on their own). */
function flatten(elements: readonly Element[], into = new Map<string, string>()): Map<string, string> {
  for (const el of elements) {
    const { elements: children, ...own } = el as Element & { elements?: Element[] }
    into.set(el.id, JSON.stringify(own))
    if (children) flatten(children, into)
  }
  return into
}

/** What differs between the live version of a page and the release's, in an editor's words. */
export function describeDifferences(live: Page, next: Page): string[] {
  const out: string[] = []
  if (live.title !== next.title) out.push(`title: “${live.title}” → “${next.title}”`)
  if (live.path !== next.path) out.push(`address: ${live.path} → ${next.path}`)
  if ((live.locale ?? 'en') !== (next.locale ?? 'en')) out.push(`language: ${live.locale ?? 'en'} → ${next.locale ?? 'en'}`)
  if (live.description !== next.description) out.push('description')
  if (live.layout !== next.layout) out.push(`layout: ${live.layout} → ${next.layout}`)
  if (JSON.stringify(live.seo) !== JSON.stringify(next.seo) || JSON.stringify(live.head) !== JSON.stringify(next.head)) out.push('search and sharing settings')
  if (JSON.stringify(live.fields) !== JSON.stringify(next.fields)) out.push('page fields')
  const before = flatten(live.elements)
  const after = flatten(next.elements)
  const added = [...after.keys()].filter((id) => !before.has(id)).length
  const removed = [...before.keys()].filter((id) => !after.has(id)).length
  const changed = [...after].filter(([id, own]) => before.has(id) && before.get(id) !== own).length
  if (added) out.push(`${plural(added, 'element')} added`)
  if (removed) out.push(`${plural(removed, 'element')} removed`)
  if (changed) out.push(`${plural(changed, 'element')} changed`)
  if (!added && !removed && !changed && JSON.stringify(live.elements.map((e) => e.id)) !== JSON.stringify(next.elements.map((e) => e.id))) out.push('elements reordered')
  return out
}

/** Each page of a release against what is live, with its review, whether its draft moved on, and against the approval. */
export async function releaseChanges(db: Db, release: Release): Promise<ReleaseChange[]> {
  if (!release.pageVersions.length) return []
  const since = sinceApproval(release).items
  const pageIds = [...new Set(release.pageVersions.map((i) => i.page_id))]
  const versionIds = release.pageVersions.map((i) => i.version_id)
  const pages = await db.kysely.selectFrom('pages').select(['id', 'site_id', 'draft', 'schema_version', 'published_version_id', 'source_page_id']).where('id', 'in', pageIds).execute()
  // The pages translated by translations in the release, named by their draft's title and address.
  const sourceIds = [...new Set(pages.flatMap((p) => (p.source_page_id ? [p.source_page_id] : [])))]
  const sources = new Map(
    (sourceIds.length ? await db.kysely.selectFrom('pages').select(['id', 'draft']).where('id', 'in', sourceIds).execute() : []).map((s) => {
      const { title, path } = JSON.parse(s.draft) as { title: string; path: string }
      return [s.id, { title, path }]
    }),
  )
  const liveIds = pages.flatMap((p) => (p.published_version_id ? [p.published_version_id] : []))
  const versions = await db.kysely
    .selectFrom('page_versions')
    .select(['id', 'page_id', 'name', 'document', 'schema_version'])
    .where('id', 'in', [...versionIds, ...liveIds])
    .execute()
  const byId = new Map(versions.map((v) => [v.id, v]))
  const load = (row: { document: string; schema_version: number | string }) => loadPage(JSON.parse(row.document), Number(row.schema_version))
  return release.pageVersions.flatMap(({ page_id, version_id }) => {
    const row = pages.find((p) => p.id === page_id)
    const version = byId.get(version_id)
    if (!row || !version) return []
    const next = load(version)
    const liveRow = row.published_version_id ? byId.get(row.published_version_id) : undefined
    const differences = liveRow ? describeDifferences(load(liveRow), next) : ['not live yet']
    const change: ReleaseChange['change'] = !liveRow ? 'new' : row.published_version_id === version_id || differences.length === 0 ? 'same' : 'changed'
    const draft = loadPage({ ...JSON.parse(row.draft), site_id: row.site_id }, Number(row.schema_version))
    const open = Object.values(draft.review.annotations).reduce((n, list) => n + (list ?? []).filter((a) => !a.resolved).length, 0)
    const key = pageKey(page_id)
    return [
      {
        key,
        page_id,
        version_id,
        site_id: row.site_id,
        path: next.path,
        title: next.title,
        version_name: version.name || 'Unnamed version',
        change,
        differences,
        review: { status: draft.review.status, open_annotations: open },
        draft_differs: describeDifferences(next, draft).length > 0,
        reviewed: release.reviewed[key]?.fingerprint === version_id,
        since_approval: since.get(key) ?? null,
        translation: row.source_page_id ? { locale: next.locale ?? 'en', of_page_id: row.source_page_id, of_title: sources.get(row.source_page_id)?.title ?? '', of_path: sources.get(row.source_page_id)?.path ?? '' } : null,
      },
    ]
  })
}

/** How many pages the release adds, changes and leaves as they are on each site, against the live build's page index. */
export function releaseImpact(changes: ReleaseChange[], index: { buildId: string | null; sites: Record<string, readonly string[]> }): ReleaseImpact {
  const sites = new Map<string, ReleaseImpact['sites'][number]>()
  for (const item of changes) {
    const site = sites.get(item.site_id) ?? { site_id: item.site_id, added: 0, changed: 0, unchanged: 0 }
    const live = index.sites[item.site_id]?.includes(item.path) ?? false
    if (!live) site.added++
    else if (item.change === 'same') site.unchanged++
    else site.changed++
    sites.set(item.site_id, site)
  }
  return { build_id: index.buildId, sites: [...sites.values()] }
}
