import { describe, expect, it } from 'vitest'
import { moveRow, pickPage, toItems, toRows, typeAddress } from './menuRows.ts'

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
  it('keeps the page an item opens by identity, at any level, and lets it go when an address is typed', () => {
    const linked = [{ label: 'Stay', href: '/stay', to: { kind: 'page' as const, id: 'p-stay' }, children: [{ label: 'Spa', href: '/spa', to: { kind: 'page' as const, id: 'p-spa' } }] }]
    expect(toItems(toRows(linked))).toEqual(linked)
    const [stay] = toRows(linked)
    expect(typeAddress(stay!, 'https://example.com/stay')).toEqual({ key: stay!.key, label: 'Stay', href: 'https://example.com/stay', depth: 0 })
  })
  it('gives a picked page’s id and current address to a row, and its title when the row has no label', () => {
    const page = { kind: 'page' as const, id: 'p-spa', title: 'The spa', href: '/wellness/spa', published: true }
    expect(pickPage({ key: 'a', label: ' ', href: '', depth: 1 }, page)).toEqual({ key: 'a', label: 'The spa', href: '/wellness/spa', depth: 1, to: { kind: 'page', id: 'p-spa' } })
    expect(pickPage({ key: 'a', label: 'Spa', href: '/spa', depth: 0 }, page).label).toBe('Spa')
  })
  it('gives a picked blog post its kind, id and address', () => {
    const post = { kind: 'post' as const, id: 'post-reef', title: 'Reef guide', href: '/blog/reef-guide', published: true }
    expect(pickPage({ key: 'b', label: '', href: '/old', depth: 0 }, post)).toEqual({ key: 'b', label: 'Reef guide', href: '/blog/reef-guide', depth: 0, to: { kind: 'post', id: 'post-reef' } })
  })
})
