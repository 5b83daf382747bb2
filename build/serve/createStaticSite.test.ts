import { Hono } from 'hono'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { buildSite, type BuildResult } from '../buildSite.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { buildIdToken, outputPaths } from '../outputPaths.ts'
import { SnapshotDirWriter } from '../source/SnapshotDirWriter.ts'
import { snapshotDirSource } from '../source/snapshotSource.ts'
import { createStaticSite } from './createStaticSite.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const outRoot = mkdtempSync(join(tmpdir(), 'voix-serve-'))
let build: BuildResult
const app = new Hono()
app.get('*', createStaticSite(outRoot))
const get = (path: string, host = 'demo.localhost:3000') => app.request(`http://${host}${path}`, { headers: { host } })

beforeAll(async () => {
  const snapshot = PublishedSnapshot.parse({
    sites: [
      { id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true },
      { id: 's2', slug: 'other', name: 'Other Resort', kind: 'resort', layout: 'blocks', hosts: ['other.localhost'] },
    ],
    pages: [
      { id: 'home', site_id: 's1', path: '/', title: 'Home', layout: 'blocks', elements: [newSliceFromBlock('GlobalIntro', { title: 'Hello there' })] },
      { id: 'suites', site_id: 's1', path: '/rooms/suites', title: 'Suites', layout: 'blocks', elements: [] },
      { id: 'other', site_id: 's2', path: '/', title: 'Other home', layout: 'blocks', elements: [] },
    ],
    redirects: [
      { id: 'r1', site_id: 's1', from: '/old-rooms', to: '/rooms/suites', status: 301 },
      { id: 'r2', site_id: 's1', from: '/offers', to: 'https://example.com/offers', status: 302 },
    ],
  })
  // A versioned source, as publishing reads the database: its pages are stored in packs (see PageWriter).
  const { pages, ...meta } = snapshot
  const writer = new SnapshotDirWriter(join(outRoot, 'source'), meta)
  for (const page of pages) await writer.add(JSON.stringify(page), page.id, page.site_id!)
  await writer.close()
  build = await buildSite({ source: snapshotDirSource(join(outRoot, 'source')), outRoot, bundleDir, extraPages: [] })
  expect(Object.values(readRoutes(outputPaths(outRoot).build(build.buildId)).demo!).every((ref) => ref.includes('@'))).toBe(true)
}, 60_000)
afterAll(() => rmSync(outRoot, { recursive: true, force: true }))

describe('the static site server', () => {
  it('serves pages and payloads by host with the live build id in place', async () => {
    const home = await get('/')
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain('Hello there')
    expect(html).toContain(`content="${build.buildId}"`)
    expect(html).not.toContain(buildIdToken)
    const payload = await (await get(`/rooms/suites/_payload.json?${build.buildId}`)).json()
    expect(payload).toMatchObject({ buildId: build.buildId, page: { path: '/rooms/suites' } })
    expect(await (await get('/', 'other.localhost:3000')).text()).toContain('<title>Other home</title>')
  })

  it('honours redirects from the route rules, keeping the query', async () => {
    const moved = await get('/old-rooms?ref=mail')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/rooms/suites?ref=mail')
    const away = await get('/offers')
    expect(away.status).toBe(302)
    expect(away.headers.get('location')).toBe('https://example.com/offers')
    // Redirects belong to their site only.
    expect((await get('/old-rooms', 'other.localhost')).status).toBe(404)
  })

  it('redirects trailing slashes except on /, and answers unknown paths with 404', async () => {
    const slash = await get('/rooms/suites/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/rooms/suites')
    expect((await get('/')).status).toBe(200)
    expect((await get('/nowhere')).status).toBe(404)
    expect(await (await get('/nowhere/_payload.json')).json()).toEqual({ error: 'No page at /nowhere' })
    const latest = await (await get('/builds/latest.json')).json()
    expect(latest).toEqual({ id: build.buildId, timestamp: expect.any(Number) })
  })
})
