/**
 * Whether a cache of repeated inputs is worth asking. Keying an input (hashing or stringifying it) and remembering it
 * costs on every call and pays only on repeats: content that repeats (templates, shared sections) hits often, unique
 * content almost never, and then only fills memory that is dropped again. So each lookup is noted, and when fewer
 * than `threshold` of the last `window` found something, the cache is asked for one input in `sampleEvery` only,
 * enough to notice when repeats come back. The answer never changes what a caller computes, only whether it
 * looks it up first.
 */
export function createRepeatWatch({ window = 2_000, threshold = 0.1, sampleEvery = 16 } = {}) {
  let asked = 0
  let found = 0
  let skipping = false
  let skipped = 0
  return {
    /** Whether to ask the cache for this input (and remember it if new). */
    ask(): boolean {
      return !skipping || ++skipped % sampleEvery === 0
    },
    /** What the cache answered, for an input it was asked about. */
    note(hit: boolean): void {
      asked++
      if (hit) found++
      // Sampled lookups count as much as the others: a window of samples decides as well, only later.
      if (asked < (skipping ? window / sampleEvery : window)) return
      skipping = found < asked * threshold
      asked = found = 0
    },
    reset(): void {
      asked = found = skipped = 0
      skipping = false
    },
  }
}
