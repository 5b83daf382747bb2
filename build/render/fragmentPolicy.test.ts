import { describe, expect, it } from 'vitest'
import { createFragmentPolicy } from './fragmentPolicy.ts'

/** How many of `pages` pages the policy sends through the cache, each page of 40 blocks `reused` of them known. */
function through(policy: ReturnType<typeof createFragmentPolicy>, pages: number, reused: number): number {
  let used = 0
  for (let n = 0; n < pages; n++) {
    if (!policy.use()) continue
    used++
    policy.note(40, reused)
  }
  return used
}

describe('the fragment policy', () => {
  it('keeps pages going through the cache while most of their blocks come from it', () => {
    expect(through(createFragmentPolicy(), 500, 36)).toBe(500)
  })

  it('makes pages the usual way where few blocks repeat, sampling one in 32, then fewer, and comes back when they do', () => {
    const policy = createFragmentPolicy()
    // The first window (25 pages) is always tried; after it, one page in 32 for a window of samples (25 of them).
    expect(through(policy, 25 + 800, 4)).toBe(25 + 25)
    // Still no repeats: one in 64, then one in 128, then one in 256 from there on.
    expect(through(policy, 1600 + 3200, 4)).toBe(25 + 25)
    expect(through(policy, 256 * 25, 4)).toBe(25)
    // Blocks start to repeat: once a window of sampled pages shows it, every page goes through the cache again.
    expect(through(policy, 256 * 25, 36)).toBe(25)
    expect(through(policy, 100, 36)).toBe(100)
    policy.reset()
    expect(through(policy, 25, 0)).toBe(25)
  })
})
