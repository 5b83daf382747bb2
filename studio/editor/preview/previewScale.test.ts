import { describe, expect, it } from 'vitest'
import { previewScale } from './previewScale.ts'

describe('previewScale', () => {
  it('keeps a page that fits at full size', () => {
    expect(previewScale(375, 800)).toBe(1)
    expect(previewScale(1024, 1024)).toBe(1)
  })
  it('shrinks a wider page so all of it fits the panel', () => {
    expect(previewScale(1024, 768)).toBe(0.75)
    expect(1280 * previewScale(1280, 700)).toBeLessThanOrEqual(700)
  })
  it('shows the page at full size before the panel is measured', () => {
    expect(previewScale(1280, 0)).toBe(1)
  })
})
