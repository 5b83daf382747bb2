import { Hono } from 'hono'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { buildSite, type BuildResult } from '../buildSite.ts'
import { exportBuild } from '../deploy/exportBuild.ts'
import { outputPaths } from '../outputPaths.ts'
import { createStaticSite } from '../serve/createStaticSite.ts'
import { SnapshotDirWriter } from '../source/SnapshotDirWriter.ts'
import { snapshotDirSource } from '../source/snapshotSource.ts'
import { contentSecurityPolicy, parseHeadersFile } from './contentSecurityPolicy.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const outRoot = mkdtempSync(join(tmpdir(), 'voix-csp-'))
let build: BuildResult
const app = new Hono()
app.get('*', createStaticSite(outRoot))

beforeAll(async () => {
  const { pages, ...meta } = PublishedSnapshot.parse({
    sites: [{ id: 's1', slug: 'demo', name: 'Demo', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true }],
    pages: [{ id: 'home', site_id: 's1', path: '/', title: 'Home', layout: 'blocks', elements: [] }],
    headTags: [{ id: 'gtm', name: 'GTM', tag: { tag: 'script', attrs: { src: 'https://www.googletagmanager.com/gtm.js', async: '' } } }],
    scriptOrigins: ['https://www.googletagmanager.com'],
  })
  const writer = new SnapshotDirWriter(join(outRoot, 'source'), meta)
  for (const page of pages) await writer.add(JSON.stringify(page), page.id, page.site_id!)
  await writer.close()
  build = await buildSite({ source: snapshotDirSource(join(outRoot, 'source')), outRoot, bundleDir, extraPages: [] })
}, 60_000)
afterAll(() => rmSync(outRoot, { recursive: true, force: true }))

describe('the public site’s Content Security Policy', () => {
  it('allows no inline script, no handler attribute, no plugin and no <base>, and scripts only from the site and the allowed origins', () => {
    const policy = contentSecurityPolicy(['https://www.googletagmanager.com', "https://x.example 'unsafe-inline'"])
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
    expect(directives['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(directives['script-src-attr']).toEqual(["'none'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['base-uri']).toEqual(["'self'"])
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })

  it('is written per site as a _headers file, sent by the static server and exported for CDNs', async () => {
    const file = readFileSync(join(outputPaths(outRoot).build(build.buildId), 'sites', 'demo', '_headers'), 'utf8')
    expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true)
    const csp = parseHeadersFile(file)['Content-Security-Policy']
    expect(csp).toBe(`${contentSecurityPolicy(['https://www.googletagmanager.com'])}; frame-ancestors 'self'`)

    const home = await app.request('http://demo.localhost:3000/', { headers: { host: 'demo.localhost:3000' } })
    expect(home.status).toBe(200)
    expect(home.headers.get('content-security-policy')).toBe(csp)
    expect(home.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await home.text()).toContain('<script src="https://www.googletagmanager.com/gtm.js" async></script>')

    const dist = mkdtempSync(join(tmpdir(), 'voix-csp-dist-'))
    try {
      exportBuild(outRoot, join(dist, 'out'))
      // The export's adds each kind of file's cache rule after the same headers for every path.
      const exported = readFileSync(join(dist, 'out', 'demo', '_headers'), 'utf8')
      expect(exported.startsWith(file)).toBe(true)
      expect(parseHeadersFile(exported)).toEqual(parseHeadersFile(file))
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })

  it('lets no executable inline script into a page the build writes', async () => {
    const html = await (await app.request('http://demo.localhost:3000/', { headers: { host: 'demo.localhost:3000' } })).text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1])
    expect(inline.length).toBeGreaterThan(0)
    // Data only: the payload (JSON) and structured data (JSON-LD) never run.
    for (const attrs of inline) expect(attrs).toMatch(/type="application\/(?:ld\+)?json"/)
  })
})
