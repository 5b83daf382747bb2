import { describe, expect, it } from 'vitest'
import { checkNesting, nestingLimits } from './nestingLimits.ts'
import { nestedGroups } from './testing.ts'

function nestedMenu(depth: number): Record<string, unknown>[] {
  let items: Record<string, unknown>[] = [{ label: `Entry ${depth}`, href: '/x' }]
  for (let level = depth - 1; level >= 1; level--) items = [{ label: `Entry ${level}`, href: '/x', children: items }]
  return items
}

describe('checkNesting', () => {
  it('accepts blocks 20 deep and names the block and the limit at 21', () => {
    // 19 groups and the slice: the slice is at level 20.
    expect(checkNesting({ page: { elements: [nestedGroups(19)] } })).toBeUndefined()
    const issue = checkNesting({ page: { elements: [nestedGroups(20)] } })
    expect(issue?.message).toBe("Blocks can be nested at most 20 deep; 'Deepest intro' (id leaf) is at level 21: move it, or the group holding it, up a level")
    expect(issue?.path).toBe(`page.${'elements.0.'.repeat(21).slice(0, -1)}`)
  })

  it('measures trees far deeper than any stack without overflowing', () => {
    expect(checkNesting({ elements: [nestedGroups(750)] })?.message).toMatch(/^Blocks can be nested at most 20 deep; group \(id g21\) is at level 21/)
    let where: unknown = 1
    for (let i = 0; i < 20_000; i++) where = [where]
    expect(checkNesting({ model_query: { model: 'posts', where: [{ key: 'a', operator: 'in', value: where }] } })?.message).toMatch(
      /^A query condition's value can be nested at most 4 deep/,
    )
    let deep: unknown = {}
    for (let i = 0; i < 50_000; i++) deep = { x: deep }
    expect(checkNesting({ description: deep })?.message).toMatch(/^Values can be nested at most 100 deep/)
  })

  it('bounds menus at 5 levels and queries at 20 conditions', () => {
    expect(checkNesting({ items: nestedMenu(5) })).toBeUndefined()
    const issue = checkNesting({ items: nestedMenu(1000) })
    expect(issue?.message).toBe("Menus can be nested at most 5 deep; the entry 'Entry 6' is at level 6: move it up a level")
    expect(issue?.path).toBe('items.0.children.0.children.0.children.0.children.0.children.0')
    const condition = { key: 'slug', operator: '=', value: 'x' }
    expect(checkNesting({ model_query: { where: Array(nestingLimits.queryConditions).fill(condition) } })).toBeUndefined()
    expect(checkNesting({ model_query: { where: Array(21).fill(condition) } })?.message).toBe('A query can have at most 20 conditions; this one has 21')
    expect(checkNesting({ model_query: { where: [{ ...condition, value: [[['a', 'b']]] }] } })).toBeUndefined()
  })
})
