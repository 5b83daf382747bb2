import { describe, expect, it } from 'vitest'
import { mergeRecord, recordChanges, resolveRecord } from './mergeRecord.ts'

describe('mergeRecord', () => {
  const base = { id: 'a', title: 'Old', slug: 'old', percentOff: 10, version: 1 }
  it('keeps my changed fields and their changed fields', () => {
    const mine = { ...base, title: 'Mine' }
    const theirs = { ...base, percentOff: 20, version: 2 }
    expect(mergeRecord(base, mine, theirs)).toEqual({ doc: { id: 'a', title: 'Mine', slug: 'old', percentOff: 20, version: 2 }, conflicts: [] })
  })
  it('keeps neither silently where both changed the same field differently: the editor chooses', () => {
    const { doc, conflicts } = mergeRecord(base, { ...base, slug: 'mine' }, { ...base, slug: 'theirs', version: 2 }, { slug: 'Slug' })
    expect(conflicts).toEqual([{ id: 'slug', where: 'Slug', target: 'slug', mine: 'mine', theirs: 'theirs' }])
    expect(doc.slug).toBe('theirs')
    expect(resolveRecord(doc, [{ conflict: conflicts[0]!, value: 'mine' }]).slug).toBe('mine')
  })
  it('is no conflict when both made the same change', () => {
    expect(mergeRecord(base, { ...base, slug: 'same' }, { ...base, slug: 'same', version: 2 }).conflicts).toEqual([])
  })
  it('names what they changed by label, ignoring the version', () => {
    expect(recordChanges(base, { ...base, percentOff: 20, version: 2 }, { percentOff: 'Percent off' })).toEqual(['Percent off changed'])
    expect(recordChanges(base, { ...base, version: 2 }, {})).toEqual(['no visible change (saved again)'])
  })
})
