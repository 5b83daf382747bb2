import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { blockComponents } from '../../catalogue/blocks/components.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { Page } from '../../catalogue/model/page.ts'
import { Site } from '../../catalogue/model/site.ts'
import { BuildError } from '../BuildError.ts'
import { toPayload } from '../toPayload.ts'
import { createImageDeriver } from './createImageDeriver.ts'
import { pageImages } from './pageImages.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const photo = `/media/${'d'.repeat(64)}.jpg`
const broken = `/media/${'e'.repeat(64)}.png`
const site = Site.parse({ id: 's1', slug: 'demo', name: 'Demo', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'] })

async function deriver() {
  const root = mkdtempSync(join(tmpdir(), 'voix-page-images-'))
  dirs.push(root)
  const mediaDir = join(root, 'media')
  mkdirSync(mediaDir)
  writeFileSync(join(mediaDir, `${'d'.repeat(64)}.jpg`), await sharp({ create: { width: 2000, height: 1400, channels: 3, background: '#92dbd0' } }).jpeg().toBuffer())
  writeFileSync(join(mediaDir, `${'e'.repeat(64)}.png`), Buffer.from('%PDF-1.4 not a png'))
  return createImageDeriver({ mediaDir, outRoot: join(root, 'site') })
}

const pageWith = (image: { url: string; alt: string }) =>
  Page.parse({ id: 'p1', path: '/rooms', title: 'Rooms', layout: 'blocks', elements: [newSliceFromBlock('GlobalImage', { image, caption: 'Pool' })] })

describe('pageImages', () => {
  it('costs nothing for a page without uploaded images', async () => {
    const d = await deriver()
    const json = JSON.stringify({ ...pageWith({ url: '/demo/pool.svg', alt: '' }), site_id: 's1' })
    expect(await pageImages(json, d, () => 'demo')).toBeUndefined()
    expect(d.resized).toBe(0)
  })

  it('derives every declared size of a media field, and the rendered <picture> carries them with width and height', async () => {
    const d = await deriver()
    const page = pageWith({ url: photo, alt: 'Pool' })
    const images = (await pageImages(JSON.stringify({ ...page, site_id: 's1' }), d, () => 'demo'))!
    // GlobalImage declares default 640x427, md 1024x683 and xl 1600x1067; the 2000px source allows a 2x file only for 640 wide.
    // The page's first image is also its social card, 1200x630 at 1x only.
    expect(Object.keys(images[photo]!).sort()).toEqual(['1024x683', '1200x630', '1600x1067', '640x427'])
    expect(images[photo]!['1200x630']).toEqual({ type: 'image/webp', x1: { src: expect.stringMatching(/^\/assets\/img\//), width: 1200, height: 630 } })
    expect(d.resized).toBe(5)
    const payload = toPayload(page, site, [], 'b1', undefined, images)
    const slice = payload.tree.nodes[0] as RenderSlice
    const { default: Component } = await blockComponents.GlobalImage()
    const html = renderToString(createElement(Component, { values: slice.values as never, id: slice.id, slots: {}, field: () => ({}) }))
    const sources = [...html.matchAll(/<source ([^>]*)\/?>/g)].map((m) => m[1]!)
    expect(sources).toHaveLength(3)
    expect(sources[0]).toMatch(/media="\(min-width: 1280px\)" srcSet="\/assets\/img\/[0-9a-f]{24}\.webp" type="image\/webp" width="1600" height="1067"/)
    expect(sources[1]).toMatch(/media="\(min-width: 768px\)" srcSet="\/assets\/img\/[0-9a-f]{24}\.webp" type="image\/webp" width="1024" height="683"/)
    expect(sources[2]).toMatch(/^srcSet="\/assets\/img\/[0-9a-f]{24}\.webp 1x, \/assets\/img\/[0-9a-f]{24}\.webp 2x" type="image\/webp" width="640" height="427"/)
    expect(html).toMatch(new RegExp(`<img src="${photo}" alt="Pool" width="640" height="427"`))
  })

  it('leaves external images as they are', async () => {
    const d = await deriver()
    const page = pageWith({ url: 'https://cdn.example.com/pool.jpg', alt: 'Pool' })
    expect(await pageImages(JSON.stringify({ ...page, site_id: 's1' }), d, () => 'demo')).toBeUndefined()
    const html = renderToString(createElement((await blockComponents.GlobalImage()).default, { values: (toPayload(page, site, [], 'b1').tree.nodes[0] as RenderSlice).values as never, id: 'x', slots: {}, field: () => ({}) }))
    expect(html).not.toContain('/assets/img/')
  })

  it('fails the build on a file that is not an image, naming the page, element and field', async () => {
    const d = await deriver()
    const page = pageWith({ url: broken, alt: 'Broken' })
    const error = await pageImages(JSON.stringify({ ...page, site_id: 's1' }), d, () => 'demo').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect((error as BuildError).message).toContain(`page demo/rooms, element ${page.elements[0]!.id} (GlobalImage), field 'image': image ${broken}: the media file is not a readable image`)
    expect((error as BuildError).where).toEqual({ site: 'demo', page: '/rooms', element: page.elements[0]!.id, component: 'GlobalImage', field: 'image' })
  })

  it('lists the derived sizes in the page order whichever resize finishes first, so the same page keeps the same key', async () => {
    const real = await deriver()
    // The first size asked for finishes last.
    let calls = 0
    const slowFirst = {
      ...real,
      derive: async (...args: Parameters<typeof real.derive>) => {
        const wait = calls++ === 0 ? 60 : 0
        const result = await real.derive(...args)
        await new Promise((r) => setTimeout(r, wait))
        return result
      },
    }
    const json = JSON.stringify({ ...pageWith({ url: photo, alt: 'Pool' }), site_id: 's1' })
    const inOrder = await pageImages(json, real, () => 'demo')
    const raced = await pageImages(json, slowFirst, () => 'demo')
    expect(JSON.stringify(raced)).toBe(JSON.stringify(inOrder))
  })
})
