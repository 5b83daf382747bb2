import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Slug } from './entities/common.ts'
import { PagePath } from './page.ts'
import { slugFromTitle } from './slugFromTitle.ts'

describe('a slug suggested from a title', () => {
  it('reads as the title does, in lower case with hyphens and no accents', () => {
    expect(slugFromTitle('Summer Swim-Up Sale — 40 % off!')).toBe('summer-swim-up-sale-40-off')
    expect(slugFromTitle('Cancún Família  Suites')).toBe('cancun-familia-suites')
    expect(slugFromTitle('¡¿?!')).toBe('')
  })
  it('is always a slug and a page path the schemas take, whatever the title', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugFromTitle(title)
        if (!slug) return
        expect(Slug.safeParse(slug).success).toBe(true)
        expect(PagePath.safeParse(`/${slug}`).success).toBe(true)
      }),
    )
  })
})
