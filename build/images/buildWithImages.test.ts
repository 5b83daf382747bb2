import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { buildSite } from '../buildSite.ts'
import { readPageFile } from '../deploy/pageFiles.ts'
import { outputPaths } from '../outputPaths.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { SnapshotDirWriter } from '../source/SnapshotDirWriter.ts'
import { countedReads } from '../testing/countedReads.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const photo = `/media/${'1'.repeat(64)}.jpg`
const broken = `/media/${'2'.repeat(64)}.webp`

const plain = newSliceFromBlock('GlobalIntro', { title: 'No images' })
const offers = newSliceFromBlock('SpecialsSpecialOffers', { title: 'Offers', specials: ['special-photo'] })

const offer = {
  id: 'special-photo',
  site_id: 's1',
  resort_ids: [],
  title: 'Save 30%',
  subtitle: '',
  content: '<p>Book now.</p>',
  terms: '',
  percentOff: 30,
  endDate: '2099-12-31',
  prettyEndDate: 'Dec 31',
  slug: 'save-30',
  image: photo,
  imageAlt: 'Pool',
}

function snapshot(homeImage: string, title = 'Pool') {
  const image = (url: string) => newSliceFromBlock('GlobalImage', { image: { url, alt: 'Pool' }, caption: title })
  return PublishedSnapshot.parse({
    specials: [offer],
    sites: [{ id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true }],
    pages: [
      { id: 'home', site_id: 's1', path: '/', title: 'Home', layout: 'blocks', elements: [image(homeImage)] },
      { id: 'pool', site_id: 's1', path: '/pool', title: 'Pool', layout: 'blocks', elements: [image(photo), image('https://cdn.example.com/pool.jpg')] },
      { id: 'plain', site_id: 's1', path: '/plain', title: 'Plain', layout: 'blocks', elements: [plain] },
      { id: 'offers', site_id: 's1', path: '/offers', title: 'Offers', layout: 'blocks', elements: [offers] },
    ],
  })
}

