import { describe, expect, it } from 'vitest'
import { LayoutConfig, layouts } from './layouts.ts'

describe('layouts', () => {
  it('has the 28 layouts of the catalogue, each valid and unique', () => {
    expect(layouts).toHaveLength(28)
    expect(new Set(layouts.map((l) => l.id)).size).toBe(28)
    for (const l of layouts) expect(LayoutConfig.parse(l)).toEqual(l)
    expect(layouts.map((l) => l.id)).toEqual(expect.arrayContaining(['no-chrome', 'blocks', 'agent-cash-plus', 'sanctuary2024']))
  })
})
