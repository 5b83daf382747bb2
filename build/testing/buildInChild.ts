// A real build in its own process, for tests that kill it midway: `tsx buildInChild.ts <snapshotDir> <outRoot> <bundleDir>`.
// It prints "progress <n>" as pages finish and "live <buildId>" at the end.
import { buildSite } from '../buildSite.ts'
import { snapshotDirSource } from '../source/snapshotSource.ts'

const [snapshotDir, outRoot, bundleDir] = process.argv.slice(2)
const result = await buildSite({
  source: snapshotDirSource(snapshotDir!),
  outRoot: outRoot!,
  bundleDir: bundleDir!,
  extraPages: [],
  onProgress: (done) => process.stdout.write(`progress ${done}\n`),
})
process.stdout.write(`live ${result.buildId}\n`)
