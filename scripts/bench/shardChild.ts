// One shard, or the merge, in a process of its own, as a CI runner runs it:
//   tsx shardChild.ts shard <snapshotDir> <outRoot> <bundleDir> <i> <n> <resultsDir>
//   tsx shardChild.ts merge <resultsDir> <n> <outRoot> <bundleDir>
// Prints one JSON line: the shard's pages, rendered pages, ms (from its start to its result written) and CPU ms (this
// process and its render workers), or the merge's ms (from its start to live, and to done).
import { buildShard } from '../../build/shard/buildShard.ts'
import { mergeShards } from '../../build/shard/mergeShards.ts'
import { snapshotDirSource } from '../../build/source/snapshotSource.ts'
import { treeCpuMs } from './treeCpuMs.ts'

const [kind, ...args] = process.argv.slice(2)
if (kind === 'shard') {
  const [snapshotDir, outRoot, bundleDir, index, count, results] = args as [string, string, string, string, string, string]
  const cpuBefore = treeCpuMs()
  const shard = await buildShard({ source: snapshotDirSource(snapshotDir), outRoot, bundleDir, extraPages: [], shard: { index: Number(index), count: Number(count) }, results })
  process.stdout.write(`${JSON.stringify({ pages: shard.pages, rendered: shard.rendered, ms: shard.ms, cpuMs: treeCpuMs() - cpuBefore })}\n`)
} else if (kind === 'merge') {
  const [results, count, outRoot, bundleDir] = args as [string, string, string, string]
  const started = performance.now()
  const merged = await mergeShards({ results, count: Number(count), outRoot, bundleDir })
  process.stdout.write(`${JSON.stringify({ pages: merged.pages, live: merged.ms, ms: Math.round(performance.now() - started) })}\n`)
} else throw new Error(`usage: tsx shardChild.ts shard|merge …, not '${kind}'`)
