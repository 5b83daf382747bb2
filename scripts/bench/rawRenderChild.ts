// The raw renderToString rate in its own process: `tsx rawRenderChild.ts <snapshotDir> <bundleDir> <pages>`. Prints
// one JSON line: the rate, in pages per second, the CPU ms a page (process.cpuUsage, all of the process's threads,
// garbage collection included) and the mean count of top-level blocks of the pages rendered.
import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { buildIdToken } from '../../build/outputPaths.ts'
import { snapshotDirSource } from '../../build/source/snapshotSource.ts'
import { toPayload } from '../../build/toPayload.ts'
import { Page } from '../../catalogue/model/page.ts'
import type { PagePayload } from '../../site/payload/PagePayload.ts'

/**
 * renderToString of the site's compiled Page component (the very element the site's onRenderHtml renders: layout
 * chrome and every block) over the same pages' payloads, made as the build makes them: one core, no vike, no I/O.
 * It leaves out what the build does besides React: reading and checking page text, building the payload, the
 * document around the page, the payload JSON and writing the files.
 */
async function rawRenderRate(dir: string, bundleDir: string, count: number): Promise<{ rate: number; cpuMsPerPage: number; meanBlocks: number }> {
  await import(pathToFileURL(join(bundleDir, 'server', 'entry.mjs')).href)
  const { renderPage } = (await import('vike/server')) as unknown as { renderPage: (i: Record<string, unknown>) => Promise<{ Page: ComponentType<{ payload: PagePayload }> }> }
  const source = snapshotDirSource(dir)
  const sites = new Map(source.meta.sites.map((s) => [s.id, s]))
  const payloads: PagePayload[] = []
  for await (const line of createInterface({ input: createReadStream(join(dir, 'pages.ndjson'), 'utf8'), crlfDelay: Infinity })) {
    const page = Page.extend({ site_id: Page.shape.site_id.unwrap() }).parse(JSON.parse(line))
    payloads.push(toPayload(page, sites.get(page.site_id)!, source.meta.menus, buildIdToken, { meta: source.meta, today: new Date().toISOString().slice(0, 10) }))
    if (payloads.length >= count) break
  }
  const { Page: PageComponent } = await renderPage({ urlOriginal: payloads[0]!.page.path, payload: payloads[0] })
  for (const payload of payloads.slice(0, 50)) renderToString(createElement(PageComponent, { payload }))
  const started = performance.now()
  const cpu = process.cpuUsage()
  for (const payload of payloads) renderToString(createElement(PageComponent, { payload }))
  const { user, system } = process.cpuUsage(cpu)
  const rate = payloads.length / ((performance.now() - started) / 1000)
  return { rate: Math.round(rate), cpuMsPerPage: (user + system) / 1000 / payloads.length, meanBlocks: payloads.reduce((n, p) => n + p.tree.nodes.length, 0) / payloads.length }
}

const [snapshotDir, bundleDir, count] = process.argv.slice(2)
process.stdout.write(`${JSON.stringify(await rawRenderRate(snapshotDir!, bundleDir!, Number(count)))}\n`)
process.exit(0)
