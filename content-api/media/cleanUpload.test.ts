import { Hono } from 'hono'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { carriesMetadata, overLimits } from './cleanUpload.ts'
import { serveMedia } from './serveMedia.ts'

const [sqlite] = await testDatabases()

/** A photo as a phone writes it: where it was taken, with what, by whom. */
const withGps = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9df4' } })
    [format]()
    .withExif({ IFD0: { Make: 'Canon', Model: 'EOS R5', Artist: 'Jane Guest' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 37/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '87/1 4/1 0/1' } })
    .toBuffer()

/** A valid PNG whose header says 30000 × 30000: 8 × 8 pixels of data, gigabytes if believed. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer())
  png.writeUInt32BE(30_000, 16)
  png.writeUInt32BE(30_000, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** Every place a file can carry words about itself, and the camera's own words, searched for in the served bytes. */
async function expectClean(bytes: Buffer, what: string) {
  expect(await carriesMetadata(bytes), what).toBe(false)
  for (const word of ['Canon', 'EOS R5', 'Jane Guest', 'GPS']) expect(bytes.includes(word), `${what} holds '${word}'`).toBe(false)
}

describe('uploads are decoded on arrival and stored without metadata', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let dir: string
  let site: Hono
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'voix-clean-'))
    t = await setupApi(sqlite!.open, { mediaDir: dir })
    site = new Hono().get('/media/:file', serveMedia(dir))
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const upload = (name: string, bytes: Uint8Array) => t.restricted.post(`/media?name=${encodeURIComponent(name)}`, bytes, { 'Content-Type': 'application/octet-stream' })

  it('refuses a truncated JPEG, a truncated PNG and a pixel bomb, naming the file, and stores nothing', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffcf85' } }).jpeg().toBuffer()
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b75c9' } }).png().toBuffer()
    const cut = await upload('sunset-terrace.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)))
    expect([cut.status, cut.body.error]).toEqual([422, "The image 'sunset-terrace.jpg' could not be used: the file is cut short (it may not have finished uploading or exporting). Export it again and upload the new file."])
    const cutPng = await upload('lobby.png', png.subarray(0, 200))
    expect([cutPng.status, cutPng.body.error]).toEqual([422, "The image 'lobby.png' could not be used: the file is cut short (it may not have finished uploading or exporting). Export it again and upload the new file."])
    const bomb = await upload('panorama.png', await pixelBomb())
    expect([bomb.status, bomb.body.error]).toEqual([413, "The image 'panorama.png' is too large: it is 30,000 × 30,000 pixels; an image may be at most 16,383 pixels wide and high. Make it smaller and upload it again."])
    expect(readdirSync(dir)).toEqual([])
    expect((await t.editor.get('/media')).body.total).toBe(0)
  })

  it('bounds megapixels and frames on the header alone', () => {
    expect(overLimits({ width: 12_000, height: 9_000 })).toMatch(/108 megapixels/)
    expect(overLimits({ width: 500, height: 500, pages: 301, pageHeight: 500 })).toMatch(/301 frames/)
    expect(overLimits({ width: 4_000, height: 3_000 })).toBeUndefined()
  })

  it('stores and serves JPEG, PNG and WebP without EXIF, GPS or camera, upright and in their colours', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const original = await withGps(format)
      expect(await carriesMetadata(original)).toBe(true)
      const stored = await upload(`beach.${format}`, original)
      expect(stored.status, format).toBe(201)
      expect(stored.body).toMatchObject({ width: 64, height: 48 })
      const served = await site.request(stored.body.url)
      expect(served.status).toBe(200)
      await expectClean(Buffer.from(await served.arrayBuffer()), stored.body.url)
      const { channels, dominant } = await sharp(Buffer.from(await (await site.request(stored.body.url)).arrayBuffer())).stats()
      expect(channels.length).toBeGreaterThanOrEqual(3)
      expect(Math.abs(dominant.b - 0xf4)).toBeLessThan(24)
    }
  })

  it('serves a file stored before uploads were cleaned without its metadata, from a copy no URL reaches', async () => {
    const legacy = await withGps('jpeg')
    const name = `${'e'.repeat(64)}.jpg`
    writeFileSync(join(dir, name), legacy)
    const served = await site.request(`/media/${name}`)
    expect(served.status).toBe(200)
    await expectClean(Buffer.from(await served.arrayBuffer()), name)
    expect((await site.request(`/media/${name}`)).status).toBe(200)
    expect((await site.request('/media/.clean%2F' + name)).status).toBe(404)
  })

  it('checks every served media URL of the library for metadata', async () => {
    const items = (await t.editor.get('/media?limit=100')).body.items as { url: string }[]
    expect(items.length).toBeGreaterThanOrEqual(3)
    for (const { url } of items) await expectClean(Buffer.from(await (await site.request(url)).arrayBuffer()), url)
  })
})
