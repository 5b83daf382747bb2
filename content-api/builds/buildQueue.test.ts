import { afterEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/openDatabase.ts'
import type { BuildJobsTable } from '../db/schema.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { buildRetries, type BuildEvent, type BuildQueue, type RunBuild } from './buildQueue.ts'
import { LocalBuildQueue } from './LocalBuildQueue.ts'
import { PostgresBuildQueue } from './PostgresBuildQueue.ts'

const databases = await testDatabases()
type Open = (typeof databases)[number]['open']

/** Both queues keep one contract: the in-process one on either database, the pg-boss one on PostgreSQL. */
const queues: { name: string; open: Open; make: (db: Db, runBuild: RunBuild) => BuildQueue }[] = databases.flatMap(({ name, open }) => [
  { name: `the in-process queue on ${name}`, open, make: (db: Db, runBuild: RunBuild) => new LocalBuildQueue(db, { runBuild, quietMs: 5, maxWaitMs: 50 }) },
  // A longer quiet time: the two publishes a test sends at once must reach the table before the build claims it.
  ...(name === 'postgres' ? [{ name: 'the pg-boss queue', open, make: (db: Db, runBuild: RunBuild) => new PostgresBuildQueue(db, { runBuild, quietMs: 100, pollSeconds: 0.5 }) }] : []),
])

describe.each(queues)('$name', ({ open, make }) => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  async function queueWith(runBuild: RunBuild) {
    const db = await open()
    const queue = make(db, runBuild)
    await queue.resume()
    cleanups.push(async () => {
      await queue.stop()
      await db.drop()
    })
    return { db, queue }
  }

  const job = (id: string, status: BuildJobsTable['status'], queuedAt: string): BuildJobsTable => ({
    id,
    status,
    publishes: 1,
    error: null,
    build_id: null,
    queued_at: queuedAt,
    started_at: status === 'building' ? queuedAt : null,
    finished_at: null,
  })
  const statuses = async (db: Db) => Object.fromEntries((await db.kysely.selectFrom('build_jobs').select(['id', 'status']).orderBy('id').execute()).map((r) => [r.id, r.status]))

  it('on start, builds both the job a killed process left building and the one queued behind it', async () => {
    let builds = 0
    const db = await open()
    await db.kysely.insertInto('build_jobs').values([job('a-building', 'building', '2026-01-01T00:00:00.000Z'), job('b-queued', 'queued', '2026-01-01T00:00:01.000Z')]).execute()
    const queue = make(db, async () => ({ buildId: `b${++builds}` }))
    cleanups.push(async () => {
      await queue.stop()
      await db.drop()
    })
    await queue.resume()
    await expect.poll(() => statuses(db), { timeout: 5000 }).toEqual({ 'a-building': 'live', 'b-queued': 'live' })
    // One build carries both: it reads everything published when it starts.
    expect(builds).toBe(1)
    await queue.enqueue()
    await expect.poll(() => builds, { timeout: 5000 }).toBe(2)
  })

  it('runs a build whose render worker died again, a bounded number of times, then fails it with the reason', async () => {
    let calls = 0
    const workerDied = () => Object.assign(new Error('a render worker stopped: it exited with signal SIGKILL'), { retry: true })
    const flaky = await queueWith(async () => {
      if (++calls < 2) throw workerDied()
      return { buildId: 'b-after-retry' }
    })
    const first = await flaky.queue.enqueue()
    await expect.poll(async () => (await flaky.queue.get(first.id))?.status, { timeout: 5000 }).toBe('live')
    expect(calls).toBe(2)

    let attempts = 0
    const broken = await queueWith(async () => {
      attempts++
      throw workerDied()
    })
    const second = await broken.queue.enqueue()
    await expect.poll(async () => (await broken.queue.get(second.id))?.status, { timeout: 5000 }).toBe('failed')
    expect(attempts).toBe(buildRetries + 1)
    expect((await broken.queue.get(second.id))?.error).toEqual({ message: `a render worker stopped: it exited with signal SIGKILL (the build was tried ${buildRetries + 1} times)`, kind: 'internal' })

    // A content error is not retried: building again would fail the same way.
    let contentCalls = 0
    const content = await queueWith(async () => {
      contentCalls++
      throw Object.assign(new Error("page demo/x, element e1: is not valid"), { where: { page: 'demo/x', element: 'e1' } })
    })
    const third = await content.queue.enqueue()
    await expect.poll(async () => (await content.queue.get(third.id))?.status, { timeout: 5000 }).toBe('failed')
    expect(contentCalls).toBe(1)
  })

  it('names the pages a live build had to leave at their last good render', async () => {
    const { queue } = await queueWith(async () => ({
      buildId: 'b1',
      skipped: [
        { message: 'page demo/broken, element e1: Maximum call stack size exceeded', site: 'demo', page: '/broken', element: 'e1' },
        { message: 'page demo/other: is not valid', site: 'demo', page: '/other' },
      ],
    }))
    const queued = await queue.enqueue()
    await expect.poll(async () => (await queue.get(queued.id))?.status, { timeout: 5000 }).toBe('live')
    expect((await queue.get(queued.id))?.error).toEqual({
      message: 'went live without the latest version of a page it could not make (and 1 more page): page demo/broken, element e1: Maximum call stack size exceeded',
      site: 'demo',
      page: '/broken',
      element: 'e1',
    })
  })

  it('tells its listeners when a build starts and goes live, with the figures the build answered, and when it fails', async () => {
    let fail = false
    let tries = 0
    const { queue } = await queueWith(async () => {
      tries++
      if (fail && tries === 1) throw Object.assign(new Error('worker died'), { retry: true })
      if (fail) throw Object.assign(new Error('a field is empty'), { where: { page: 'demo/rooms', field: 'title' } })
      return { buildId: 'b1', pages: 3, rendered: 1, reused: 2, changedPaths: [{ site: 'demo', path: '/rooms' }], changedCount: 1, skipped: [{ message: 'broken', site: 'demo', page: '/spa', kept: true } as never] }
    })
    const events: BuildEvent[] = []
    queue.onEvent((e) => events.push(e))
    // Both are chained before the build reads the table: one job of two publishes.
    const [first] = await Promise.all([queue.enqueue(), queue.enqueue()])
    await queue.idle()
    expect(events).toEqual([
      { event: 'build.started', job: { id: first.id, status: 'building', publishes: 2 } },
      {
        event: 'build.live',
        job: { id: first.id, status: 'live', publishes: 2 },
        build: { id: 'b1', pages: 3, rendered: 1, reused: 2, changedPaths: [{ site: 'demo', path: '/rooms' }], changedCount: 1, skipped: [{ message: 'broken', site: 'demo', page: '/spa' }] },
      },
    ])
    events.length = 0
    fail = true
    tries = 0
    const second = await queue.enqueue()
    await queue.idle()
    // A build run again after its worker died is still one start.
    expect(events.map((e) => e.event)).toEqual(['build.started', 'build.failed'])
    expect(events[1]).toMatchObject({ job: { id: second.id, status: 'failed' }, error: { message: 'a field is empty (the build was tried 2 times)', site: 'demo', page: '/rooms', field: 'title' } })
    expect(events[1]!.build).toBeUndefined()
  })
})