async function setup() {
  const root = mkdtempSync(join(tmpdir(), 'voix-build-images-'))
  dirs.push(root)
  const mediaDir = join(root, 'media')
  mkdirSync(mediaDir)
  writeFileSync(join(mediaDir, `${'1'.repeat(64)}.jpg`), await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#ffb4b4' } }).jpeg().toBuffer())
  writeFileSync(join(mediaDir, `${'2'.repeat(64)}.webp`), Buffer.alloc(300, 7))
  return { mediaDir, outRoot: join(root, 'site') }
}

const derivedFiles = (outRoot: string) => {
  const dir = join(outputPaths(outRoot).static, 'assets', 'img')
  return readdirSync(dir).map((name) => `${name} ${statSync(join(dir, name)).mtimeMs}`)
}

describe('a build with uploaded images', () => {
  it('renders <picture> sources of derived files into HTML and payload, resizing each once, and not again on the next build', async () => {
    const { mediaDir, outRoot } = await setup()
    const first = await buildSite({ snapshot: snapshot(photo), outRoot, bundleDir, mediaDir, extraPages: [] })
    const files = derivedFiles(outRoot)
    // GlobalImage: 640x427 (+2x), 1024x683 (+2x), 1600x1067; two pages share the one photo. The special offer's
    // image (640x427 again, 480x320 +2x, 600x400 +2x) adds four; the photo's social card (1200x630, 1x) one.
    expect(files).toHaveLength(10)
    const offerHtml = readPageFile(outRoot, first.buildId, 'demo', '/offers', 'index.html')!
    expect(offerHtml.match(/<source [^>]*srcSet="\/assets\/img\/[0-9a-f]{24}\.webp[^"]*" type="image\/webp" width="\d+" height="\d+"/g)).toHaveLength(3)
    expect(offerHtml).toMatch(/media="\(min-width: 768px\)" srcSet="[^"]+ 1x, [^"]+ 2x" type="image\/webp" width="480" height="320"/)
    const html = readPageFile(outRoot, first.buildId, 'demo', '/pool', 'index.html')!
    expect(html.match(/<source [^>]*srcSet="\/assets\/img\/[0-9a-f]{24}\.webp[^"]*" type="image\/webp" width="\d+" height="\d+"/g)).toHaveLength(3)
    expect(html).toContain('src="https://cdn.example.com/pool.jpg"')
    // The external image keeps its own URL at every breakpoint.
    expect(html.match(/srcSet="https:\/\/cdn\.example\.com\/pool\.jpg"/g)).toHaveLength(2)
    const payload = JSON.parse(readPageFile(outRoot, first.buildId, 'demo', '/', '_payload.json')!)
    expect(payload.tree.nodes[0].values.image.sources).toHaveLength(3)

    // An edit to one page: the photo is not resized again, and the earlier build's files stay where they were.
    const second = await buildSite({ snapshot: snapshot(photo, 'Pool at dusk'), outRoot, bundleDir, mediaDir, extraPages: [] })
    expect(second, JSON.stringify(second.report)).toMatchObject({ rendered: 2, reused: 2 })
    expect(derivedFiles(outRoot)).toEqual(files)
    expect(readPageFile(outRoot, second.buildId, 'demo', '/pool', 'index.html')).toContain('Pool at dusk')
  })

  it('leaves out only the page whose upload is not an image, kept at its last good render and named, and makes the rest live', async () => {
    const { mediaDir, outRoot } = await setup()
    const first = await buildSite({ snapshot: snapshot(photo), outRoot, bundleDir, mediaDir, extraPages: [] })
    const bad = snapshot(broken, 'Pool at noon')
    const second = await buildSite({ snapshot: bad, outRoot, bundleDir, mediaDir, extraPages: [] })
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', second.buildId))
    expect(second.report.skipped).toEqual([
      expect.objectContaining({ kind: 'content', site: 'demo', page: '/', element: bad.pages[0]!.elements[0]!.id, component: 'GlobalImage', field: 'image', kept: true, message: expect.stringMatching(/field 'image': image \/media\/2{64}\.webp: the media file is not a readable image/) }),
    ])
    // The home page is the first build's render (the build id in it is filled in as served); the others are this build's.
    expect(readPageFile(outRoot, second.buildId, 'demo', '/', 'index.html')!.replaceAll(second.buildId, '<id>')).toBe(readPageFile(outRoot, first.buildId, 'demo', '/', 'index.html')!.replaceAll(first.buildId, '<id>'))
    expect(readPageFile(outRoot, second.buildId, 'demo', '/pool', 'index.html')).toContain('Pool at noon')
    // A missing file fails its page the same way, named.
    const third = await buildSite({ snapshot: snapshot(`/media/${'3'.repeat(64)}.jpg`), outRoot, bundleDir, mediaDir, extraPages: [] })
    expect(third.report.skipped).toEqual([expect.objectContaining({ page: '/', kept: true, message: expect.stringMatching(/the media file .*3{64}\.jpg does not exist/) })])
  })

  it('reuses unchanged pages with images unread on a versioned publish, byte-identical to a full build', async () => {
    const { mediaDir, outRoot } = await setup()
    const root = join(outRoot, '..')
    const writeDir = async (name: string, data: ReturnType<typeof snapshot>) => {
      const { pages, ...meta } = data
      const writer = new SnapshotDirWriter(join(root, name), meta)
      for (const page of pages) await writer.add(JSON.stringify(page), page.id, page.site_id!)
      await writer.close()
      return countedReads(join(root, name))
    }
    const original = snapshot(photo)
    const v1 = await writeDir('v1', original)
    await buildSite({ source: v1.source, outRoot, bundleDir, mediaDir, buildId: 'b1', extraPages: [] })
    const edited = structuredClone(original)
    edited.pages[2]!.title = 'Plain, renamed'
    const v2 = await writeDir('v2', edited)
    expect(await buildSite({ source: v2.source, outRoot, bundleDir, mediaDir, buildId: 'b2', extraPages: [] })).toMatchObject({ rendered: 1, reused: 3 })
    expect(v2.read).toEqual(['plain'])
    // A build that does not resize (no media folder) reuses none of them: they would keep derived images it did not make.
    const v3 = await writeDir('v3', edited)
    // (Each is read again; the plain page's stored output is then found by its key, the others are rendered.)
    expect(await buildSite({ source: v3.source, outRoot, bundleDir, buildId: 'b3', extraPages: [] })).toMatchObject({ rendered: 3, reused: 1 })
    expect(v3.read.sort()).toEqual(['home', 'offers', 'plain', 'pool'])
    expect(readPageFile(outRoot, 'b3', 'demo', '/pool', 'index.html')).not.toContain('/assets/img/')

    const fresh = join(root, 'fresh')
    await buildSite({ source: (await writeDir('v2-again', edited)).source, outRoot: fresh, bundleDir, mediaDir, buildId: 'b2', extraPages: [] })
    for (const [slug, routes] of Object.entries(readRoutes(outputPaths(outRoot).build('b2'))))
      for (const path of Object.keys(routes))
        for (const file of ['index.html', '_payload.json'] as const)
          expect(readPageFile(outRoot, 'b2', slug, path, file), `${path} ${file}`).toBe(readPageFile(fresh, 'b2', slug, path, file))
    expect(readPageFile(outRoot, 'b2', 'demo', '/pool', 'index.html')).toMatch(/srcSet="\/assets\/img\//)
  })
})
