// The full build and three one-page publishes after it, in a process of their own, as `npm run build` and the
// content API run them: `tsx fullBuildChild.ts <warmSnapshotDir> <snapshotDir> <editDir> <outRoot> <bundleDir>`.
// The workers start on the small warm-up snapshot first, so a publish finds them running. Each publish is the
// snapshot with one page's title changed, written to editDir. Prints one JSON line: the full build's pages, ms,
// blocks from the fragment cache, bytes its pages take on disk (stored pages and packs) and CPU ms a page (this
// process and its render workers), and each publish's pages rendered and ms. A sixth argument `full-only` leaves the
// publishes out (the peer build through vike's renderPage, run with VOIX_FAST_PATH=off).
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSite } from '../../build/buildSite.ts'
import { outputPaths } from '../../build/outputPaths.ts'
import { snapshotDirSource } from '../../build/source/snapshotSource.ts'
import { editSnapshot, titleChanged } from '../generate/generateSnapshot.ts'
import { treeCpuMs } from './treeCpuMs.ts'

const [warmDir, snapshotDir, editDir, outRoot, bundleDir, only] = process.argv.slice(2)
const build = (dir: string, out: string) => buildSite({ source: snapshotDirSource(dir), outRoot: out, bundleDir: bundleDir!, extraPages: [] })

const warmOut = mkdtempSync(join(tmpdir(), 'voix-bench-warm-'))
await build(warmDir!, warmOut)
rmSync(warmOut, { recursive: true, force: true })

const cpuBefore = treeCpuMs()
const full = await build(snapshotDir!, outRoot!)
const cpuPerPage = (treeCpuMs() - cpuBefore) / full.pages
const bytesUnder = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? bytesUnder(join(dir, entry.name)) : statSync(join(dir, entry.name)).size), 0)
const pageBytes = bytesUnder(outputPaths(outRoot!).objects)
const publishes = []
for (let edition = 1; edition <= (only === 'full-only' ? 0 : 3); edition++) {
  await editSnapshot(snapshotDir!, editDir!, (line, n) => (n === Math.min(17, full.pages - 1) ? titleChanged(line, `Edition ${edition}`) : line))
  const publish = await build(editDir!, outRoot!)
  publishes.push({ rendered: publish.rendered, ms: publish.ms })
}
process.stdout.write(`${JSON.stringify({ pages: full.pages, ms: full.ms, fragmentsReused: full.report.fragmentsReused, pageBytes, cpuPerPage, publishes })}\n`)
