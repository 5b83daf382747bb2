import { Hono } from 'hono'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { buildSite, type BuildResult } from '../buildSite.ts'
import { buildIdToken, outputPaths } from '../outputPaths.ts'
import { createStaticSite } from '../serve/createStaticSite.ts'
import { exportBuild } from './exportBuild.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const root = mkdtempSync(join(tmpdir(), 'voix-export-'))
const outRoot = join(root, 'site')
const dist = join(root, 'dist')
const builds: BuildResult[] = []
const app = new Hono()
app.get('*', createStaticSite(outRoot))
const served = async (path: string, host = 'demo.localhost') => (await app.request(`http://${host}${path}`, { headers: { host } })).text()

const snapshot = (title: string) =>
  PublishedSnapshot.parse({
    sites: [
      { id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true },
      { id: 's2', slug: 'other', name: 'Other Resort', kind: 'resort', layout: 'blocks', hosts: ['other.localhost'] },
    ],
    pages: [
      { id: 'home', site_id: 's1', path: '/', title: 'Home', layout: 'blocks', elements: [newSliceFromBlock('GlobalIntro', { title })] },
      { id: 'suites', site_id: 's1', path: '/rooms/suites', title: 'Suites', layout: 'blocks', elements: [] },
      { id: 'other', site_id: 's2', path: '/', title: 'Other home', layout: 'blocks', elements: [] },
    ],
    redirects: [{ id: 'r1', site_id: 's1', from: '/old-rooms', to: '/rooms/suites', status: 301 }],
  })

beforeAll(async () => {
  builds.push(await buildSite({ snapshot: snapshot('Hello there'), outRoot, bundleDir }))
  builds.push(await buildSite({ snapshot: snapshot('Hello again'), outRoot, bundleDir }))
}, 120_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('exportBuild', () => {
  it('writes the live build as a plain tree per site, each file as the static server answers it', async () => {
    const live = builds[1]!.buildId
    expect(exportBuild(outRoot, dist)).toMatchObject({ buildId: live, sites: 2 })
    const file = (...parts: string[]) => readFileSync(join(dist, ...parts), 'utf8')
    expect(file('demo', 'index.html')).toBe(await served('/'))
    expect(file('demo', 'index.html')).toContain('Hello again')
    expect(file('demo', 'rooms', 'suites', 'index.html')).toBe(await served('/rooms/suites'))
    expect(file('demo', 'rooms', 'suites', '_payload.json')).toBe(await served('/rooms/suites/_payload.json'))
    expect(file('other', 'index.html')).toBe(await served('/', 'other.localhost'))
    expect(file('demo', '404.html')).toBe(await served('/no-such-page'))
    expect(JSON.parse(file('demo', 'builds', 'latest.json'))).toMatchObject({ id: live })
    expect(existsSync(join(dist, 'demo', 'builds', 'meta', `${live}.json`))).toBe(true)
    expect(file('demo', '_redirects')).toBe('/old-rooms /rooms/suites 301\n')
    expect(JSON.parse(file('hosts.json'))).toEqual({ hosts: { 'demo.localhost': 'demo', 'other.localhost': 'other' }, defaultSite: 'demo', domainRedirects: {} })
    expect(existsSync(join(dist, 'demo', 'routes.json'))).toBe(false)
    // No placeholder is left anywhere, and the hashed assets are there, shared by hard link rather than copied.
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(file('demo', 'index.html'))![1]!
    const asset = join(dist, 'other', script)
    expect(statSync(asset).ino).toBe(statSync(join(outputPaths(outRoot).static, script)).ino)
    for (const page of [['demo', 'index.html'], ['demo', 'rooms', 'suites', '_payload.json'], ['demo', '404.html']]) expect(file(...page)).not.toContain(buildIdToken)
  })

  it('exports an earlier kept build on request and replaces the previous export whole', () => {
    const first = builds[0]!.buildId
    writeFileSync(join(dist, 'stale.txt'), 'from an earlier export')
    expect(exportBuild(outRoot, dist, first).buildId).toBe(first)
    expect(readFileSync(join(dist, 'demo', 'index.html'), 'utf8')).toContain('Hello there')
    expect(readFileSync(join(dist, 'demo', 'index.html'), 'utf8')).toContain(first)
    expect(existsSync(join(dist, 'stale.txt'))).toBe(false)
  })

  it('names what is wrong, and leaves the previous export as it was', () => {
    const before = readFileSync(join(dist, 'demo', 'index.html'), 'utf8')
    expect(() => exportBuild(outRoot, dist, 'no-such-build')).toThrow(`no build 'no-such-build' is kept in ${outRoot}`)
    expect(() => exportBuild(outRoot, join(outRoot, 'dist'))).toThrow('must be outside the build output')
    expect(() => exportBuild(outRoot, root)).toThrow('must be outside the build output')
    const empty = join(root, 'empty')
    mkdirSync(empty)
    expect(() => exportBuild(empty, join(root, 'dist2'))).toThrow(`no build is live in ${empty} yet`)
    expect(readFileSync(join(dist, 'demo', 'index.html'), 'utf8')).toBe(before)
  })
})
