import { newId } from '../../catalogue/model/ids.ts'
import type { Release } from '../../catalogue/model/entities/release.ts'
import type { Post } from '../../catalogue/model/entities/post.ts'
import type { Special } from '../../catalogue/model/entities/special.ts'
import type { Db } from '../db/openDatabase.ts'
import type { ScheduledJobsTable } from '../db/schema.ts'
import { withTransaction } from '../db/withTransaction.ts'
import { getRecord, updateRecord } from '../entities/entityStore.ts'
import { posts, releases, specials } from '../entities/registry.ts'
import { matchesApproval } from '../releases/releaseContent.ts'
import { publishRelease } from '../releases/publishRelease.ts'
import { now, nowMs } from '../http/clock.ts'
import { pageReadCache } from '../pages/pageReadCache.ts'
import { makeVersionLive } from '../pages/redirectMovedPage.ts'
import { ApiError } from '../http/ApiError.ts'
import type { CreateSchedule } from '../../catalogue/model/schedule.ts'
import { authorizeSchedule, schedulerActor } from './scheduleTargets.ts'

/** A scheduled job that cannot run, with the reason an editor reads. */
export class ScheduleFailure extends Error {}

/**
 * Publish a saved page version as the page's live one, leaving the working draft as it is (an editor may have
 * gone on working since the version was scheduled). A copy is stored as a published version, as every publish does.
 */
export async function publishPageVersion(db: Db, pageId: string, versionId: string, author: string, name: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const page = await tx.selectFrom('pages').select(['id', 'site_id']).where('id', '=', pageId).executeTakeFirst()
    if (!page) throw new ScheduleFailure('the page was deleted')
    const version = await tx.selectFrom('page_versions').selectAll().where('id', '=', versionId).where('page_id', '=', pageId).executeTakeFirst()
    if (!version) throw new ScheduleFailure('the version to publish no longer exists')
    const id = newId()
    await tx
      .insertInto('page_versions')
      .values({ id, page_id: pageId, kind: 'published', name, document: version.document, schema_version: version.schema_version, created_at: now(), created_by: author })
      .execute()
    const { path } = JSON.parse(version.document) as { path: string }
    await makeVersionLive({ ...db, kysely: tx }, page, { id, path })
  })
  pageReadCache(db).drop(pageId)
}

/** Carry out one due job; answers whether the live site changed (a build is then due). Throws ScheduleFailure with the reason. */
export async function runScheduledJob(db: Db, job: ScheduledJobsTable): Promise<boolean> {
  const author = job.created_by
  // Checked again as whoever scheduled it is now, by the same rule as the routes (scheduleTargets.ts).
  const actor = await schedulerActor(db, author)
  if (!actor) throw new ScheduleFailure(`${author}, who scheduled it, may no longer sign in`)
  try {
    await authorizeSchedule(db, actor, { action: job.action, target_kind: job.target_kind as CreateSchedule['target_kind'], target_id: job.target_id, version_id: job.version_id ?? undefined }, false)
  } catch (error) {
    // A refusal stops it; a target or version gone since is reported below, in the words of each kind.
    if (!(error instanceof ApiError)) throw error
    if (error.status === 403) throw new ScheduleFailure(`${author}, who scheduled it, may not do it: ${error.message}`)
  }
  if (job.target_kind === 'pages' && job.action === 'publish') {
    if (!job.version_id) throw new ScheduleFailure('no version was chosen to publish')
    await publishPageVersion(db, job.target_id, job.version_id, author, `Scheduled publish`)
    return true
  }
  if (job.target_kind === 'pages' && job.action === 'unpublish') {
    const result = await db.kysely.updateTable('pages').set({ published_version_id: null }).where('id', '=', job.target_id).executeTakeFirst()
    if (result.numUpdatedRows === 0n) throw new ScheduleFailure('the page was deleted')
    pageReadCache(db).drop(job.target_id)
    return true
  }
  if (job.target_kind === 'releases' && job.action === 'publish') {
    const release = await getRecord<Release>(db, releases as never, job.target_id)
    if (!release) throw new ScheduleFailure('the release was deleted')
    if (release.doc.pageVersions.length === 0 && release.doc.records.length === 0) throw new ScheduleFailure('the release holds nothing to publish')
    if (release.doc.status !== 'approved') throw new ScheduleFailure(`the release is ${release.doc.status.replace('_', ' ')}, not approved`)
    if (!matchesApproval(release.doc)) throw new ScheduleFailure('the release changed since it was approved; it needs a new approval')
    // As a publish from the release screen: all its pages in one transaction, live by the next build's one flip.
    await publishRelease(db, release, release.version, { by: author ?? 'schedule', by_name: 'Scheduled publish', at: new Date(nowMs()).toISOString() })
    return true
  }
  if (job.target_kind === 'posts' && job.action === 'publish') {
    const post = await getRecord<Post>(db, posts as never, job.target_id)
    if (!post) throw new ScheduleFailure('the post was deleted')
    await updateRecord<Post>(db, posts as never, post.doc.id, post.version, { ...post.doc, publishedAt: new Date(nowMs()).toISOString() })
    return true
  }
  if (job.target_kind === 'specials' && job.action === 'unpublish') {
    const special = await getRecord<Special>(db, specials as never, job.target_id)
    if (!special) throw new ScheduleFailure('the special was deleted')
    // A special shows while its end date is today or later: ending it yesterday takes it down at once, everywhere.
    const yesterday = new Date(nowMs() - 86_400_000).toISOString().slice(0, 10)
    await updateRecord<Special>(db, specials as never, special.doc.id, special.version, { ...special.doc, endDate: yesterday })
    return true
  }
  throw new ScheduleFailure(`a ${job.target_kind.replace(/s$/, '')} cannot be scheduled to ${job.action}`)
}
