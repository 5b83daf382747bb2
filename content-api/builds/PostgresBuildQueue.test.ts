import { sql } from 'kysely'
import PgBoss from 'pg-boss'
import { afterEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/testDatabases.ts'
import type { RunBuild } from './buildQueue.ts'
import { buildJobQueueName, PostgresBuildQueue } from './PostgresBuildQueue.ts'

const postgres = (await testDatabases()).find((db) => db.name === 'postgres')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Two queues on one database stand for two instances: each has its own pg-boss worker and takes the build lock on its own connection. */
describe.skipIf(!postgres)('the pg-boss build queue, shared by instances', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  /** A build that notes how many run at once. */
  function watchedBuild(ms: (n: number) => number) {
    const seen = { builds: 0, running: 0, most: 0 }
    const runBuild: RunBuild = async () => {
      const n = ++seen.builds
      seen.most = Math.max(seen.most, ++seen.running)
      await sleep(ms(n))
      seen.running--
      return { buildId: `b${n}` }
    }
    return { seen, runBuild }
  }

  async function instances(runBuild: RunBuild, options: { timeoutSeconds?: number } = {}) {
    const db = await postgres!.open()
    const queues = [0, 1].map(() => new PostgresBuildQueue(db, { runBuild, pollSeconds: 0.5, ...options }))
    for (const queue of queues) await queue.resume()
    cleanups.push(async () => {
      for (const queue of queues) await queue.stop()
      await db.drop()
    })
    return { db, queues }
  }

  it('joins publishes from both into few builds, one at a time, and loses none', async () => {
    const { seen, runBuild } = watchedBuild(() => 80)
    const { db, queues } = await instances(runBuild)
    for (let burst = 0; burst < 5; burst++) {
      await Promise.all(Array.from({ length: 6 }, (_, i) => queues[i % 2]!.enqueue()))
      await sleep(30)
    }
    await queues[0]!.idle()
    await queues[1]!.idle()
    const jobs = await db.kysely.selectFrom('build_jobs').select(['status', 'publishes']).execute()
    expect(jobs.every((j) => j.status === 'live')).toBe(true)
    expect(jobs.reduce((n, j) => n + Number(j.publishes), 0)).toBe(30)
    expect(seen.most).toBe(1)
    expect(seen.builds).toBeLessThan(30)
    expect(seen.builds).toBe(jobs.length)
  })

  it('hands a build that outlived its timeout to the other instance, which waits for it to finish rather than overlap', async () => {
    // The first build takes 2.5 s against a 1 s timeout: pg-boss gives its job to the other instance meanwhile.
    const { seen, runBuild } = watchedBuild((n) => (n === 1 ? 2500 : 20))
    const { db, queues } = await instances(runBuild, { timeoutSeconds: 1 })
    const first = await queues[0]!.enqueue()
    await expect.poll(() => seen.builds, { timeout: 5000 }).toBe(1)
    await sleep(1500)
    const second = await queues[1]!.enqueue()
    await expect.poll(async () => [(await queues[1]!.get(first.id))?.status, (await queues[1]!.get(second.id))?.status], { timeout: 15_000 }).toEqual(['live', 'live'])
    expect(seen.most).toBe(1)
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(`${db.pgSchema}_boss.job`)} where retry_count > 0`.execute(db.kysely)
    expect(Number(rows[0]!.n)).toBeGreaterThan(0)
  })

  it('takes over the job of an instance that died mid-build long before its timeout, seeing nobody holds the lock', async () => {
    const { seen, runBuild } = watchedBuild(() => 20)
    const db = await postgres!.open()
    // The instance that died: it queued a publish, took the build job and claimed the publish, then was gone.
    const died = new PostgresBuildQueue(db)
    const job = await died.enqueue()
    const boss = new PgBoss({ connectionString: db.pool!.options.connectionString, schema: `${db.pgSchema}_boss`, supervise: false, schedule: false })
    await boss.start()
    expect(await boss.fetch(buildJobQueueName)).toHaveLength(1)
    await db.kysely.updateTable('build_jobs').set({ status: 'building', started_at: new Date().toISOString() }).where('id', '=', job.id).execute()
    // A live instance with the production timeout: its sweeps (every 5 s here) find the job active and the lock free.
    const live = new PostgresBuildQueue(db, { runBuild, pollSeconds: 0.5, timeoutSeconds: 600 })
    cleanups.push(async () => {
      await live.stop()
      await died.stop()
      await boss.stop({ graceful: false })
      await db.drop()
    })
    await live.resume()
    await expect.poll(async () => (await live.get(job.id))?.status, { timeout: 25_000, interval: 200 }).toBe('live')
    expect(seen.builds).toBe(1)
  }, 30_000)
})
