import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { layouts } from '../../catalogue/layouts/layouts.ts'
import { layoutDemoHome } from '../lib/layoutDemoHome.ts'
import { startServer } from './startServer.ts'
import type { BenchGroup, Figures } from './figures.ts'

const port = Number(process.env.SITE_BENCH_PORT ?? 3398)
const base = `http://localhost:${port}`
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
// The flags the end-to-end tests run Chromium with (playwright.config.ts), headless.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/** What a first visit downloads: every script until the page is idle (gzip, as served), and the page's payload. */
async function firstLoad(url: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromeFlags.filter((f) => f !== '--headless=new') })
  try {
    const page = await browser.newPage()
    const scripts: Promise<number>[] = []
    page.on('response', (r) => void (r.request().resourceType() === 'script' && scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length))))
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.waitForTimeout(2000) // the manifest and anything idle- or visibility-triggered
    const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0)
    const payload = await (await fetch(`${url.replace(/\/$/, '')}/_payload.json`)).arrayBuffer()
    return { js, payload: payload.byteLength, payloadGzip: gzipSync(Buffer.from(payload), { level: 9 }).length }
  } finally {
    await browser.close()
  }
}

interface LighthouseFigures {
  score: number
  lcp: number
  cls: number
  tbt: number
}

/** Lighthouse's mobile run on each URL in turn, in one Chromium (each run opens its own tab and clears storage). */
async function lighthouseMobile(urls: readonly string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags })
  try {
    const out: LighthouseFigures[] = []
    for (const url of urls) {
      // The default config is Lighthouse's mobile run: a mid-range phone on a slow 4G network, simulated.
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      out.push({ score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lcp: audit('largest-contentful-paint'), cls: audit('cumulative-layout-shift'), tbt: audit('total-blocking-time') })
    }
    return out
  } finally {
    chrome.kill()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Every layout's demo home page through Lighthouse mobile: each one's figures to stderr, the worst and the median as figures. */
async function everyLayout(): Promise<Figures> {
  const homes = layouts.map((l) => ({ id: l.id, url: layoutDemoHome(l, base).url }))
  const results = await lighthouseMobile(homes.map((h) => h.url))
  homes.forEach((h, i) => console.error(`  ${h.id.padEnd(22)} performance ${String(results[i]!.score).padStart(3)}  LCP ${Math.round(results[i]!.lcp)} ms  ${h.url}`))
  const scores = results.map((r) => r.score)
  const lcps = results.map((r) => r.lcp)
  return {
    'site.layouts.count': { value: homes.length, unit: 'demo home pages', target: null, better: 'higher' },
    'site.layouts.performance.worst': { value: Math.min(...scores), unit: 'score', target: 95, better: 'higher' },
    'site.layouts.performance.median': { value: median(scores), unit: 'score', target: 95, better: 'higher' },
    'site.layouts.lcp.worst': { value: Math.round(Math.max(...lcps)), unit: 'ms (simulated mobile)', target: 1500, better: 'lower' },
    'site.layouts.lcp.median': { value: Math.round(median(lcps)), unit: 'ms (simulated mobile)', target: 1500, better: 'lower' },
  }
}

/**
 * A typical demo brand page in the browser (Lighthouse mobile, first-load JS, payload size and layout shift), then
 * every layout's demo home page through Lighthouse mobile, reported as the worst and the median.
 */
export const siteBench: BenchGroup = {
  name: 'site',
  async run(): Promise<Figures> {
    const dataDir = mkdtempSync(join(tmpdir(), 'voix-site-bench-'))
    const server = await startServer(port, dataDir)
    try {
      const url = `${base}/`
      const load = await firstLoad(url)
      const [lh] = await lighthouseMobile([url])
      if (!lh) throw new Error('Lighthouse measured nothing')
      return {
        'site.lighthouse.mobile.performance': { value: lh.score, unit: 'score', target: 95, better: 'higher' },
        'site.lighthouse.lcp': { value: Math.round(lh.lcp), unit: 'ms (simulated mobile)', target: 1500, better: 'lower' },
        'site.lighthouse.cls': { value: Math.round(lh.cls * 1000) / 1000, unit: 'CLS', target: 0.1, better: 'lower' },
        'site.lighthouse.tbt': { value: Math.round(lh.tbt), unit: 'ms (simulated mobile)', target: 200, better: 'lower' },
        'site.js.firstLoad': { value: kb(load.js), unit: 'KB gzip', target: 90, better: 'lower' },
        'site.payload': { value: kb(load.payload), unit: 'KB', target: 30, better: 'lower' },
        'site.payload.gzip': { value: kb(load.payloadGzip), unit: 'KB gzip', target: null, better: 'lower' },
        ...(await everyLayout()),
      }
    } finally {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
}
