import { isOpenRelease, type Release } from '../../catalogue/model/entities/release.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { Db } from '../db/openDatabase.ts'
import { listRecords } from '../entities/entityStore.ts'
import { releases } from '../entities/registry.ts'
import { now } from '../http/clock.ts'
import { pageReadCache } from '../pages/pageReadCache.ts'

/** The open releases, newest change first: a page in several shows the one changed last. */
export async function openReleases(db: Db): Promise<Release[]> {
  const { items } = await listRecords<Release>(db, releases, { limit: 10_000, offset: 0, order: 'desc', sort: 'updated_at', filters: {} })
  return items.map((s) => s.doc).filter((r) => isOpenRelease(r.status))
}

/**
 * Marks each page with the open release that holds it (`page.current_release`, platform.md §3), or clears the
 * mark. The mark is the API's, not the editor's: it is written without a new page version (an editor's open
 * copy stays current; its saves keep the stored mark, see pageRoutes), and the page's kept read is dropped.
 */
export async function markCurrentRelease(db: Db, pageIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(pageIds)]
  if (!ids.length) return
  const open = await openReleases(db)
  const rows = await db.kysely.selectFrom('pages').select(['id', 'draft']).where('id', 'in', ids).execute()
  for (const row of rows) {
    const draft = JSON.parse(row.draft) as Page
    const holder = open.find((r) => r.pageVersions.some((i) => i.page_id === row.id))
    const mark = holder ? { id: holder.id, name: holder.name, status: holder.status } : undefined
    if (JSON.stringify(draft.current_release) === JSON.stringify(mark)) continue
    const next = { ...draft, current_release: mark }
    if (!mark) delete next.current_release
    await db.kysely.updateTable('pages').set({ draft: JSON.stringify(next), updated_at: now() }).where('id', '=', row.id).execute()
    pageReadCache(db).drop(row.id)
  }
}

/** The pages a change of a release touches: those it held before and those it holds now. */
export const touchedPages = (...states: (Release | undefined)[]) => states.flatMap((r) => r?.pageVersions.map((i) => i.page_id) ?? [])
