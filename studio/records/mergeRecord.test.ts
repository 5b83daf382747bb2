import { describe, expect, it } from 'vitest'
import { mergeRecord, recordChanges } from './mergeRecord.ts'

describe('mergeRecord', () => {
  const base = { id: 'a', title: 'Old', slug: 'old', percentOff: 10, version: 1 }
  it('keeps my changed fields and their changed fields', () => {
    const mine = { ...base, title: 'Mine' }
    const theirs = { ...base, percentOff: 20, version: 2 }
    expect(mergeRecord(base, mine, theirs)).toEqual({ id: 'a', title: 'Mine', slug: 'old', percentOff: 20, version: 2 })
  })
  it('takes mine where both changed the same field', () => {
    expect(mergeRecord(base, { ...base, slug: 'mine' }, { ...base, slug: 'theirs', version: 2 }).slug).toBe('mine')
  })
  it('names what they changed by label, ignoring the version', () => {
    expect(recordChanges(base, { ...base, percentOff: 20, version: 2 }, { percentOff: 'Percent off' })).toEqual(['Percent off changed'])
    expect(recordChanges(base, { ...base, version: 2 }, {})).toEqual(['no visible change (saved again)'])
  })
})
