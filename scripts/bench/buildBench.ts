import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pagesIndexFile } from '../../build/source/snapshotSource.ts'
import { generateSnapshot } from '../generate/generateSnapshot.ts'
import { buildBundles } from '../lib/buildBundles.ts'
import { readSettings } from '../lib/settings.ts'
import type { BenchGroup, Figures } from './figures.ts'

const scaleRoot = resolve('.voix/scale')

/** The last line one of the bench's child scripts prints, run in a process of its own. */
function childLine(script: string, args: string[]): string {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join('scripts/bench', script), ...args], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 20 })
  return out.trim().split('\n').pop()!
}

// Steps go to stderr: with --json, stdout carries only the figures.
const step = (line: string) => process.stderr.write(`bench build: ${line}\n`)

async function snapshotOf(pages: number): Promise<string> {
  const dir = join(scaleRoot, String(pages))
  if (!existsSync(join(dir, pagesIndexFile))) {
    step(`generating ${pages} pages`)
    await generateSnapshot(dir, { pages })
  }
  return dir
}

/**
 * Full build of a generated 10,000-page site (40 blocks a page), the raw renderToString rate of the same pages,
 * one-page publish → live, and the peak memory of a 100,000-page build in its own process (with its render processes).
 * VOIX_BENCH_PAGES and VOIX_BENCH_LARGE_PAGES change the two sizes.
 */
export const buildBench: BenchGroup = {
  name: 'build',
  async run() {
    const settings = readSettings()
    step('compiling the site')
    buildBundles(settings.bundleRoot)
    const bundleDir = join(settings.bundleRoot, 'site')
    const pages = Number(process.env.VOIX_BENCH_PAGES ?? 10_000)
    const large = Number(process.env.VOIX_BENCH_LARGE_PAGES ?? 100_000)
    const workers = availableParallelism()
    const dir = await snapshotOf(pages)
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-bench-build-'))
    const figures: Figures = {}
    try {
      // The raw rate first: measured after the build, it shares the machine with the kernel writing out the
      // build's gigabyte of pages, which lowered it by up to a third and so flattered the ratio. Each part in a
      // process of its own: rendering a thousand pages in the build's process left it holding and freeing their
      // memory during the build, which then ran a fifth to a quarter slower, with twice the system time; the
      // other bench groups would leave it the same.
      step('raw renderToString')
      const raw = Number(childLine('rawRenderChild.ts', [dir, bundleDir, String(Math.min(pages, 1000))]))
      step(`full build of ${pages} pages, then 3 one-page publishes, in a child process`)
      const built = JSON.parse(childLine('fullBuildChild.ts', [await snapshotOf(20), dir, `${dir}-edit`, outRoot, bundleDir])) as {
        pages: number
        ms: number
        fragmentsReused: number
        publishes: { rendered: number; ms: number }[]
      }
      const rate = built.pages / (built.ms / 1000)
      const perPage = Math.round(built.fragmentsReused / built.pages)
      figures['build.full'] = { value: Math.round(rate), unit: `pages/s (${built.pages} pages of 40 blocks, ${workers} workers; ${perPage} blocks a page from the fragment cache)`, target: 2500, better: 'higher' }
      figures['build.raw'] = { value: Math.round(raw), unit: 'pages/s renderToString, 1 core, no I/O', target: null, better: 'higher' }
      figures['build.ratio'] = { value: Math.round((rate / (raw * workers)) * 100), unit: `% of raw × ${workers} cores`, target: 60, better: 'higher' }
      const wrong = built.publishes.find((p) => p.rendered !== 1)
      if (wrong) throw new Error(`a one-page publish rendered ${wrong.rendered} pages`)
      const latencies = built.publishes.map((p) => p.ms).sort((a, b) => a - b)
      figures['build.publish'] = { value: latencies[1]!, unit: `ms one page → live (${pages} pages, median of 3)`, target: 300, better: 'lower' }

      const largeDir = await snapshotOf(large)
      step(`full build of ${large} pages in a child process`)
      const largeOut = mkdtempSync(join(tmpdir(), 'voix-bench-large-'))
      try {
        const result = JSON.parse(childLine('largeBuildChild.ts', [largeDir, largeOut, bundleDir])) as { pages: number; ms: number; maxRssBytes: number }
        figures['build.peakMemory'] = { value: Math.round(result.maxRssBytes / 2 ** 20), unit: `MiB peak RSS with its render processes, ${result.pages} pages (${Math.round(result.pages / (result.ms / 1000))} pages/s)`, target: 1024, better: 'lower' }
      } finally {
        rmSync(largeOut, { recursive: true, force: true })
      }
    } finally {
      rmSync(outRoot, { recursive: true, force: true })
    }
    return figures
  },
}
