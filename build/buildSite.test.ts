import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import { buildSite } from './buildSite.ts'
import { readPageFile } from './deploy/pageFiles.ts'
import { readRoutes } from './deploy/pruneBuilds.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function snapshot(extraIntroValues: Record<string, unknown> = {}) {
  return PublishedSnapshot.parse({
    sites: [{ id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true }],
    menus: [{ id: 'm', site_id: 's1', name: 'main', items: [{ label: 'Rooms', href: '/rooms' }] }],
    pages: [
      { id: 'home', site_id: 's1', path: '/', title: 'Home', layout: 'blocks', elements: [newSliceFromBlock('GlobalIntro', { title: 'Hello there', ...extraIntroValues })] },
      { id: 'rooms', site_id: 's1', path: '/rooms/suites', title: 'Suites', layout: 'blocks', elements: [] },
    ],
    redirects: [{ id: 'r1', site_id: 's1', from: '/old-rooms', to: '/rooms/suites', status: 301 }],
  })
}

describe('buildSite', () => {
  it('writes HTML, payloads and manifests into a new build and makes it live', async () => {
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-build-'))
    dirs.push(outRoot)
    const result = await buildSite({ snapshot: snapshot(), outRoot, bundleDir })
    expect(result).toMatchObject({ pages: 2, rendered: 2, reused: 0, removed: 0 })
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', result.buildId))
    const html = readPageFile(outRoot, result.buildId, 'demo', '/', 'index.html')!
    expect(html).toContain('Hello there')
    expect(html).toContain('<title>Home</title>')
    expect(html).toContain(`content="${result.buildId}"`)
    const payload = JSON.parse(readPageFile(outRoot, result.buildId, 'demo', '/rooms/suites', '_payload.json')!)
    expect(payload).toMatchObject({ buildId: result.buildId, page: { path: '/rooms/suites' }, site: { slug: 'demo', menu: [{ label: 'Rooms' }] } })
    const site = join(outRoot, 'live', 'sites', 'demo')
    expect(JSON.parse(readFileSync(join(site, 'builds', 'latest.json'), 'utf8'))).toEqual({ id: result.buildId, timestamp: expect.any(Number) })
    const meta = JSON.parse(readFileSync(join(site, 'builds', 'meta', `${result.buildId}.json`), 'utf8'))
    const rule = { redirect: { to: '/rooms/suites', statusCode: 301 } }
    expect(meta).toEqual({
      id: result.buildId,
      timestamp: expect.any(Number),
      prerendered: ['/', '/rooms/suites'],
      routeRules: { '/old-rooms': rule },
      matcher: { static: { '/old-rooms': rule }, wildcard: {}, dynamic: {} },
    })
    expect(readFileSync(join(site, '_redirects'), 'utf8')).toBe('/old-rooms /rooms/suites 301\n')
    expect(JSON.parse(readFileSync(join(outRoot, 'live', 'hosts.json'), 'utf8'))).toEqual({ hosts: { 'demo.localhost': 'demo' }, defaultSite: 'demo', domainRedirects: {} })
    expect(JSON.parse(readFileSync(join(outRoot, 'live', 'report.json'), 'utf8'))).toMatchObject({ id: result.buildId, pages: 2, rendered: 2, reused: 0 })
  })

  it('names a page with bad content by site, page, element and field, keeps its last good render live, and builds the rest', async () => {
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-build-'))
    dirs.push(outRoot)
    const first = await buildSite({ snapshot: snapshot(), outRoot, bundleDir })
    const bad = snapshot({ titleTag: 'h9' })
    bad.pages[1]!.title = 'Suites, renewed'
    const second = await buildSite({ snapshot: bad, outRoot, bundleDir })
    expect(second.skipped).toEqual([{ kind: 'content', site: 'demo', page: '/', element: expect.any(String), component: 'GlobalIntro', field: 'titleTag', message: expect.stringMatching(/^The Intro block, field Title tag: /), kept: true }])
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', second.buildId))
    expect(readPageFile(outRoot, second.buildId, 'demo', '/', 'index.html')).toContain('Hello there')
    // The very render the first build stored.
    expect(readRoutes(join(outRoot, 'builds', second.buildId)).demo!['/']).toBe(readRoutes(join(outRoot, 'builds', first.buildId)).demo!['/'])
    expect(readPageFile(outRoot, second.buildId, 'demo', '/rooms/suites', 'index.html')).toContain('<title>Suites, renewed</title>')
    expect(existsSync(join(outRoot, 'builds', `.tmp-${second.buildId}`))).toBe(false)

    // Without an earlier render to keep, the page is left out, and still named.
    const fresh = mkdtempSync(join(tmpdir(), 'voix-build-'))
    dirs.push(fresh)
    const alone = await buildSite({ snapshot: bad, outRoot: fresh, bundleDir })
    expect(alone.skipped).toMatchObject([{ site: 'demo', page: '/', field: 'titleTag', kept: false }])
    expect(alone.pages).toBe(1)
  })
})
