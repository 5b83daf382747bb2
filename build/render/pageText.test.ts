import { describe, expect, it } from 'vitest'
import { latin1Text, pageTextParts, textOf, withTextIds } from './pageText.ts'

const elementsOf = (text: string) => {
  const parts = pageTextParts(text)
  return parts && { array: text.slice(...parts.array), elements: parts.elements.map(({ start, end }) => text.slice(start, end)) }
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
      '{"a"[',
      ' x{"elements":[]}',
    ])
      expect(pageTextParts(text), text).toBeUndefined()
  })
})

describe('the blanked text of an element', () => {
  it('blanks every id in order and puts them back, leaving ids inside strings and escaped ids alone', () => {
    const element = { id: 'e1', fields: [{ id: 'f1', value: 'say "id":"x"' }], elements: [{ id: 'e2' }, { id: 'with\\slash' }] }
    const text = JSON.stringify({ id: 'page', elements: [element] })
    const [part] = pageTextParts(text)!.elements
    expect(part!.ids).toEqual(['e1', 'f1', 'e2'])
    expect(part!.blank).toBe(JSON.stringify({ id: '', fields: [{ id: '', value: 'say "id":"x"' }], elements: [{ id: '' }, { id: 'with\\slash' }] }))
    expect(withTextIds(part!.blank, part!.ids)).toBe(JSON.stringify(element))
    // Spaced out, an id is not one this reads: it stays in the text, which is then that element's own.
    const spaced = pageTextParts(JSON.stringify({ elements: [{ id: 'e1' }] }, null, 1))!.elements[0]!
    expect(spaced.ids).toEqual([])
  })

  it('reads UTF-8 bytes as Latin-1 byte for byte, so text beyond ASCII reads back as it was', () => {
    const element = { id: 'e1', title: 'Café – “déjà vu” ’ 😀', fields: [{ id: 'f1', value: '\u2028' }] }
    const bytes = Buffer.from(JSON.stringify({ id: 'page', title: 'Señor', elements: [element] }))
    const [part] = pageTextParts(latin1Text(bytes))!.elements
    expect(bytes.toString('utf8', part!.start, part!.end)).toBe(JSON.stringify(element))
    expect(part!.ids).toEqual(['e1', 'f1'])
    expect(textOf(part!.blank)).toBe(JSON.stringify({ ...element, id: '', fields: [{ id: '', value: '\u2028' }] }))
    expect(textOf(withTextIds(part!.blank, part!.ids))).toBe(JSON.stringify(element))
  })
})
