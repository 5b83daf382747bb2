import { sql } from 'kysely'
import { newId } from '../../catalogue/model/ids.ts'
import type { BuildJob, JobError } from '../../catalogue/model/buildJob.ts'
import type { Db } from '../db/openDatabase.ts'
import type { BuildJobsTable } from '../db/schema.ts'
import { now } from '../http/clock.ts'

/**
 * The build_jobs table, the record the studio and webhooks read whichever queue runs the builds
 * (localBuildQueue.ts in one process, postgresBuildQueue.ts across instances).
 */

export function presentJob(row: BuildJobsTable): BuildJob {
  return {
    id: row.id,
    status: row.status,
    publishes: Number(row.publishes),
    ...(row.error ? { error: JSON.parse(row.error) as JobError } : {}),
    ...(row.build_id ? { buildId: row.build_id } : {}),
    queuedAt: row.queued_at,
    ...(row.started_at ? { startedAt: row.started_at } : {}),
    ...(row.finished_at ? { finishedAt: row.finished_at } : {}),
  }
}

/**
 * Record a publish: join the waiting job or queue a new one, in one statement. The unique index on the waiting
 * row (migration 0027) makes this race-free across instances: two publishes at once make one job of two.
 */
export async function joinWaitingJob(db: Db): Promise<BuildJob> {
  const row: BuildJobsTable = { id: newId(), status: 'queued', publishes: 1, error: null, build_id: null, queued_at: now(), started_at: null, finished_at: null }
  const joined = await db.kysely
    .insertInto('build_jobs')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('status')
        // A literal, as in the index: neither database matches a partial index to a predicate with a parameter.
        .where('status', '=', sql.lit('queued'))
        .doUpdateSet({ publishes: sql<number>`${sql.ref('build_jobs.publishes')} + 1` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow()
  return presentJob(joined)
}

/**
 * Take every waiting job, and every job left 'building' by a build that stopped, for the build starting now: a
 * build reads everything published when it starts, so it carries them all. Only whoever holds the right to build
 * (one process; across instances the build lock) may call this, so a 'building' job it finds has no builder.
 */
export async function claimJobs(db: Db): Promise<string[]> {
  const rows = await db.kysely.updateTable('build_jobs').set({ status: 'building', started_at: now() }).where('status', 'in', ['queued', 'building']).returning('id').execute()
  return rows.map((row) => row.id)
}

/** Whether a job waits or was left building. */
export async function hasOpenJobs(db: Db): Promise<boolean> {
  return Boolean(await db.kysely.selectFrom('build_jobs').select('id').where('status', 'in', ['queued', 'building']).limit(1).executeTakeFirst())
}

export async function listJobs(db: Db, limit: number, offset = 0): Promise<{ items: BuildJob[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.kysely.selectFrom('build_jobs').selectAll().orderBy('queued_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    db.kysely.selectFrom('build_jobs').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(presentJob), total: Number(count.n) }
}

export async function getJob(db: Db, id: string): Promise<BuildJob | undefined> {
  const row = await db.kysely.selectFrom('build_jobs').selectAll().where('id', '=', id).executeTakeFirst()
  return row && presentJob(row)
}
