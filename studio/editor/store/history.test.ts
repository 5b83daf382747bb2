import { describe, expect, it } from 'vitest'
import { historyLimit, record, redo, replacePresent, startHistory, undo } from './history.ts'

describe('history', () => {
  it('undoes and redoes, and a new edit drops the redo list', () => {
    let h = record(record(startHistory(1), 2), 3)
    h = undo(h)
    expect(h.present).toBe(2)
    h = undo(h)
    expect(h.present).toBe(1)
    expect(undo(h)).toBe(h)
    h = redo(h)
    expect(h.present).toBe(2)
    h = record(h, 9)
    expect(h.future).toEqual([])
    expect(redo(h)).toBe(h)
  })
  it('coalesces edits with the same key into one step, and ignores no-op edits', () => {
    let h = record(startHistory('a'), 'ab', 'title')
    h = record(h, 'abc', 'title')
    expect(h.past).toEqual(['a'])
    h = record(h, 'abcd', 'copy')
    expect(h.past).toEqual(['a', 'abc'])
    expect(record(h, h.present)).toBe(h)
  })
  it('keeps at most the limit of undo steps, and replaces the present without a step', () => {
    let h = startHistory(0)
    for (let i = 1; i <= historyLimit + 10; i++) h = record(h, i)
    expect(h.past).toHaveLength(historyLimit)
    expect(replacePresent(h, -1)).toMatchObject({ present: -1, past: h.past })
  })
})
