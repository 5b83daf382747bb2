import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { buildSite } from '../buildSite.ts'
import { readPageFile } from '../deploy/pageFiles.ts'
import { outputPaths } from '../outputPaths.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const hero = `/media/${'3'.repeat(64)}.jpg`
const chosen = `/media/${'4'.repeat(64)}.png`

describe('social card images', () => {
  it("are the image step's 1200×630 crop of the page's hero, or of the image chosen for it", async () => {
    const root = mkdtempSync(join(tmpdir(), 'voix-social-'))
    dirs.push(root)
    const mediaDir = join(root, 'media')
    mkdirSync(mediaDir)
    writeFileSync(join(mediaDir, `${'3'.repeat(64)}.jpg`), await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#88aaff' } }).jpeg().toBuffer())
    writeFileSync(join(mediaDir, `${'4'.repeat(64)}.png`), await sharp({ create: { width: 1300, height: 700, channels: 3, background: '#ffaa88' } }).png().toBuffer())
    const heroBlock = newSliceFromBlock('GenericHero', { image: { url: hero, alt: 'Beach' }, title: 'Hi' })
    const snapshot = PublishedSnapshot.parse({
      sites: [{ id: 's1', slug: 'demo', name: 'Demo', kind: 'brand', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true }],
      pages: [
        { id: 'home', site_id: 's1', path: '/', title: 'Home', layout: 'blocks', elements: [heroBlock] },
        { id: 'chosen', site_id: 's1', path: '/chosen', title: 'Chosen', layout: 'blocks', elements: [heroBlock], seo: { image: chosen } },
      ],
    })
    const outRoot = join(root, 'out')
    const build = await buildSite({ snapshot, outRoot, bundleDir, mediaDir, extraPages: [], siteOrigin: 'https://{host}' })
    for (const path of ['/', '/chosen']) {
      const html = readPageFile(outRoot, build.buildId, 'demo', path, 'index.html')!
      const src = /<meta property="og:image" content="https:\/\/demo\.localhost(\/assets\/img\/[0-9a-f]+\.webp)">/.exec(html)?.[1]
      expect(src, `${path} og:image`).toBeDefined()
      expect(html).toContain('<meta property="og:image:width" content="1200">\n<meta property="og:image:height" content="630">')
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">')
      const file = await sharp(join(outputPaths(outRoot).static, src!)).metadata()
      expect([file.width, file.height]).toEqual([1200, 630])
      // Crops of two different sources.
      if (path === '/') expect((await sharp(join(outputPaths(outRoot).static, src!)).stats()).channels[2]!.mean).toBeGreaterThan(200)
      else expect((await sharp(join(outputPaths(outRoot).static, src!)).stats()).channels[0]!.mean).toBeGreaterThan(200)
    }
  }, 60_000)
})
