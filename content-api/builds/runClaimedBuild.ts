import type { JobError } from '../../catalogue/model/buildJob.ts'
import type { Db } from '../db/openDatabase.ts'
import { now } from '../http/clock.ts'
import { recordNotLive } from './recordNotLive.ts'
import type { BuildEvents } from './BuildEvents.ts'
import { buildRetries, describeFailure, type BuildEvent, type RunBuild } from './buildQueue.ts'

/**
 * Build once for the claimed jobs `ids` and record the outcome on them: live with the build id (naming pages it had
 * to leave at their last good render), or failed with the reason. A build whose render worker died is run again,
 * `buildRetries` times at most, unless the queue is stopping. Shared by both queues; the caller holds the right to build.
 */
export async function runClaimedBuild(db: Db, ids: string[], runBuild: RunBuild, events: BuildEvents, stopping: () => boolean): Promise<void> {
  const jobs = db.kysely.updateTable('build_jobs').where('id', 'in', ids).where('status', '=', 'building')
  await events.emit(ids, 'build.started', {})
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await runBuild()
      const { buildId, skipped } = result
      await jobs.set({ status: 'live', build_id: buildId, error: skipped?.length ? JSON.stringify(skippedNote(skipped)) : null, finished_at: now() }).execute()
      await recordNotLive(db, buildId, skipped)
      await events.emit(ids, 'build.live', { build: buildFigures(result) })
      return
    } catch (error) {
      if ((error as { retry?: unknown } | null)?.retry === true && attempt <= buildRetries && !stopping()) continue
      const failure = describeFailure(error)
      if (attempt > 1) failure.message = `${failure.message} (the build was tried ${attempt} times)`
      await jobs.set({ status: 'failed', error: JSON.stringify(failure), finished_at: now() }).execute()
      await events.emit(ids, 'build.failed', { error: failure })
      return
    }
  }
}

/** A live build that left pages out says which, naming the first as a failed build would. */
function skippedNote(skipped: JobError[]): JobError {
  const [first] = skipped
  const more = skipped.length > 1 ? ` (and ${skipped.length - 1} more page${skipped.length > 2 ? 's' : ''})` : ''
  return { ...first!, message: `went live without the latest version of a page it could not make${more}: ${first!.message}` }
}

/** The figures a webhook carries, from what the build answered (a build run by a caller may know fewer). */
function buildFigures(result: Awaited<ReturnType<RunBuild>>): NonNullable<BuildEvent['build']> {
  const changedPaths = result.changedPaths ?? []
  const skipped = (result.skipped ?? []).map(({ message, site, page, element, field }) => ({ message, ...(site ? { site } : {}), ...(page ? { page } : {}), ...(element ? { element } : {}), ...(field ? { field } : {}) }))
  return { id: result.buildId, pages: result.pages ?? 0, rendered: result.rendered ?? 0, reused: result.reused ?? 0, changedPaths, changedCount: result.changedCount ?? changedPaths.length, skipped }
}
