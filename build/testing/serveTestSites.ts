import { Hono } from 'hono'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { buildSite } from '../buildSite.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { outputPaths } from '../outputPaths.ts'
import { createStaticSite } from '../serve/createStaticSite.ts'
import { SnapshotDirWriter } from '../source/SnapshotDirWriter.ts'
import { snapshotDirSource } from '../source/snapshotSource.ts'

/**
 * Two small sites (demo, the default, and other) built for real and served by the static server, as a CDN
 * would serve the export: `get(path, host)` answers as the server does, with the path sent as it is written.
 */
export async function serveTestSites() {
  const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
  const outRoot = mkdtempSync(join(tmpdir(), 'voix-serve-'))
  const app = new Hono()
  app.get('*', createStaticSite(outRoot))
  const get = (path: string, host = 'demo.localhost:3000') => app.request(`http://${host}${path}`, { headers: { host } })
  const snapshot = PublishedSnapshot.parse({
    sites: [
      { id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true },
      { id: 's2', slug: 'other', name: 'Other Resort', kind: 'resort', layout: 'blocks', hosts: ['other.localhost'] },
      // A brand that moved to demo's host, and one that sends only its Punta Cana pages there.
      { id: 's3', slug: 'moved', name: 'Moved', kind: 'brand', layout: 'blocks', hosts: ['moved.localhost'], domainRedirect: { toHost: 'demo.localhost' } },
      { id: 's4', slug: 'partial', name: 'Partial', kind: 'brand', layout: 'blocks', hosts: ['partial.localhost'], domainRedirect: { toHost: 'demo.localhost', pathKeywords: ['punta-cana'] } },
    ],
    pages: [
      { id: 'home', site_id: 's1', path: '/', title: 'Home', layout: 'blocks', elements: [newSliceFromBlock('GlobalIntro', { title: 'Hello there' })] },
      { id: 'suites', site_id: 's1', path: '/rooms/suites', title: 'Suites', layout: 'blocks', elements: [] },
      { id: 'other', site_id: 's2', path: '/', title: 'Other home', layout: 'blocks', elements: [] },
      { id: 'moved-home', site_id: 's3', path: '/', title: 'Moved home', layout: 'blocks', elements: [] },
      { id: 'partial-home', site_id: 's4', path: '/', title: 'Partial home', layout: 'blocks', elements: [] },
      { id: 'partial-pc', site_id: 's4', path: '/resorts/punta-cana', title: 'Punta Cana', layout: 'blocks', elements: [] },
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
  const built = await buildSite({ source: snapshotDirSource(join(outRoot, 'source')), outRoot, bundleDir, extraPages: [] })
  const routes = readRoutes(outputPaths(outRoot).build(built.buildId)).demo!
  if (!Object.values(routes).every((ref) => ref.includes('@'))) throw new Error('the test build did not store its pages in packs')
  return { get, outRoot, build: { id: built.buildId, close: () => rmSync(outRoot, { recursive: true, force: true }) } }
}
