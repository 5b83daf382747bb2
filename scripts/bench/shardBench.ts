import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { buildBundles } from '../lib/buildBundles.ts'
import { readSettings } from '../lib/settings.ts'
import { childLine, snapshotOf } from './buildBench.ts'
import type { BenchGroup, BenchOptions, Figures } from './figures.ts'

const step = (line: string) => process.stderr.write(`bench shard: ${line}\n`)

const bytesUnder = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? bytesUnder(join(dir, entry.name)) : statSync(join(dir, entry.name)).size), 0)

/**
 * A build sharded over runners (build/shard): the build group's 10,000-page realistic site (or `--corpus <dir>`) as
 * `VOIX_BENCH_SHARDS` shards (4 by default), each in a fresh process with a fresh output root as a CI runner would
 * run it, then the merge. On one machine the shards run one after another, each with every core, so each shard's time
 * is what its runner would take on a machine like this one. It renders the whole site once more (about a minute and a
 * half here); `npm run bench -- build` leaves it out.
 */
export const shardBench: BenchGroup = {
  name: 'shard',
  async run(options: BenchOptions = {}) {
    const settings = readSettings()
    step('compiling the site')
    buildBundles(settings.bundleRoot)
    const bundleDir = join(settings.bundleRoot, 'site')
    const pages = Number(process.env.VOIX_BENCH_PAGES ?? 10_000)
    const count = Number(process.env.VOIX_BENCH_SHARDS ?? 4)
    const corpus = options.corpus ? resolve(options.corpus) : await snapshotOf(pages, 'realistic')
    const work = mkdtempSync(join(tmpdir(), 'voix-bench-shard-'))
    try {
      const results = join(work, 'results')
      const shards: { pages: number; rendered: number; ms: number; cpuMs: number }[] = []
      for (let index = 1; index <= count; index++) {
        step(`shard ${index} of ${count} of ${corpus}, in a child process`)
        shards.push(JSON.parse(childLine('shardChild.ts', ['shard', corpus, join(work, `runner-${index}`), bundleDir, String(index), String(count), results])) as (typeof shards)[number])
        // A runner's output root goes with its runner; only the result is uploaded.
        rmSync(join(work, `runner-${index}`), { recursive: true, force: true })
      }
      step(`merging the ${count} results, in a child process`)
      const merged = JSON.parse(childLine('shardChild.ts', ['merge', results, String(count), join(work, 'merged'), bundleDir])) as { pages: number; live: number; ms: number }
      const total = shards.reduce((n, s) => n + s.pages, 0)
      if (merged.pages !== total) throw new Error(`the merged build has ${merged.pages} pages, the shards made ${total}`)
      const times = shards.map((s) => s.ms)
      const mean = times.reduce((n, t) => n + t, 0) / count
      const most = Math.max(...shards.map((s) => s.pages))
      const what = `${total} ${options.corpus ? `pages of ${options.corpus}` : 'realistic pages'} in ${count} shards, ${availableParallelism()} workers each`
      const figures: Figures = {
        'build.shard.max': { value: Math.max(...times), unit: `ms the slowest shard took, start to result written (${what})`, target: null, better: 'lower' },
        'build.shard.mean': { value: Math.round(mean), unit: `ms a shard took on average (${what})`, target: null, better: 'lower' },
        'build.shard.merge': { value: merged.ms, unit: `ms the merge took, results read to live (${merged.live} ms) and done`, target: null, better: 'lower' },
        'build.shard.cpuPerPage': { value: Number((shards.reduce((n, s) => n + s.cpuMs, 0) / total).toFixed(2)), unit: 'ms CPU a page over all shards, each shard process and its render workers (compare build.cpuPerPage; steadier than the times on a busy machine)', target: null, better: 'lower' },
        'build.shard.balance': { value: Math.round((most / (total / count)) * 100), unit: '% the largest shard’s pages of the mean (100: even)', target: null, better: 'lower' },
        'build.shard.resultBytes': { value: Math.round(bytesUnder(results) / count / 2 ** 20), unit: 'MiB a shard result takes (what a runner uploads)', target: null, better: 'lower' },
      }
      return figures
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  },
}
