import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * At most one build job waits at a time, enforced by the database, so publishes arriving on several API instances
 * at once join it (one `insert … on conflict`, builds/buildJobRecords.ts) instead of each queuing its own. A
 * database that already holds several waiting jobs (a restart re-queued the one that was building) keeps the newest
 * waiting and marks the older ones 'building', as a stopped process leaves them: a build claims waiting and cut-short
 * jobs alike, so the next build carries them all and none is lost.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const waiting = await db.selectFrom('build_jobs').select('id').where('status', '=', 'queued').orderBy('queued_at', 'desc').orderBy('id', 'desc').execute()
  const older = waiting.slice(1).map((row) => row.id as string)
  if (older.length) await db.updateTable('build_jobs').set({ status: 'building' }).where('id', 'in', older).execute()
  await sql`create unique index build_jobs_one_queued on build_jobs (status) where status = 'queued'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index build_jobs_one_queued`.execute(db)
}
