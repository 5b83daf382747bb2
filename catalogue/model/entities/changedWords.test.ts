import { describe, expect, it } from 'vitest'
import { changedWords } from './release.ts'

describe('changedWords', () => {
  it('never says 0 for a change, however small, and says none only for none', () => {
    expect(changedWords(0, 1280 * 4000)).toBe('no change')
    expect(changedWords(1, 1280 * 4000)).toBe('1 changed pixel (under 0.01 % of the page)')
    expect(changedWords(2048, 1280 * 4000)).toBe('2,048 changed pixels (0.04 % of the page)')
    expect(changedWords(51_200, 1280 * 4000)).toBe('51,200 changed pixels (1.0 % of the page)')
    expect(changedWords(1280 * 4000, 1280 * 4000)).toBe('5,120,000 changed pixels (100 % of the page)')
  })
})
