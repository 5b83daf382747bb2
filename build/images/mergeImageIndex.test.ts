import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { imageIndexFile, mergeImageIndex } from './mergeImageIndex.ts'

const root = mkdtempSync(join(tmpdir(), 'voix-image-index-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('mergeImageIndex', () => {
  it('adds the entries it lacks, keeps its own, and leaves out what is not an entry', () => {
    writeFileSync(imageIndexFile(root), JSON.stringify({ a: { src: '/assets/img/a.webp', width: 1, height: 1 } }))
    const theirs = { a: { src: '/assets/img/other.webp', width: 2, height: 2 }, b: { src: '/assets/img/b.webp', width: 3, height: 4 }, c: { src: 5 }, d: null }
    expect(mergeImageIndex(root, JSON.stringify(theirs))).toBe(1)
    expect(JSON.parse(readFileSync(imageIndexFile(root), 'utf8'))).toEqual({ a: { src: '/assets/img/a.webp', width: 1, height: 1 }, b: { src: '/assets/img/b.webp', width: 3, height: 4 } })
    expect(mergeImageIndex(root, JSON.stringify(theirs))).toBe(0)
    expect(mergeImageIndex(root, 'not json')).toBe(0)
  })

  it('starts an index where there is none', () => {
    const fresh = mkdtempSync(join(root, 'fresh-'))
    expect(mergeImageIndex(fresh, '{"k":{"src":"/assets/img/k.webp","width":8,"height":9}}')).toBe(1)
    expect(JSON.parse(readFileSync(imageIndexFile(fresh), 'utf8'))).toEqual({ k: { src: '/assets/img/k.webp', width: 8, height: 9 } })
  })
})
