import { describe, expect, it } from 'vitest'
import { blockFragmentLimits, readBlockFragment, writeBlockFragment } from './blockFragment.ts'
import { nestedGroups, slice } from './testing.ts'

const fragment = (blocks: unknown[], extra: Record<string, unknown> = {}) => JSON.stringify({ type: 'voix/blocks', version: 1, blocks, ...extra })

describe('block fragment', () => {
  it('writes and reads blocks with their source', () => {
    const text = writeBlockFragment([slice('a'), slice('b')], { pageTitle: 'Rooms', siteId: 'hyatt-ziva' })
    const read = readBlockFragment(text)
    expect(read.blocks.map((b) => b.id)).toEqual(['a', 'b'])
    expect(read.source).toEqual({ pageTitle: 'Rooms', siteId: 'hyatt-ziva' })
    expect(JSON.parse(text)).toMatchObject({ type: 'voix/blocks', version: 1 })
  })
  it('tells other clipboard text apart, in editors’ words', () => {
    expect(() => readBlockFragment('Sunset dinner on the beach')).toThrow('The clipboard holds no blocks: copy blocks in the studio first')
    expect(() => readBlockFragment('{"type":"something-else"}')).toThrow('The clipboard holds no blocks')
    expect(() => readBlockFragment('{"type":"voix/blocks","version":1,"blocks":[')).toThrow('The copied blocks are damaged')
  })
  it('refuses a fragment of a newer version, an empty one and one too large', () => {
    expect(() => readBlockFragment(fragment([slice('a')], { version: 2 }))).toThrow('copied from a newer version of the studio')
    expect(() => readBlockFragment(fragment([]))).toThrow('holds no blocks')
    const many = Array.from({ length: blockFragmentLimits.blocks + 1 }, (_, i) => slice(`b${i}`))
    expect(() => readBlockFragment(fragment(many))).toThrow(`holds more than ${blockFragmentLimits.blocks} blocks`)
    const huge = fragment([slice('a', { label: 'x'.repeat(150) })]).replace('"label"', `"pad":"${'x'.repeat(blockFragmentLimits.textLength)}","label"`)
    expect(() => readBlockFragment(huge)).toThrow('too large to paste')
  })
  it('measures depth before any schema sees a hostile tree', () => {
    expect(() => readBlockFragment(fragment([nestedGroups(30)]))).toThrow('The copied blocks cannot be pasted: Blocks can be nested at most 20 deep')
    // Built as text: a tree this deep is where a recursive reader would overflow its stack.
    const deep = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`
    const text = fragment([slice('a')]).replace('"blocks"', `"deep":${deep},"blocks"`)
    expect(() => readBlockFragment(text)).toThrow('Values can be nested at most 100 deep')
  })
  it('refuses unknown keys and bad elements without naming JSON paths', () => {
    expect(() => readBlockFragment(fragment([slice('a')], { extra: 1 }))).toThrow(/^The copied blocks are not in a form the studio can paste \(.+\): copy them again from the studio$/)
    expect(() => readBlockFragment(fragment([{ ...slice('a'), type: 'script' }]))).toThrow('not in a form the studio can paste')
    expect(() => readBlockFragment(fragment([{ ...slice('a'), __proto__: { x: 1 }, constructor: 'x' }]))).toThrow('not in a form the studio can paste')
  })
})
