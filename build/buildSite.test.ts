import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import { buildSite } from './buildSite.ts'

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
  })
}

describe('buildSite', () => {
  it('writes HTML, payloads and manifests into a new build and makes it live', async () => {
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-build-'))
    dirs.push(outRoot)
    const result = await buildSite({ snapshot: snapshot(), outRoot, bundleDir })
    expect(result.pages).toBe(2)
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', result.buildId))
    const site = join(outRoot, 'live', 'sites', 'demo')
    const html = readFileSync(join(site, 'index.html'), 'utf8')
    expect(html).toContain('Hello there')
    expect(html).toContain('<title>Home</title>')
    expect(existsSync(join(site, 'rooms', 'suites', 'index.html'))).toBe(true)
    const payload = JSON.parse(readFileSync(join(site, 'rooms', 'suites', '_payload.json'), 'utf8'))
    expect(payload).toMatchObject({ buildId: result.buildId, page: { path: '/rooms/suites' }, site: { slug: 'demo', menu: [{ label: 'Rooms' }] } })
    expect(JSON.parse(readFileSync(join(site, 'builds', 'latest.json'), 'utf8'))).toEqual({ id: result.buildId, timestamp: expect.any(Number) })
    const meta = JSON.parse(readFileSync(join(site, 'builds', 'meta', `${result.buildId}.json`), 'utf8'))
    expect(meta).toMatchObject({ id: result.buildId, prerendered: ['/', '/rooms/suites'], routeRules: {}, matcher: {} })
    expect(JSON.parse(readFileSync(join(outRoot, 'live', 'hosts.json'), 'utf8'))).toEqual({ hosts: { 'demo.localhost': 'demo' }, defaultSite: 'demo' })
  })

  it('fails on bad content naming page, element and field, and leaves the live build as it was', async () => {
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-build-'))
    dirs.push(outRoot)
    const first = await buildSite({ snapshot: snapshot(), outRoot, bundleDir })
    const bad = snapshot({ titleTag: 'h9' })
    await expect(buildSite({ snapshot: bad, outRoot, bundleDir })).rejects.toThrow(/page demo\/, element .+ \(GlobalIntro\), field 'titleTag'/)
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', first.buildId))
  })
})
