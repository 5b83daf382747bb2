import { SingleBar } from 'cli-progress'

/**
 * A terminal progress bar for a build (cli-progress), or nothing when output is not a terminal (CI logs, pipes).
 * Feed `update` to buildSite's onProgress; call `stop` when the build ends, however it ends.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): { update: (done: number, total: number | undefined) => void; stop: () => void } {
  if (!stream.isTTY) return { update: () => {}, stop: () => {} }
  const bar = new SingleBar({ stream, format: 'rendering {bar} {value}/{total} pages  {rate} pages/s  {duration_formatted}', hideCursor: true, clearOnComplete: true, etaBuffer: 200 })
  let started = false
  const startedAt = performance.now()
  return {
    update(done, total) {
      if (!started) {
        bar.start(total ?? done, 0, { rate: 0 })
        started = true
      }
      if (total === undefined) bar.setTotal(Math.max(done, bar.getTotal()))
      bar.update(done, { rate: Math.round(done / Math.max((performance.now() - startedAt) / 1000, 0.001)) })
    },
    stop() {
      if (started) bar.stop()
    },
  }
}
