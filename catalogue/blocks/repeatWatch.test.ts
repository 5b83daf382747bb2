import { describe, expect, it } from 'vitest'
import { createRepeatWatch } from './repeatWatch.ts'

/** How many of `calls` inputs the cache is asked about, each answered with `hit`. */
function asked(watch: ReturnType<typeof createRepeatWatch>, calls: number, hit: (i: number) => boolean): number {
  let n = 0
  for (let i = 0; i < calls; i++)
    if (watch.ask()) {
      n++
      watch.note(hit(i))
    }
  return n
}

describe('repeat watch', () => {
  it('keeps asking while inputs repeat', () => {
    const watch = createRepeatWatch({ window: 100, threshold: 0.1, sampleEvery: 10 })
    expect(asked(watch, 1000, (i) => i % 2 === 0)).toBe(1000)
  })

  it('asks one input in sampleEvery once a window found almost nothing, and again in full when repeats come back', () => {
    const watch = createRepeatWatch({ window: 100, threshold: 0.1, sampleEvery: 10 })
    expect(asked(watch, 100, () => false)).toBe(100)
    expect(asked(watch, 1000, () => false)).toBe(100)
    // Sampled lookups that hit: after one window of them (10 samples, 100 inputs), every input is asked again.
    expect(asked(watch, 100, () => true)).toBe(10)
    expect(asked(watch, 100, () => true)).toBe(100)
  })

  it('starts over on reset', () => {
    const watch = createRepeatWatch({ window: 10, threshold: 0.5, sampleEvery: 5 })
    asked(watch, 10, () => false)
    expect(watch.ask() && watch.ask()).toBe(false)
    watch.reset()
    expect(asked(watch, 10, () => false)).toBe(10)
  })
})
