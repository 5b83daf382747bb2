import { describe, expect, it } from 'vitest'
import { createPreloadQueue } from './preloadQueue.ts'

describe('createPreloadQueue', () => {
  it('runs four at a time; the fifth waits until one finishes', async () => {
    const queue = createPreloadQueue(4)
    const started: number[] = []
    const finish: (() => void)[] = []
    const results = [0, 1, 2, 3, 4, 5].map((n) =>
      queue.run(() => {
        started.push(n)
        return new Promise<number>((resolve) => finish.push(() => resolve(n)))
      }),
    )
    expect(started).toEqual([0, 1, 2, 3])
    expect(queue.pending).toBe(6)
    expect(queue.waiting).toBe(2)
    finish[1]!()
    await results[1]
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2, 3, 4])
    finish.slice(0, 5).forEach((f) => f())
    await Promise.all(results.slice(0, 5))
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    finish[5]!()
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5])
    expect(queue.pending).toBe(0)
  })

  it('frees the slot of a failed preload', async () => {
    const queue = createPreloadQueue(1)
    await expect(queue.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
