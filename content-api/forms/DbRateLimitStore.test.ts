import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/testDatabases.ts'
import { DbRateLimitStore } from './DbRateLimitStore.ts'

const databases = await testDatabases()

describe.each(databases)('rate-limit counts in the database on $name', ({ open }) => {
  let db: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await db.drop()
  })

  it('counts hits from several instances at once in one window, and starts again after it', async () => {
    let now = 1_000_000
    // Two stores on one database stand for two instances.
    const stores = [new DbRateLimitStore(db, () => now), new DbRateLimitStore(db, () => now)]
    for (const store of stores) store.init({ windowMs: 60_000 })
    const hits = await Promise.all(Array.from({ length: 10 }, (_, i) => stores[i % 2]!.increment('sign-up|10.0.0.1')))
    expect(hits.map((h) => h.totalHits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(hits[0]!.resetTime.getTime()).toBe(1_060_000)
    await stores[1]!.decrement('sign-up|10.0.0.1')
    expect((await stores[0]!.increment('sign-up|10.0.0.1')).totalHits).toBe(10)
    now = 1_060_001
    expect(await stores[1]!.increment('sign-up|10.0.0.1')).toEqual({ totalHits: 1, resetTime: new Date(1_120_001) })
    await stores[0]!.resetKey('sign-up|10.0.0.1')
    expect((await stores[0]!.increment('sign-up|10.0.0.1')).totalHits).toBe(1)
  })
})
