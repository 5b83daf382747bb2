import { describe, expect, it } from 'vitest'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { resolveConflicts } from './mergeConflicts.ts'
import { describeChanges, mergeTopLevel } from './mergeTopLevel.ts'

const base = pageWith([slice('a', { label: 'A' }), slice('b', { label: 'B' }), slice('c', { label: 'C' })])
const field = (name: string, value: string) => ({ id: name, name, type: 'text', enabled: true, value, media: [], properties: [] })

describe('merging after a conflict', () => {
  it('keeps my changes and theirs, element by element', () => {
    const mine = { ...base, elements: [{ ...base.elements[0]!, label: 'A mine' }, base.elements[1]!, slice('n', { label: 'New' })] }
    const theirs = { ...base, title: 'Their title', elements: [base.elements[0]!, { ...base.elements[1]!, label: 'B theirs' }, base.elements[2]!, slice('t')] }
    const { page, conflicts } = mergeTopLevel(base, mine, theirs)
    expect(page.title).toBe('Their title')
    expect(page.elements.map((e) => e.label ?? e.id)).toEqual(['A mine', 'B theirs', 'New', 't'])
    expect(conflicts).toEqual([])
  })
  it('merges two edits of one element field by field', () => {
    const b = pageWith([slice('i', { fields: [field('title', 'T'), field('copy', 'C')] })])
    const mine = pageWith([slice('i', { fields: [field('title', 'T'), field('copy', 'C mine')] })])
    const theirs = pageWith([slice('i', { enabled: false, fields: [field('title', 'T theirs'), field('copy', 'C')] })])
    const { page, conflicts } = mergeTopLevel(b, mine, theirs)
    expect(page.elements[0]!.fields.map((f) => f.value)).toEqual(['T theirs', 'C mine'])
    expect(page.elements[0]!.enabled).toBe(false)
    expect(conflicts).toEqual([])
  })
  it('returns a field both changed as a conflict with both values, resolved as the editor chooses', () => {
    const b = pageWith([slice('i', { component: 'GenericHero', fields: [field('title', 'T')] })])
    const mine = pageWith([slice('i', { component: 'GenericHero', fields: [field('title', 'T mine')] })])
    const theirs = { ...pageWith([slice('i', { component: 'GenericHero', fields: [field('title', 'T theirs')] })]), title: 'Theirs' }
    const { page, conflicts } = mergeTopLevel(b, { ...mine, title: 'Mine' }, theirs)
    expect(conflicts.map((c) => c.where)).toEqual(['T — Title', 'Page — Title'])
    expect(conflicts[0]!.mine).toMatchObject({ value: 'T mine' })
    expect(conflicts[0]!.theirs).toMatchObject({ value: 'T theirs' })
    const resolved = resolveConflicts(page, [
      { conflict: conflicts[0]!, value: conflicts[0]!.theirs },
      { conflict: conflicts[1]!, value: 'Both' },
    ])
    expect(resolved.elements[0]!.fields[0]!.value).toBe('T theirs')
    expect(resolved.title).toBe('Both')
  })
  it('does not silently drop a block one side removed and the other changed', () => {
    const mine = { ...base, elements: [base.elements[1]!, base.elements[2]!] }
    const theirs = { ...base, elements: [{ ...base.elements[0]!, label: 'A theirs' }, base.elements[1]!, base.elements[2]!] }
    const { page, conflicts } = mergeTopLevel(base, mine, theirs)
    expect(page.elements.map((e) => e.label)).toEqual(['A theirs', 'B', 'C'])
    expect(conflicts).toHaveLength(1)
    expect(conflicts[0]!.where).toBe('A — you removed this block, they changed it')
    expect(resolveConflicts(page, [{ conflict: conflicts[0]!, value: null }]).elements.map((e) => e.label)).toEqual(['B', 'C'])
    const back = mergeTopLevel(base, theirs, mine)
    expect(back.conflicts[0]!.where).toBe('A — they removed this block, you changed it')
    expect(back.page.elements.map((e) => e.label)).toEqual(['A theirs', 'B', 'C'])
  })
  it('describes what they changed', () => {
    const theirs = { ...base, title: 'T2', elements: [base.elements[1]!, { ...base.elements[0]!, label: 'A2' }, slice('z', { label: 'Zed' })] }
    expect(describeChanges(base, theirs)).toEqual(["Title: 'Home' → 'T2'", 'changed A2', 'added Zed', 'removed C', 'reordered elements'])
    expect(describeChanges(base, base)).toEqual(['no visible change (saved again)'])
  })
})
