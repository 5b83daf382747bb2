import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { buildSite } from '../../build/buildSite.ts'
import { pagesIndexFile, snapshotDirSource } from '../../build/source/snapshotSource.ts'
import { editSnapshot, generateSnapshot, titleChanged } from '../generate/generateSnapshot.ts'
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

/** A copy of a snapshot folder with one page's title changed: the smallest publish. */
async function withOneChange(dir: string, edition: number): Promise<string> {
  const out = join(scaleRoot, `${dir.split('/').pop()}-edit`)
  await editSnapshot(dir, out, (line, n) => (n === 17 ? titleChanged(line, `Edition ${edition}`) : line))
  return out
}

/**
 * Full build of a generated 10,000-page site (40 blocks a page), the raw renderToString rate of the same pages,
 * one-page publish → live, and the peak memory of a 100,000-page build in its own process.
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
      // Start the workers on a few pages first: a publish finds them running, and the rate measures rendering.
      const warmOut = mkdtempSync(join(tmpdir(), 'voix-bench-warm-'))
      await buildSite({ source: snapshotDirSource(await snapshotOf(20)), outRoot: warmOut, bundleDir, extraPages: [] })
      rmSync(warmOut, { recursive: true, force: true })

      // The raw rate first: measured after the build, it shares the machine with the kernel writing out the
      // build's gigabyte of pages, which lowered it by up to a third and so flattered the ratio. In a process of
      // its own: rendering a thousand pages in this one left it holding and freeing their memory during the build,
      // which then ran a fifth to a quarter slower, with twice the system time.
      step('raw renderToString')
      const raw = Number(childLine('rawRenderChild.ts', [dir, bundleDir, String(Math.min(pages, 1000))]))
      step(`full build of ${pages} pages`)
      const full = await buildSite({ source: snapshotDirSource(dir), outRoot, bundleDir, extraPages: [] })
      const rate = full.pages / (full.ms / 1000)
      const perPage = Math.round(full.report.fragmentsReused / full.pages)
      figures['build.full'] = { value: Math.round(rate), unit: `pages/s (${full.pages} pages of 40 blocks, ${workers} workers; ${perPage} blocks a page from the fragment cache)`, target: 2500, better: 'higher' }
      figures['build.raw'] = { value: Math.round(raw), unit: 'pages/s renderToString, 1 core, no I/O', target: null, better: 'higher' }
      figures['build.ratio'] = { value: Math.round((rate / (raw * workers)) * 100), unit: `% of raw × ${workers} cores`, target: 60, better: 'higher' }

      const latencies: number[] = []
      for (let edition = 1; edition <= 3; edition++) {
        const edited = await withOneChange(dir, edition)
        step(`one-page publish ${edition}`)
        const publish = await buildSite({ source: snapshotDirSource(edited), outRoot, bundleDir, extraPages: [] })
        if (publish.rendered !== 1) throw new Error(`a one-page publish rendered ${publish.rendered} pages`)
        latencies.push(publish.ms)
      }
      figures['build.publish'] = { value: latencies.sort((a, b) => a - b)[1]!, unit: `ms one page → live (${pages} pages, median of 3)`, target: 300, better: 'lower' }

      const largeDir = await snapshotOf(large)
      step(`full build of ${large} pages in a child process`)
      const largeOut = mkdtempSync(join(tmpdir(), 'voix-bench-large-'))
      try {
        const result = JSON.parse(childLine('largeBuildChild.ts', [largeDir, largeOut, bundleDir])) as { pages: number; ms: number; maxRssBytes: number }
        figures['build.peakMemory'] = { value: Math.round(result.maxRssBytes / 2 ** 20), unit: `MiB peak RSS, ${result.pages} pages (${Math.round(result.pages / (result.ms / 1000))} pages/s)`, target: 1024, better: 'lower' }
      } finally {
        rmSync(largeOut, { recursive: true, force: true })
      }
    } finally {
      rmSync(outRoot, { recursive: true, force: true })
    }
    return figures
  },
}
