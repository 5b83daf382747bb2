/**
 * Route preloads (payload and layout code of a hovered link) run at most `limit` at a time; more wait their
 * turn, so a mouse sweeping across a menu cannot flood the network ahead of the page's own requests.
 */
export function createPreloadQueue(limit = 4) {
  let active = 0
  const waiting: (() => void)[] = []
  const next = () => {
    active--
    waiting.shift()?.()
  }
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const start = () => {
        active++
        return task().finally(next)
      }
      if (active < limit) return start()
      return new Promise<T>((resolve, reject) => waiting.push(() => void start().then(resolve, reject)))
    },
    get pending() {
      return active + waiting.length
    },
    get waiting() {
      return waiting.length
    },
  }
}
export type PreloadQueue = ReturnType<typeof createPreloadQueue>
