import { describe, expect, it } from 'vitest'
import type { RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { attachDataImageSources, dataImageUses } from './dataImages.ts'
import { sizeKey, type ImageLookup } from './imageLookup.ts'

const hero = `/media/${'a'.repeat(64)}.jpg`
const posts = [
  { id: 'p1', hero, title: 'Uploaded' },
  { id: 'p2', hero: '/demo/blog-cenote.svg', title: 'Site drawing' },
  { id: 'p3', hero: 'https://cdn.example.com/x.jpg', title: 'External' },
]
const file = (w: number, h: number) => ({ src: `/assets/img/${w}x${h}.webp`, width: w, height: h })

describe('images of database-backed blocks', () => {
  it("lists only uploads among a block's records, once per size the component declares", () => {
    expect(dataImageUses('BlogsBlogList', posts).map((u) => [u.url, u.field, sizeKey(u.size)])).toEqual([
      [hero, 'hero', '640x400'],
      [hero, 'hero', '400x250'],
      [hero, 'hero', '480x300'],
    ])
    expect(dataImageUses('GlobalIntro', posts)).toEqual([])
    expect(dataImageUses('BlogsBlogList', undefined)).toEqual([])
  })

  it('gives copies of the records their derived files, leaving the shared records as they were', () => {
    const lookup: ImageLookup = { [hero]: { '640x400': { type: 'image/webp', x1: file(640, 400) }, '400x250': { type: 'image/webp', x1: file(400, 250), x2: file(800, 500) }, '480x300': { type: 'image/webp', x1: file(480, 300) } } }
    const slice = { kind: 'slice', component: 'BlogsBlogList', data: posts } as unknown as RenderSlice
    attachDataImageSources(slice, lookup)
    const [first, second] = slice.data as { imageSources?: Record<string, { srcSet: string; media?: string }[]> }[]
    expect(first!.imageSources!.hero!.map((s) => [s.media, s.srcSet])).toEqual([
      ['(min-width: 1280px)', '/assets/img/480x300.webp'],
      ['(min-width: 768px)', '/assets/img/400x250.webp 1x, /assets/img/800x500.webp 2x'],
      [undefined, '/assets/img/640x400.webp'],
    ])
    expect(second!.imageSources).toBeUndefined()
    expect('imageSources' in posts[0]!).toBe(false)
  })
})
