import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { folderStorage } from '../../catalogue/storage/folderStorage.ts'
import { outputPaths } from '../outputPaths.ts'
import { createImageDeriver } from './createImageDeriver.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const hashA = 'a'.repeat(64)
const hashB = 'b'.repeat(64)

async function setup(width = 3400, height = 2200) {
  const root = mkdtempSync(join(tmpdir(), 'voix-images-'))
  dirs.push(root)
  const mediaDir = join(root, 'media')
  mkdirSync(mediaDir)
  writeFileSync(join(mediaDir, `${hashA}.jpg`), await sharp({ create: { width, height, channels: 3, background: '#20432c' } }).jpeg().toBuffer())
  writeFileSync(join(mediaDir, `${hashB}.png`), 'this is not an image at all')
  const outRoot = join(root, 'site')
  return { mediaDir, outRoot, fileOf: (src: string) => join(outputPaths(outRoot).static, src) }
}

describe('createImageDeriver', () => {
  it('derives WebP files of the declared size, 2x when the source allows, and reads back at those sizes', async () => {
    const { mediaDir, outRoot, fileOf } = await setup()
    const deriver = createImageDeriver({ mediaDir, outRoot })
    const derived = (await deriver.derive(`/media/${hashA}.jpg`, { width: 1600, height: 1067 }))!
    expect(derived.type).toBe('image/webp')
    expect(derived.x1).toMatchObject({ width: 1600, height: 1067 })
    expect(derived.x2).toMatchObject({ width: 3200, height: 2134 })
    expect(derived.x1.src).toMatch(/^\/assets\/img\/[0-9a-f]{24}\.webp$/)
    for (const file of [derived.x1, derived.x2!]) {
      const meta = await sharp(fileOf(file.src)).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: file.width, height: file.height })
    }
  })

  it('never enlarges: a small source gives one file at its own size, keeping the declared aspect', async () => {
    const { mediaDir, outRoot, fileOf } = await setup(800, 800)
    const derived = (await createImageDeriver({ mediaDir, outRoot }).derive(`/media/${hashA}.jpg`, { width: 1600, height: 1000 }))!
    expect(derived.x2).toBeUndefined()
    expect(derived.x1).toMatchObject({ width: 800, height: 500 })
    expect(await sharp(fileOf(derived.x1.src)).metadata()).toMatchObject({ width: 800, height: 500 })
  })

  it('keeps the source aspect for width-only sizes and for contain', async () => {
    const { mediaDir, outRoot } = await setup(3000, 1000)
    const deriver = createImageDeriver({ mediaDir, outRoot })
    expect((await deriver.derive(`/media/${hashA}.jpg`, { width: 600 }))!.x1).toMatchObject({ width: 600, height: 200 })
    expect((await deriver.derive(`/media/${hashA}.jpg`, { width: 400, height: 400 }, 'contain'))!.x1).toMatchObject({ width: 400, height: 133 })
  })

  it('resizes each source and size once: again in the same build, and not at all in the next build', async () => {
    const { mediaDir, outRoot } = await setup()
    const first = createImageDeriver({ mediaDir, outRoot })
    const url = `/media/${hashA}.jpg`
    const [a, b] = await Promise.all([first.derive(url, { width: 640, height: 427 }), first.derive(url, { width: 640, height: 427 })])
    await first.derive(url, { width: 640, height: 427 })
    expect(first.resized).toBe(2) // 1x and 2x
    expect(b).toEqual(a)
    first.save()
    const files = readdirSync(join(outputPaths(outRoot).static, 'assets', 'img'))
    const second = createImageDeriver({ mediaDir, outRoot })
    expect(await second.derive(url, { width: 640, height: 427 })).toEqual(a)
    expect(second.resized).toBe(0)
    expect(readdirSync(join(outputPaths(outRoot).static, 'assets', 'img'))).toEqual(files)
  })

  it('leaves external URLs, site files and non-raster media alone', async () => {
    const { mediaDir, outRoot } = await setup()
    const deriver = createImageDeriver({ mediaDir, outRoot })
    for (const url of ['https://cdn.example.com/beach.jpg', '/demo/beach.svg', `/media/${hashA}.pdf`, `/media/${hashA}.gif`, `//evil.example/media/${hashA}.jpg`])
      expect(await deriver.derive(url, { width: 640 }), url).toBeUndefined()
    expect(deriver.resized).toBe(0)
  })

  it('says clearly when a media file is not an image or is missing', async () => {
    const { mediaDir, outRoot } = await setup()
    const deriver = createImageDeriver({ mediaDir, outRoot })
    await expect(deriver.derive(`/media/${hashB}.png`, { width: 640 })).rejects.toThrow(/is not a readable image/)
    await expect(deriver.derive(`/media/${'c'.repeat(64)}.jpg`, { width: 640 })).rejects.toThrow(/does not exist/)
  })

  it('fetches an upload made through another instance from shared storage, and reads its focal point there', async () => {
    const { mediaDir, outRoot } = await setup()
    const shared = folderStorage(join(outRoot, '..', 'bucket'))
    const hashC = 'c'.repeat(64)
    // Left to right from black to white, so that crops of different parts differ.
    const pixels = Buffer.alloc(1200 * 800 * 3)
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor((((i / 3) % 1200) / 1200) * 255)
    const photo = await sharp(pixels, { raw: { width: 1200, height: 800, channels: 3 } }).jpeg().toBuffer()
    await shared.put(`media/${hashC}.jpg`, photo)
    const centred = (await createImageDeriver({ mediaDir, outRoot, storage: shared }).derive(`/media/${hashC}.jpg`, { width: 300, height: 300 }, undefined, true))!
    expect(readFileSync(join(mediaDir, `${hashC}.jpg`)).equals(photo)).toBe(true)
    // Moved on another instance: this one's next build crops by it, though no focus file is in its own folder.
    await shared.put(`media/${hashC}.focus.json`, JSON.stringify({ x: 0.9, y: 0.5 }))
    const moved = (await createImageDeriver({ mediaDir, outRoot, storage: shared }).derive(`/media/${hashC}.jpg`, { width: 300, height: 300 }, undefined, true))!
    expect(moved.x1.src).not.toBe(centred.x1.src)
    await expect(createImageDeriver({ mediaDir, outRoot, storage: shared }).derive(`/media/${'d'.repeat(64)}.jpg`, { width: 640 })).rejects.toThrow(/does not exist/)
  })
})
