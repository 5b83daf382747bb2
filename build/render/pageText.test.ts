import { describe, expect, it } from 'vitest'
import { blankIds, pageTextParts, withTextIds } from './pageText.ts'

const elementsOf = (text: string) => {
  const parts = pageTextParts(text)
  return parts && { array: text.slice(...parts.array), elements: parts.elements.map((range) => text.slice(...range)) }
}

describe('pageTextParts', () => {
  it('finds the top-level elements wherever they are, whatever their strings hold', () => {
    const elements = [
      { id: 'a', title: 'Brackets ] } [ { and "quotes" and a backslash \\', elements: [{ id: 'b', elements: [] }] },
      { id: 'c', copy: 'ends in a backslash \\\\', tags: ['elements'] },
    ]
    const page = { id: 'p', title: '"elements":[1]', elements, tags: ['x'], head: [] }
    const found = elementsOf(JSON.stringify(page))
    expect(found!.elements.map((e) => JSON.parse(e))).toEqual(elements)
    expect(JSON.parse(found!.array)).toEqual(elements)
    // Pretty-printed text and an empty list are fine too.
    expect(elementsOf(JSON.stringify(page, null, 2))!.elements.map((e) => JSON.parse(e))).toEqual(elements)
    expect(elementsOf('{"id":"p","elements":[]}')).toEqual({ array: '[]', elements: [] })
  })

  it('gives up on text it cannot vouch for, so the page is parsed as usual', () => {
    for (const text of [
      '{"id":"p"}',
      '{"elements":[{"id":"a"}],"elements":[]}',
      '{"elements":[1,{"id":"a"}]}',
      '{"elements":[{"id":"a"}',
      '[{"elements":[]}]',
      '{"elements":[]} trailing',
      '{"elements":[{"id":"a}]}',
      '{"elements":{"id":"a"}}',
    ])
      expect(pageTextParts(text), text).toBeUndefined()
  })
})

describe('blankIds', () => {
  it('blanks every id in order and puts them back, leaving ids inside strings alone', () => {
    const text = JSON.stringify({ id: 'e1', fields: [{ id: 'f1', value: 'say "id":"x"' }], elements: [{ id: 'e2' }] })
    const { blank, ids } = blankIds(text)
    expect(ids).toEqual(['e1', 'f1', 'e2'])
    expect(blank).toBe(JSON.stringify({ id: '', fields: [{ id: '', value: 'say "id":"x"' }], elements: [{ id: '' }] }))
    expect(withTextIds(blank, ids)).toBe(text)
  })
})
