// One full build in its own process, for the peak-memory figure: `tsx largeBuildChild.ts <snapshotDir> <outRoot> <bundleDir>`.
// Prints one JSON line: pages, ms and the process's peak resident memory (worker threads included). On stderr, the
// resident memory every 10,000 pages, to show whether it grows with the page count.
import { buildSite } from '../../build/buildSite.ts'
import { snapshotDirSource } from '../../build/source/snapshotSource.ts'

const [snapshotDir, outRoot, bundleDir] = process.argv.slice(2)
let next = 10_000
const started = performance.now()
const onProgress = (done: number) => {
  if (done < next) return
  next += 10_000
  const rss = Math.round(process.memoryUsage().rss / 2 ** 20)
  process.stderr.write(`bench build: ${done} pages, ${rss} MiB resident, ${Math.round(done / ((performance.now() - started) / 1000))} pages/s\n`)
}
const result = await buildSite({ source: snapshotDirSource(snapshotDir!), outRoot: outRoot!, bundleDir: bundleDir!, extraPages: [], onProgress })
process.stdout.write(`${JSON.stringify({ pages: result.pages, ms: result.ms, maxRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`)
