import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pagesIndexFile } from '../../build/source/snapshotSource.ts'
import { generateSnapshot } from '../generate/generateSnapshot.ts'
import { buildBundles } from '../lib/buildBundles.ts'
import { readSettings } from '../lib/settings.ts'
import type { BenchGroup, BenchOptions, Figures } from './figures.ts'

const scaleRoot = resolve('.voix/scale')

/** The last line one of the bench's child scripts prints, run in a process of its own. */
export function childLine(script: string, args: string[], env: Record<string, string> = {}): string {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join('scripts/bench', script), ...args], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', ...env }, maxBuffer: 1 << 20 })
  return out.trim().split('\n').pop()!
}

// Steps go to stderr: with --json, stdout carries only the figures.
const step = (line: string) => process.stderr.write(`bench build: ${line}\n`)

type Corpus = 'realistic' | 'template'
/** Bumped when the generator's output changes, so a stale generated folder is not measured as the new corpus. */
const generatorVersion = 3

export async function snapshotOf(pages: number, corpus: Corpus): Promise<string> {
  const dir = join(scaleRoot, corpus === 'template' ? `template-v${generatorVersion}-${pages}` : `realistic-v${generatorVersion}-${pages}`)
  if (!existsSync(join(dir, pagesIndexFile))) {
    step(`generating ${pages} ${corpus} pages`)
    await generateSnapshot(dir, { pages, realistic: corpus === 'realistic' })
  }
  return dir
}

interface Built {
  pages: number
  ms: number
  fragmentsReused: number
  pageBytes: number
  cpuPerPage: number
  publishes: { rendered: number; ms: number }[]
}

/**
 * The raw renderToString rate of a corpus's pages before and after its full build and three one-page publishes,
 * each in a process of its own; the ratio divides by the mean of the two raw rates. Once, before the build only, the
 * raw rate moved by 60 % between two runs on a shared machine, and the ratio with it. The raw rate after the build
 * is measured once its output is deleted and written out (`sync`): sharing the machine with the kernel writing the
 * build's gigabyte of pages lowered it by up to a third and so flattered the ratio. Rendering a thousand pages in the
 * build's process left it holding and freeing their memory during the build, which then ran a fifth to a quarter
 * slower, with twice the system time; the other bench groups would leave it the same.
 */
async function measure(dir: string, warmDir: string, bundleDir: string, pages: number, withVike: boolean) {
  const rawRate = (when: string) => {
    step(`raw renderToString of ${dir}, ${when}`)
    return JSON.parse(childLine('rawRenderChild.ts', [dir, bundleDir, String(Math.min(pages, 1000))])) as { rate: number; cpuMsPerPage: number; meanBlocks: number }
  }
  const fullBuild = (fastPath: boolean): Built => {
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-bench-build-'))
    try {
      step(fastPath ? `full build of ${dir}, then 3 one-page publishes, in a child process` : `the same full build through vike's renderPage (VOIX_FAST_PATH=off), in a child process`)
      const args = [warmDir, dir, `${dir}-edit`, outRoot, bundleDir, ...(fastPath ? [] : ['full-only'])]
      return JSON.parse(childLine('fullBuildChild.ts', args, { VOIX_FAST_PATH: fastPath ? 'on' : 'off' })) as Built
    } finally {
      rmSync(outRoot, { recursive: true, force: true })
      rmSync(`${dir}-edit`, { recursive: true, force: true })
      execFileSync('sync')
    }
  }
  const before = rawRate('before the build')
  const built = fullBuild(true)
  const wrong = built.publishes.find((p) => p.rendered !== 1)
  if (wrong) throw new Error(`a one-page publish rendered ${wrong.rendered} pages`)
  const vike = withVike ? fullBuild(false) : undefined
  const after = rawRate('after the build')
  const raw = {
    rate: Math.round((before.rate + after.rate) / 2),
    before: before.rate,
    after: after.rate,
    cpuMsPerPage: (before.cpuMsPerPage + after.cpuMsPerPage) / 2,
    meanBlocks: before.meanBlocks,
  }
  return { raw, built, vike, rate: built.pages / (built.ms / 1000), publish: built.publishes.map((p) => p.ms).sort((a, b) => a - b)[1]! }
}

/**
 * The build's figures. Headline (`build.*`): a generated 10,000-page realistic site (every block's text, links, alt
 * text and images its own, a tenth of blocks repeated site-wide, 5–60 blocks a page) or, with `--corpus <dir>`, a
 * snapshot folder such as `npm run snapshot -- export <dir>` writes: the full build's rate with one render worker
 * per core, the raw renderToString rate of the same pages on one core, their ratio, one-page publish → live and the
 * bytes the pages take on disk. Second (`build.template.*`): the generated template corpus (every block its first
 * template, so the fragment cache pastes nearly all of them). With `--large`, the peak memory of a 100,000-page
 * realistic build (several minutes, and ~10 GB of disk while it runs). VOIX_BENCH_PAGES and VOIX_BENCH_LARGE_PAGES
 * change the two sizes.
 */
