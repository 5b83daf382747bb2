/** Runs `task` on every item, at most `limit` at once; the first failure rejects once the tasks under way have ended. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const lane = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!
      try {
        await task(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  if (failure) throw failure.error
}
