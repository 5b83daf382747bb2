import { mayHoldLinkTargets, resolveLinks, type LinkPaths } from '../../catalogue/fields/linkTarget.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'

const marker = Buffer.from('"to":{"kind":')

/**
 * A page's text with each link by identity pointing at its page's current path, and the `uses` entries naming the
 * pages linked to (`link:<id>`, see cache/pageIndex.ts depsHash): a page is rebuilt when one of them moves. Text
 * without such links comes back as it is, unparsed.
 */
export function resolvePageLinks(bytes: Buffer, paths: LinkPaths): { bytes: Buffer; links: string[] } {
  if (!bytes.includes(marker)) return { bytes, links: [] }
  const page = JSON.parse(bytes.toString('utf8')) as { site_id?: unknown }
  const linked = resolveLinks(page, String(page.site_id), paths)
  return { bytes: Buffer.from(JSON.stringify(page)), links: [...linked].sort().map((id) => `link:${encodeURIComponent(id)}`) }
}

/** The snapshot with every menu item picked by identity pointing at its page's current path (menus are part of each site's context). */
export function withResolvedMenus(meta: SnapshotMeta): SnapshotMeta {
  if (!meta.menus.some((m) => mayHoldLinkTargets(JSON.stringify(m.items)))) return meta
  const menus = structuredClone(meta.menus)
  for (const menu of menus) resolveLinks(menu.items, menu.site_id, meta.linkPaths)
  return { ...meta, menus }
}
