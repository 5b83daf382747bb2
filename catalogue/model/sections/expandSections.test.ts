import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../blocks/newSliceFromBlock.ts'
import { group, slice } from '../testing.ts'
import { expandSections, sectionGroup, sectionsPlaced, type SectionSource } from './expandSections.ts'

let n = 0
const placeholder = (id: string, section: string) => ({ ...newSliceFromBlock('GlobalSharedSection', { section, name: `Section ${section}` }, () => `${id}-${n++}`), id })
const finder = (sections: SectionSource[]) => (id: string) => sections.find((s) => s.id === id)

describe('expandSections', () => {
  const strip: SectionSource = { id: 'strip', name: 'Booking strip', elements: [slice('hero'), group('row', [slice('card')])] }

  it('puts the section in the placeholder’s place, as a group with ids of its own', () => {
    const page = [slice('top'), placeholder('p1', 'strip'), group('g', [placeholder('p2', 'strip')])]
    const out = expandSections(page, finder([strip]))
    expect(out[0]).toBe(page[0])
    expect(out[1]).toMatchObject({ id: 'p1', type: 'group', label: 'Booking strip' })
    expect(out[1]!.elements.map((e) => e.id)).toEqual(['p1-hero', 'p1-row'])
    expect(out[1]!.elements[1]!.elements[0]!.id).toBe('p1-card')
    expect(out[2]!.elements[0]!.elements.map((e) => e.id)).toEqual(['p2-hero', 'p2-row'])
    expect(sectionsPlaced(page)).toEqual(['strip'])
  })

  it('gives back the same tree when no section is placed', () => {
    const page = [slice('a'), group('b', [slice('c')])]
    expect(expandSections(page, finder([]))).toBe(page)
  })

  it('detaching gives the tree the build renders', () => {
    const p = placeholder('p1', 'strip')
    expect(expandSections([p], finder([strip]))).toEqual([sectionGroup(p, strip)])
  })

  it('expands sections inside sections', () => {
    const outer: SectionSource = { id: 'outer', name: 'Footer promo', elements: [placeholder('in', 'strip')] }
    const out = expandSections([placeholder('p', 'outer')], finder([outer, strip]))
    expect(out[0]!.elements[0]!.elements.map((e) => e.id)).toEqual(['p-in-hero', 'p-in-row'])
  })

  it('refuses a section placed inside itself, directly or through another', () => {
    const self: SectionSource = { id: 'self', name: 'Offer row', elements: [placeholder('x', 'self')] }
    expect(() => expandSections([placeholder('p', 'self')], finder([self]))).toThrow("The section 'Offer row' holds itself: a section cannot be placed inside itself")
    const a: SectionSource = { id: 'a', name: 'Offer row', elements: [placeholder('x', 'b')] }
    const b: SectionSource = { id: 'b', name: 'Footer promo', elements: [group('g', [placeholder('y', 'a')])] }
    expect(() => expandSections([placeholder('p', 'a')], finder([a, b]))).toThrow("The section 'Offer row' holds itself through another section")
  })

  it('names a deleted section by the name the page knew it by', () => {
    expect(() => expandSections([placeholder('p', 'gone')], finder([]))).toThrow("The shared section 'Section gone' no longer exists")
  })

  it('keeps ids within 100 characters', () => {
    const long = 'x'.repeat(90)
    const out = expandSections([placeholder(long, 'strip')], finder([strip]))
    for (const el of out[0]!.elements) expect(el.id.length).toBeLessThanOrEqual(100)
    expect(new Set(out[0]!.elements.map((e) => e.id)).size).toBe(2)
  })
})
