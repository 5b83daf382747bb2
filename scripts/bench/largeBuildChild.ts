// One full build in its own process, for the peak-memory figure: `tsx largeBuildChild.ts <snapshotDir> <outRoot> <bundleDir>`.
// Prints one JSON line: pages, ms and the process's peak resident memory (worker threads included).
import { buildSite } from '../../build/buildSite.ts'
import { snapshotDirSource } from '../../build/source/snapshotSource.ts'

const [snapshotDir, outRoot, bundleDir] = process.argv.slice(2)
const result = await buildSite({ source: snapshotDirSource(snapshotDir!), outRoot: outRoot!, bundleDir: bundleDir!, extraPages: [] })
process.stdout.write(`${JSON.stringify({ pages: result.pages, ms: result.ms, maxRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`)
