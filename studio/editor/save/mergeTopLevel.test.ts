import { describe, expect, it } from 'vitest'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { describeChanges, mergeTopLevel } from './mergeTopLevel.ts'

const base = pageWith([slice('a', { label: 'A' }), slice('b', { label: 'B' }), slice('c', { label: 'C' })])

describe('merging after a conflict', () => {
  it('keeps my changes and theirs, element by element', () => {
    const mine = { ...base, elements: [{ ...base.elements[0]!, label: 'A mine' }, base.elements[1]!, slice('n', { label: 'New' })] }
    const theirs = { ...base, title: 'Their title', elements: [base.elements[0]!, { ...base.elements[1]!, label: 'B theirs' }, base.elements[2]!, slice('t')] }
    const merged = mergeTopLevel(base, mine, theirs)
    expect(merged.title).toBe('Their title')
    expect(merged.elements.map((e) => e.label ?? e.id)).toEqual(['A mine', 'B theirs', 'New', 't'])
  })
  it('merges two edits of one element field by field', () => {
    const field = (name: string, value: string) => ({ id: name, name, type: 'text', enabled: true, value, media: [], properties: [] })
    const b = pageWith([slice('i', { fields: [field('title', 'T'), field('copy', 'C')] })])
    const mine = pageWith([slice('i', { fields: [field('title', 'T'), field('copy', 'C mine')] })])
    const theirs = pageWith([slice('i', { enabled: false, fields: [field('title', 'T theirs'), field('copy', 'C')] })])
    const merged = mergeTopLevel(b, mine, theirs).elements[0]!
    expect(merged.fields.map((f) => f.value)).toEqual(['T theirs', 'C mine'])
    expect(merged.enabled).toBe(false)
  })
  it('describes what they changed', () => {
    const theirs = { ...base, title: 'T2', elements: [base.elements[1]!, { ...base.elements[0]!, label: 'A2' }, slice('z', { label: 'Zed' })] }
    expect(describeChanges(base, theirs)).toEqual(["title: 'Home' → 'T2'", 'changed A2', 'added Zed', 'removed C', 'reordered elements'])
    expect(describeChanges(base, base)).toEqual(['no visible change (saved again)'])
  })
})
