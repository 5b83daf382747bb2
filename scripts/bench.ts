import type { BenchGroup, BenchOptions, Figures } from './bench/figures.ts'
import { askedForHelp } from './lib/askedForHelp.ts'
import { renderBench } from './bench/renderBench.ts'
import { buildBench } from './bench/buildBench.ts'
import { apiBench } from './bench/apiBench.ts'
import { studioBench } from './bench/studioBench.ts'
import { siteBench } from './bench/siteBench.ts'
import { recordsBench } from './bench/recordsBench.ts'
import { pageListBench } from './bench/pageListBench.ts'
import { releaseBench } from './bench/releaseBench.ts'
import { mediaBench } from './bench/mediaBench.ts'
import { shardBench } from './bench/shardBench.ts'
import { sectionBench } from './bench/sectionBench.ts'

/**
 * `npm run bench [-- <group>…] [--json] [--corpus <dir>] [--large]`: figures as a table, or one JSON object with
 * --json. `--corpus <dir>`: the build figures on a snapshot folder (see build/README.md); `--large`: the long
 * figures too (the 100,000-page build's peak memory).
 */
const groups: BenchGroup[] = [renderBench, apiBench, studioBench, recordsBench, pageListBench, buildBench, siteBench, releaseBench, mediaBench, shardBench, sectionBench]

async function main() {
  const args = process.argv.slice(2)
  const usage = `usage: npm run bench -- [<group> …] [--json] [--corpus <dir>] [--large]; groups: ${groups.map((g) => g.name).join(', ')}`
  if (askedForHelp(`npm run bench -- [<group> …] [--json] [--corpus <dir>] [--large]\n\nThe benchmarks as a table (--json: one JSON object on stdout). Groups: ${groups.map((g) => g.name).join(', ')}.\n\n  --help   this text`, args)) return
  const options: BenchOptions = {}
  const corpusAt = args.indexOf('--corpus')
  if (corpusAt >= 0) {
    const dir = args[corpusAt + 1]
    if (!dir || dir.startsWith('--')) throw new Error(`--corpus needs a snapshot folder; ${usage}`)
    options.corpus = dir
    args.splice(corpusAt, 2)
  }
  if (args.includes('--large')) options.large = true
  const json = args.includes('--json')
  const flags = args.filter((a) => a.startsWith('--') && a !== '--json' && a !== '--large')
  // An unknown flag (--help, a typo) must not start a run of every group, which takes many minutes.
  if (flags.length) throw new Error(`Unknown option '${flags.join("', '")}'; ${usage}`)
  const names = args.filter((a) => !a.startsWith('--'))
  const unknown = names.filter((n) => !groups.some((g) => g.name === n))
  if (unknown.length) throw new Error(`Unknown benchmark group '${unknown.join("', '")}'; groups: ${groups.map((g) => g.name).join(', ')}`)
  const figures: Figures = {}
  for (const group of groups.filter((g) => names.length === 0 || names.includes(g.name))) Object.assign(figures, await group.run(options))
  if (json) {
    process.stdout.write(`${JSON.stringify(figures)}\n`)
    return
  }
  const rows = Object.entries(figures).map(([name, f]) => {
    const met = f.target === null ? '' : (f.better === 'higher' ? f.value >= f.target : f.value <= f.target) ? 'met' : 'MISSED'
    return [name, String(f.value), f.unit, f.target === null ? '—' : `${f.better === 'higher' ? '≥' : '≤'} ${f.target}`, met]
  })
  const header = ['figure', 'value', 'unit', 'target', '']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '))
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
