import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { flipLive } from '../flipLive.ts'
import { outputPaths } from '../outputPaths.ts'
import { buildCaches } from './buildCaches.ts'

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

const old = (file: string) => utimesSync(file, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000))
const put = (file: string, text: string, aged = true) => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  if (aged) old(file)
}

/** A finished build whose one page is stored under `key` and shows `image`. */
function build(id: string, key: string, image: string) {
  const paths = outputPaths(root)
  put(join(paths.build(id), 'hosts.json'), '{}')
  put(join(paths.build(id), 'sites', 'main', 'routes.json'), JSON.stringify({ '/': key }))
  put(paths.object(key), `voix-page 1 40 -\n<img src="/assets/img/${image}">`)
}

describe('the build caches', () => {
  it('clear earlier builds, unused pages and images, and keep what the live build and the one before it use', () => {
    root = mkdtempSync(join(tmpdir(), 'voix-caches-'))
    const paths = outputPaths(root)
    build('b1', 'aa01', 'one.webp')
    build('b2', 'bb02', 'two.webp')
    build('b3', 'cc03', 'three.webp')
    flipLive(root, 'b3')
    put(paths.object('dd04'), 'unused page')
    put(paths.object('ee05'), 'a page a running build just wrote', false)
    const img = join(paths.static, 'assets', 'img')
    for (const name of ['one.webp', 'two.webp', 'three.webp', 'unused.webp']) put(join(img, name), 'webp')
    put(join(img, 'fresh.webp'), 'webp', false)
    put(join(root, 'image-cache.json'), JSON.stringify({ a: { src: '/assets/img/unused.webp' }, b: { src: '/assets/img/three.webp' } }))
    put(join(paths.builds, '.tmp-b4', 'hosts.json'), '{}')

    const [pages, images] = buildCaches(root)
    expect(pages!.usage().entries).toBe(5 + 3 * 2 + 1)
    // Images first: b1 still exists, so its image is still used.
    expect(images!.clear()).toEqual({ bytes: 4, entries: 1 })
    expect(existsSync(join(img, 'one.webp'))).toBe(true)
    expect(existsSync(join(img, 'fresh.webp'))).toBe(true)
    expect(JSON.parse(readFileSync(join(root, 'image-cache.json'), 'utf8'))).toEqual({ b: { src: '/assets/img/three.webp' } })

    const removed = pages!.clear()
    expect(removed.entries).toBe(2 + 1 + 1)
    expect(existsSync(paths.build('b1'))).toBe(false)
    for (const kept of [paths.build('b2'), paths.build('b3'), paths.object('bb02'), paths.object('cc03'), paths.object('ee05'), join(paths.builds, '.tmp-b4')]) expect(existsSync(kept), kept).toBe(true)
    expect(existsSync(paths.object('aa01'))).toBe(false)
    expect(existsSync(paths.object('dd04'))).toBe(false)

    // With b1 gone its image is no longer used by any build.
    expect(images!.clear().entries).toBe(1)
    expect(existsSync(join(img, 'one.webp'))).toBe(false)
    expect(existsSync(join(img, 'three.webp'))).toBe(true)
  })

  it('measure and clear nothing where nothing was built yet', () => {
    root = mkdtempSync(join(tmpdir(), 'voix-caches-'))
    for (const cache of buildCaches(root)) {
      expect(cache.usage()).toEqual({ bytes: 0, entries: 0 })
      expect(cache.clear()).toEqual({ bytes: 0, entries: 0 })
    }
  })
})
