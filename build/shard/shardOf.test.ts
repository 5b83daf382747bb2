import { describe, expect, it } from 'vitest'
import { shardPart } from './buildShard.ts'
import { shardOf } from './shardOf.ts'

describe('shardOf', () => {
  it('puts a page on a shard by its id alone, the same one every time', () => {
    // Fixed values: a change here moves pages between runners' caches, and breaks scripts that compute it elsewhere.
    expect([shardOf('a', 4), shardOf('b', 4), shardOf('page-17', 4), shardOf('page-17', 3)]).toEqual([4, 3, 2, 2])
    const ids = Array.from({ length: 4000 }, (_, i) => `p-${i}`)
    const forward = ids.map((id) => shardOf(id, 4))
    const backward = [...ids].reverse().map((id) => shardOf(id, 4)).reverse()
    expect(backward).toEqual(forward)
    const counts = [1, 2, 3, 4].map((n) => forward.filter((s) => s === n).length)
    for (const count of counts) expect(count).toBeGreaterThan(900)
    expect(ids.every((id) => shardOf(id, 1) === 1)).toBe(true)
  })

  it('gives every page and extra page to exactly one shard', () => {
    const parts = [1, 2, 3].map((index) => shardPart({ index, count: 3 }))
    for (let i = 0; i < 300; i++) {
      expect(parts.filter((p) => p.has({ id: `page-${i}`, siteId: 's', version: 'v' }))).toHaveLength(1)
      expect(parts.filter((p) => p.has({ json: JSON.stringify({ id: `page-${i}` }) }))).toHaveLength(1)
      expect(parts.filter((p) => p.hasExtra('demo', `blog/story-${i}`))).toHaveLength(1)
    }
    // A page listed by id and the same page given as text land together.
    for (const part of parts) expect(part.has({ json: '{"id":"page-7","title":"x"}' })).toBe(part.has({ id: 'page-7' }))
    // A text without an id (it fails to render on any shard) goes to shard 1, which reports it.
    expect(parts.map((p) => p.has({ json: 'not json' }))).toEqual([true, false, false])
  })
})
