import { describe, expect, it } from 'vitest'
import { KnownElements } from './KnownElements.ts'
import { pageTextParts } from './pageText.ts'

const card = (id: string, title: string) => ({ id, type: 'slice', component: 'Card', fields: [{ id: `${id}-f`, name: 'title', value: title }], elements: [{ id: `${id}-c`, elements: [] }] })
const pageText = (elements: unknown[]) => JSON.stringify({ id: 'p', title: 'A page', elements, head: [] })

/** pageTextParts with `known`, learning every element it had to walk. */
function parts(known: KnownElements<string>, text: string) {
  const found = pageTextParts(text, known)!
  for (const part of found.elements) if (!part.known && !known.get(part.blank)) known.add(part.pieces, part.blank, part.blank)
  return found
}

describe('KnownElements', () => {
  it('finds elements seen before under new ids, as walking their text would have cut them', () => {
    const known = new KnownElements<string>()
    parts(known, pageText([card('a1', 'Hello'), card('b1', 'Other')]))
    const text = pageText([card('b2', 'Other'), card('new', 'New'), card('a2', 'Hello')])
    const found = parts(known, text)
    expect(found.elements.map((e) => e.known !== undefined)).toEqual([true, false, true])
    const walked = pageTextParts(text)!
    expect(found.array).toEqual(walked.array)
    expect(found.elements.map(({ start, end, blank, ids, pieces }) => ({ start, end, blank, ids, pieces }))).toEqual(walked.elements)
    // The known text is the one that first stood for it.
    expect(found.elements[0]!.blank).toBe(known.get(walked.elements[0]!.blank)!.blank)
  })

  it('walks an element whose text differs anywhere but in its ids, or whose ids hold a backslash', () => {
    const known = new KnownElements<string>()
    parts(known, pageText([card('a1', 'Hello'), card('b1', 'Hello!')]))
    const differs = [card('a2', 'Hellp'), { ...card('a3', 'Hello'), extra: 1 }, card('a\\4', 'Hello'), card('a"5', 'Hello')]
    const text = pageText(differs)
    const found = pageTextParts(text, known)!
    expect(found.elements.map((e) => e.known)).toEqual([undefined, undefined, undefined, undefined])
    expect(found.elements).toEqual(pageTextParts(text)!.elements)
  })

  it('tries the latest of the elements that start alike, and forgets past a few', () => {
    const known = new KnownElements<string>()
    const titles = Array.from({ length: 12 }, (_, i) => `Title ${i}`)
    parts(known, pageText(titles.map((t, i) => card(`x${i}`, t))))
    const found = pageTextParts(pageText(titles.map((t, i) => card(`y${i}`, t))), known)!
    // Eight are tried by their start; the four first seen are found only by walking.
    expect(found.elements.map((e) => e.known !== undefined)).toEqual([false, false, false, false, true, true, true, true, true, true, true, true])
    expect(known.size).toBe(12)
  })
})
