import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { outputPaths } from '../outputPaths.ts'
import { createImageDeriver } from './createImageDeriver.ts'
import { openSharedImageCache } from './sharedImageCache.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'voix-image-cache-'))
  dirs.push(dir)
  return dir
}
const hash = 'e'.repeat(64)

describe('the shared image cache (IMAGE_CACHE_DIR)', () => {
  it('gives a build with another output folder the files an earlier build resized, byte for byte, resizing only what is new', async () => {
    const root = temp()
    const cacheDir = join(root, 'cache')
    const mediaDir = join(root, 'media')
    mkdirSync(mediaDir)
    writeFileSync(join(mediaDir, `${hash}.jpg`), await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#c8553d' } }).jpeg().toBuffer())
    const url = `/media/${hash}.jpg`
    const build = async (out: string, width: number) => {
      const deriver = createImageDeriver({ mediaDir, outRoot: join(root, out), cacheDir })
      const derived = (await deriver.derive(url, { width, height: 400 }))!
      deriver.save()
      const bytes = readFileSync(join(outputPaths(join(root, out)).static, derived.x1.src))
      return { derived, resized: deriver.resized, bytes }
    }
    const first = await build('a', 600)
    expect(first.resized).toBe(2)
    const second = await build('b', 600)
    expect(second.resized).toBe(0)
    expect(second.derived).toEqual(first.derived)
    expect(second.bytes.equals(first.bytes)).toBe(true)
    // Another size is another key: resized, and kept too.
    expect((await build('c', 300)).resized).toBe(2)
    expect(readdirSync(cacheDir).filter((n) => n.endsWith('.webp'))).toHaveLength(4)
  })

  it('keeps at most its bound, dropping the least recently used', () => {
    const dir = join(temp(), 'cache')
    const cache = openSharedImageCache(dir, 2)
    const bytes = (n: number) => Buffer.from(`image ${n}`)
    cache.put('one', bytes(1))
    cache.put('two', bytes(2))
    cache.put('three', bytes(3))
    const files = readdirSync(dir)
    // "one" the oldest, then used again: "two" is now the least recently used.
    files.forEach((name, i) => utimesSync(join(dir, name), new Date(1000 * (i + 1)), new Date(1000 * (i + 1))))
    expect(cache.get('one')).toEqual(bytes(1))
    cache.prune()
    expect(readdirSync(dir)).toHaveLength(2)
    expect([cache.get('one'), cache.get('three')]).toEqual([bytes(1), bytes(3)])
    expect(cache.get('two')).toBeUndefined()
  })

  it('is best effort: a folder it cannot write leaves the build to resize, and throws nothing', () => {
    // A file where the folder should be: nothing can be written under it, whoever runs the build.
    const dir = join(temp(), 'not-a-folder')
    writeFileSync(dir, 'a file')
    const cache = openSharedImageCache(dir)
    expect(() => cache.put('key', Buffer.from('x'))).not.toThrow()
    expect(cache.get('key')).toBeUndefined()
    expect(() => cache.prune()).not.toThrow()
  })
})
