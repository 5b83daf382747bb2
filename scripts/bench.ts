import type { BenchGroup, Figures } from './bench/figures.ts'
import { renderBench } from './bench/renderBench.ts'
import { buildBench } from './bench/buildBench.ts'
import { apiBench } from './bench/apiBench.ts'
import { studioBench } from './bench/studioBench.ts'
import { siteBench } from './bench/siteBench.ts'
import { mediaBench } from './bench/mediaBench.ts'

/** `npm run bench [-- <group>] [-- --json]`: figures as a table, or one JSON object with --json. */
const groups: BenchGroup[] = [renderBench, apiBench, studioBench, buildBench, siteBench, mediaBench]

async function main() {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const flags = args.filter((a) => a.startsWith('--') && a !== '--json')
  // An unknown flag (--help, a typo) must not start a run of every group, which takes many minutes.
  if (flags.length) throw new Error(`Unknown option '${flags.join("', '")}'; usage: npm run bench [-- <group> …] [-- --json]; groups: ${groups.map((g) => g.name).join(', ')}`)
  const names = args.filter((a) => !a.startsWith('--'))
  const unknown = names.filter((n) => !groups.some((g) => g.name === n))
  if (unknown.length) throw new Error(`Unknown benchmark group '${unknown.join("', '")}'; groups: ${groups.map((g) => g.name).join(', ')}`)
  const figures: Figures = {}
  for (const group of groups.filter((g) => names.length === 0 || names.includes(g.name))) Object.assign(figures, await group.run())
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
