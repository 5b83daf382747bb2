import { describe, expect, it } from 'vitest'
import { moveRow, toItems, toRows } from './menuRows.ts'

const items = [
  { label: 'Stay', href: '/stay', children: [{ label: 'Rooms', href: '/rooms' }] },
  { label: 'Dine', href: '/dine' },
  { label: 'Spa', href: '/spa' },
]

describe('menu rows', () => {
  it('round-trips two levels of items', () => {
    expect(toItems(toRows(items))).toEqual(items)
  })
  it('moves a top-level row with its submenu', () => {
    const rows = toRows(items)
    const moved = moveRow(rows, 0, 3)
    expect(toItems(moved).map((i) => i.label)).toEqual(['Dine', 'Spa', 'Stay'])
    expect(toItems(moved)[2]!.children).toEqual([{ label: 'Rooms', href: '/rooms' }])
  })
  it('moves a submenu row under another item', () => {
    const rows = toRows(items)
    const moved = moveRow(rows, 1, 2)
    expect(toItems(moved)).toEqual([
      { label: 'Stay', href: '/stay' },
      { label: 'Dine', href: '/dine', children: [{ label: 'Rooms', href: '/rooms' }] },
      { label: 'Spa', href: '/spa' },
    ])
  })
  it('makes a nested first row top level', () => {
    expect(toItems([{ key: 'a', label: 'A', href: '/a', depth: 1 }])).toEqual([{ label: 'A', href: '/a' }])
  })
})
