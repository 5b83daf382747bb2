import type { JobError } from '../../catalogue/model/buildJob.ts'
import type { Db } from '../db/openDatabase.ts'
import { withTransaction } from '../db/withTransaction.ts'
import { now } from '../http/clock.ts'
import { notLiveReason } from './notLiveReason.ts'

/** A page a live build could not make, as the build reports it: its site's slug and its path, and whether its last good render stayed. */
export type NotLivePage = JobError & { kept?: boolean }

/**
 * What a live build says of the published pages it could not make, kept for the API and the studio (migration 0030):
 * the table is rewritten whole, since every build tries each such page again (its published version is not in the
 * live build's index) and so names every page that is still not live. Pages are found by site slug and path.
 */
export async function recordNotLive(db: Db, buildId: string, skipped: readonly NotLivePage[] = []): Promise<void> {
  const at = now()
  const reasons = await Promise.all(skipped.map((page) => notLiveReason(db, page)))
  await withTransaction(db, async (tx) => {
    await tx.deleteFrom('page_not_live').execute()
    for (const [i, page] of skipped.entries()) {
      if (!page.site || !page.page) continue
      const found = await tx.selectFrom('pages').innerJoin('sites', 'sites.id', 'pages.site_id').select('pages.id').where('sites.slug', '=', page.site).where('pages.path', '=', page.page).executeTakeFirst()
      if (!found) continue
      await tx
        .insertInto('page_not_live')
        .values({ page_id: found.id, message: reasons[i]!, kept: page.kept === false ? 0 : 1, build_id: buildId, at })
        .onConflict((c) => c.column('page_id').doNothing())
        .execute()
    }
  })
}

/** Why each of these pages is not live, by page id; pages that are live (or never published) are absent. */
export async function notLiveReasons(db: Db, ids: readonly string[]): Promise<Map<string, { message: string; kept: boolean }>> {
  if (!ids.length) return new Map()
  const rows = await db.kysely.selectFrom('page_not_live').select(['page_id', 'message', 'kept']).where('page_id', 'in', [...ids]).execute()
  return new Map(rows.map((r) => [r.page_id, { message: r.message, kept: Number(r.kept) === 1 }]))
}