export const buildBench: BenchGroup = {
  name: 'build',
  async run(options: BenchOptions = {}) {
    const settings = readSettings()
    step('compiling the site')
    buildBundles(settings.bundleRoot)
    const bundleDir = join(settings.bundleRoot, 'site')
    const pages = Number(process.env.VOIX_BENCH_PAGES ?? 10_000)
    const large = Number(process.env.VOIX_BENCH_LARGE_PAGES ?? 100_000)
    const workers = availableParallelism()
    const warmDir = await snapshotOf(20, 'template')
    const figures: Figures = {}

    const corpus = options.corpus ? resolve(options.corpus) : await snapshotOf(pages, 'realistic')
    if (options.corpus && !existsSync(join(corpus, pagesIndexFile))) throw new Error(`${corpus} has no ${pagesIndexFile}: give a folder written by 'npm run snapshot -- export <dir>' (see build/README.md)`)
    const main = await measure(corpus, warmDir, bundleDir, pages, true)
    // On stderr at once: a failure in a later figure must not lose these.
    step(`measured: ${JSON.stringify({ raw: main.raw, cpuPerPage: main.built.cpuPerPage, vikeCpuPerPage: main.vike?.cpuPerPage, rate: main.rate, publish: main.publish, load: loadavg() })}`)
    const name = options.corpus ? `corpus ${options.corpus}` : 'realistic'
    const blocks = `${main.raw.meanBlocks.toFixed(1)} blocks a page on average`
    figures['build.full'] = { value: Math.round(main.rate), unit: `pages/s (${main.built.pages} ${name} pages, ${blocks}, ${workers} workers, cold; ${(main.built.fragmentsReused / main.built.pages).toFixed(1)} blocks a page from the fragment cache; load average ${loadavg()[0]!.toFixed(2)} at the end)`, target: null, better: 'higher' }
    figures['build.raw'] = { value: main.raw.rate, unit: `pages/s renderToString of the same pages, 1 core, no I/O (mean of ${main.raw.before} before the build and ${main.raw.after} after)`, target: null, better: 'higher' }
    figures['build.ratio'] = { value: Math.round((main.rate / (main.raw.rate * workers)) * 100), unit: `% of raw × ${workers} cores (wall time: moves with the machine's other load; build.cpuOverRaw is the target)`, target: null, better: 'higher' }
    figures['build.rawCpuPerPage'] = { value: Number(main.raw.cpuMsPerPage.toFixed(3)), unit: `ms CPU a page of raw renderToString, 1 core (mean of before and after the builds)`, target: null, better: 'lower' }
    figures['build.cpuOverRaw'] = { value: Number((main.built.cpuPerPage / main.raw.cpuMsPerPage).toFixed(2)), unit: `CPU a page of the build ÷ raw renderToString's CPU a page, same run (${main.built.cpuPerPage.toFixed(2)} ÷ ${main.raw.cpuMsPerPage.toFixed(2)} ms)`, target: 2.5, better: 'lower' }
    const vike = main.vike!
    figures['build.vikeRenderPage'] = { value: Math.round(vike.pages / (vike.ms / 1000)), unit: `pages/s of the same build through vike's renderPage (VOIX_FAST_PATH=off), ${vike.cpuPerPage.toFixed(2)} ms CPU a page, ${(vike.cpuPerPage / main.raw.cpuMsPerPage).toFixed(2)}× raw`, target: null, better: 'higher' }
    figures['build.fastOverVike'] = { value: Number((vike.cpuPerPage / main.built.cpuPerPage).toFixed(2)), unit: `× : vike renderPage's CPU a page ÷ the fast path's, same run (by pages/s: ${(main.rate / (vike.pages / (vike.ms / 1000))).toFixed(2)}×)`, target: 3, better: 'higher' }
    figures['build.publish'] = { value: main.publish, unit: `ms one page → live (${main.built.pages} pages, median of 3)`, target: 300, better: 'lower' }
    figures['build.cpuPerPage'] = { value: Number(main.built.cpuPerPage.toFixed(2)), unit: 'ms CPU a page, build process and render workers together (steadier than pages/s on a busy machine)', target: null, better: 'lower' }
    figures['build.bytesPerPage'] = { value: Math.round(main.built.pageBytes / main.built.pages), unit: 'bytes a page on disk (HTML with its payload, stored pages and packs)', target: null, better: 'lower' }

    if (!options.corpus) {
      const template = await measure(await snapshotOf(pages, 'template'), warmDir, bundleDir, pages, false)
      figures['build.template.full'] = { value: Math.round(template.rate), unit: `pages/s (${template.built.pages} template pages of 40 blocks, ${workers} workers; ${(template.built.fragmentsReused / template.built.pages).toFixed(1)} blocks a page from the fragment cache)`, target: null, better: 'higher' }
      figures['build.template.raw'] = { value: template.raw.rate, unit: `pages/s renderToString of the template pages, 1 core (mean of ${template.raw.before} and ${template.raw.after})`, target: null, better: 'higher' }
      figures['build.template.ratio'] = { value: Math.round((template.rate / (template.raw.rate * workers)) * 100), unit: `% of raw × ${workers} cores (template pages)`, target: null, better: 'higher' }
      figures['build.template.cpuPerPage'] = { value: Number(template.built.cpuPerPage.toFixed(2)), unit: 'ms CPU a template page', target: null, better: 'lower' }
      figures['build.template.bytesPerPage'] = { value: Math.round(template.built.pageBytes / template.built.pages), unit: 'bytes a template page on disk', target: null, better: 'lower' }
    }

    if (options.large) {
      const largeDir = await snapshotOf(large, 'realistic')
      step(`full build of ${large} realistic pages in a child process`)
      const largeOut = mkdtempSync(join(tmpdir(), 'voix-bench-large-'))
      try {
        const result = JSON.parse(childLine('largeBuildChild.ts', [largeDir, largeOut, bundleDir])) as { pages: number; ms: number; maxRssBytes: number }
        figures['build.peakMemory'] = { value: Math.round(result.maxRssBytes / 2 ** 20), unit: `MiB peak RSS with its render processes, ${result.pages} realistic pages (${Math.round(result.pages / (result.ms / 1000))} pages/s)`, target: 1024, better: 'lower' }
      } finally {
        rmSync(largeOut, { recursive: true, force: true })
      }
    } else step('peak memory of a 100,000-page build left out: add --large to measure it')
    return figures
  },
}
