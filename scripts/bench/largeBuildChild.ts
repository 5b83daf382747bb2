// One full build in its own process, for the peak-memory figure: `tsx largeBuildChild.ts <snapshotDir> <outRoot> <bundleDir>`.
// Prints one JSON line: pages, ms and the peak resident memory of this process and its render worker processes,
// added up. On stderr, their resident memory every 10,000 pages, to show whether it grows with the page count.
import { buildSite } from '../../build/buildSite.ts'
import { snapshotDirSource } from '../../build/source/snapshotSource.ts'
import { childProcesses, processStatus } from '../../build/testing/childProcesses.ts'

/** A /proc status field in bytes, for this process and its children, added up: VmRSS now, VmHWM the peak. */
function treeMemory(field: 'VmRSS' | 'VmHWM'): number {
  let bytes = 0
  for (const pid of [process.pid, ...childProcesses(process.pid)])
    bytes += Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(processStatus(pid) ?? '')?.[1] ?? 0) * 1024
  return bytes
}

const [snapshotDir, outRoot, bundleDir] = process.argv.slice(2)
let next = 10_000
const started = performance.now()
const onProgress = (done: number) => {
  if (done < next) return
  next += 10_000
  const rss = Math.round(treeMemory('VmRSS') / 2 ** 20)
  process.stderr.write(`bench build: ${done} pages, ${rss} MiB resident, ${Math.round(done / ((performance.now() - started) / 1000))} pages/s\n`)
}
const result = await buildSite({ source: snapshotDirSource(snapshotDir!), outRoot: outRoot!, bundleDir: bundleDir!, extraPages: [], onProgress })
// Each process's own peak, added: at least the peak of the whole, since they need not peak at once.
process.stdout.write(`${JSON.stringify({ pages: result.pages, ms: result.ms, maxRssBytes: treeMemory('VmHWM') })}\n`)
