import { describe, expect, it } from 'vitest'
import { filterFromSearch, searchFromFilter } from './pageListFilter.ts'

describe('the page list filter in the address', () => {
  it('reads back what it wrote', () => {
    const filter = { q: 'spa & pool', site_id: 'hyatt-ziva', published: 'false' as const, author: 'ed@x.example', limit: 20, offset: 40 }
    expect(filterFromSearch(searchFromFilter(filter))).toEqual(filter)
    expect(searchFromFilter({ limit: 20, offset: 0 })).toBe('')
  })

  it('ignores a status or start it does not know', () => {
    expect(filterFromSearch('?status=gone&from=-3')).toMatchObject({ published: undefined, offset: 0 })
    expect(filterFromSearch('?from=abc').offset).toBe(0)
  })
})
