import { describe, expect, it } from 'vitest'
import type { RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { imagePlace } from './imagePlace.ts'

const upload = `/media/${'a'.repeat(64)}.jpg`
const other = `/media/${'b'.repeat(64)}.jpg`
const slice = (id: string, over: Partial<RenderSlice>): RenderSlice => ({ kind: 'slice', id, component: 'GlobalIntro', hydration: 'load', interactive: false, values: {}, fieldIds: {}, slots: {}, tags: [], ...over })

describe('where an image problem is fixed', () => {
  const offers = slice('offers', { component: 'SpecialsSpecialOffers', values: { specials: ['s1'] }, data: [{ id: 's1', title: 'Save up to 40%', image: upload, imageAlt: '' }] })
  const hero = slice('hero', { values: { title: 'Ziva', image: { url: upload, alt: '' } } })
  const nodes = [{ kind: 'group' as const, id: 'g', children: [hero], tags: [] }, offers]

  it('is the block’s own field holding it, nested in a group or not', () => {
    expect(imagePlace(nodes, 'hero', `${upload}?v=2`)).toEqual({ at: 'field', element: 'hero', field: 'image' })
  })

  it('is the record a database-backed block shows it from, named as editors know it', () => {
    expect(imagePlace(nodes, 'offers', upload)).toEqual({ at: 'record', collection: 'specials', id: 's1', name: 'Save up to 40%', key: 'image' })
  })

  it('is the upload in the media library when neither holds it, and nowhere for an image of another address', () => {
    expect(imagePlace(nodes, 'hero', other)).toEqual({ at: 'media', id: 'b'.repeat(64) })
    expect(imagePlace(nodes, undefined, upload)).toEqual({ at: 'media', id: 'a'.repeat(64) })
    expect(imagePlace(nodes, 'hero', '/demo/pool.jpg')).toBeUndefined()
  })

  it('does not take a record’s text that merely mentions the address, nor walk without end', () => {
    const deep: Record<string, unknown> = {}
    let at = deep
    for (let i = 0; i < 50; i++) at = (at.next = {}) as Record<string, unknown>
    at.url = other
    const odd = slice('odd', { component: 'SpecialsSpecialOffers', data: [{ id: 's2', title: 'Odd', content: `<p>${upload}</p>`, deep }] })
    expect(imagePlace([odd], 'odd', upload)).toEqual({ at: 'media', id: 'a'.repeat(64) })
    expect(imagePlace([odd], 'odd', other)).toEqual({ at: 'media', id: 'b'.repeat(64) })
  })
})
