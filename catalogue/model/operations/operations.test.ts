import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Page } from '../page.ts'
import { group, pageWith, slice } from '../testing.ts'
import {
  ElementOperationError,
  addElement,
  addField,
  collectIds,
  deleteElement,
  duplicateElement,
  findElement,
  moveElement,
  moveElementInto,
  replaceElement,
  setElementEnabled,
  setFieldEnabled,
  setModelQuery,
  setSlot,
} from './index.ts'

const sample = () => pageWith([slice('a'), group('g', [slice('b'), slice('c')]), slice('d')])
const topIds = (p: ReturnType<typeof sample>) => p.elements.map((e) => e.id)
let counter = 0
const gen = () => `new-${++counter}`

describe('element operations', () => {
  it('adds into the page and into a group, after a sibling', () => {
    let p = addElement(sample(), slice('x'))
    expect(topIds(p)).toEqual(['a', 'g', 'd', 'x'])
    p = addElement(p, slice('y'), { parentId: 'g', afterId: 'b' })
    expect(findElement(p.elements, 'g')!.element.elements.map((e) => e.id)).toEqual(['b', 'y', 'c'])
  })

  it('refuses an id already on the page', () => {
    expect(() => addElement(sample(), slice('b'))).toThrow(ElementOperationError)
  })

  it('duplicates right after the original with new ids for the whole subtree', () => {
    const p = duplicateElement(sample(), 'g', gen)
    expect(p.elements).toHaveLength(4)
    const copy = p.elements[2]!
    expect(copy.type).toBe('group')
    expect(copy.id).not.toBe('g')
    expect(copy.elements.map((e) => e.id)).not.toContain('b')
    expect(new Set(collectIds(p.elements)).size).toBe(collectIds(p.elements).length)
  })

  it('replaces, keeping the slot', () => {
    const start = setSlot(sample(), 'b', 'aside')
    const p = replaceElement(start, 'b', slice('z', { component: 'GlobalIntro' }))
    const z = findElement(p.elements, 'z')!
    expect(z.parent?.id).toBe('g')
    expect(z.element.slot).toBe('aside')
  })

  it('deletes a subtree', () => {
    const p = deleteElement(sample(), 'g')
    expect(collectIds(p.elements)).toEqual(['a', 'd'])
  })

  it('moves to the top when the destination is null, else right after the destination', () => {
    expect(topIds(moveElement(sample(), 'd', null))).toEqual(['d', 'a', 'g'])
    const p = moveElement(sample(), 'a', 'c')
    expect(findElement(p.elements, 'g')!.element.elements.map((e) => e.id)).toEqual(['b', 'c', 'a'])
  })

  it('moves into another element and refuses moving into itself or a descendant', () => {
    const p = moveElementInto(sample(), 'a', 'g', 'main')
    expect(findElement(p.elements, 'a')!.parent?.id).toBe('g')
    expect(findElement(p.elements, 'a')!.element.slot).toBe('main')
    const nested = moveElementInto(sample(), 'g', 'd')
    expect(() => moveElementInto(nested, 'g', 'g')).toThrow('inside itself')
    expect(() => moveElementInto(nested, 'd', 'b')).toThrow('inside itself')
  })

  it('enables and disables elements and fields', () => {
    let p = setElementEnabled(sample(), 'c', false)
    expect(findElement(p.elements, 'c')!.element.enabled).toBe(false)
    p = addField(p, 'c', { name: 'title', type: 'text', value: 'Hi' })
    expect(findElement(p.elements, 'c')!.element.fields[0]!.enabled).toBe(true)
    p = setFieldEnabled(p, 'c', 'title', false)
    expect(findElement(p.elements, 'c')!.element.fields[0]!.enabled).toBe(false)
    expect(() => setFieldEnabled(p, 'c', 'missing', true)).toThrow('That block has no such setting')
  })

  it('adds a field only when the element lacks one of that name', () => {
    const once = addField(sample(), 'a', { name: 'title', type: 'text', value: 'one' })
    const twice = addField(once, 'a', { name: 'title', type: 'text', value: 'two' })
    expect(twice).toBe(once)
  })

  it('switches slice to query and back with the model query', () => {
    let p = setModelQuery(sample(), 'a', { model: 'posts', where: [], limit: 4 })
    expect(findElement(p.elements, 'a')!.element.type).toBe('query')
    expect(Page.safeParse(p).success).toBe(true)
    p = setModelQuery(p, 'a', null)
    const a = findElement(p.elements, 'a')!.element
    expect(a.type).toBe('slice')
    expect(a.model_query).toBeUndefined()
    expect(() => setModelQuery(p, 'g', { model: 'posts', where: [], limit: 4 })).toThrow(ElementOperationError)
  })

  it('names the missing element', () => {
    expect(() => deleteElement(sample(), 'nope')).toThrow('That block is no longer on the page')
  })
})

/** Random trees of unique ids, and random operations over them. */
const treeArb = fc.integer({ min: 1, max: 25 }).chain((n) =>
  fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }).map((parents) => {
    // Element i hangs under an earlier element (or the page for -1): always a tree, never a cycle.
    const nodes = parents.map((_, i) => group(`e${i}`))
    const roots: typeof nodes = []
    const build = (i: number): (typeof nodes)[number] => ({
      ...nodes[i]!,
      elements: parents.flatMap((p, j) => (j > i && Math.min(p, j - 1) === i ? [build(j)] : [])),
    })
    parents.forEach((p, i) => {
      if (i === 0 || Math.min(p, i - 1) < 0) roots.push(build(i))
    })
    return pageWith(roots)
  }),
)

const opArb = fc.oneof(
  fc.record({ op: fc.constant('move' as const), a: fc.nat(30), b: fc.option(fc.nat(30)) }),
  fc.record({ op: fc.constant('into' as const), a: fc.nat(30), b: fc.nat(30) }),
  fc.record({ op: fc.constant('duplicate' as const), a: fc.nat(30) }),
  fc.record({ op: fc.constant('delete' as const), a: fc.nat(30) }),
)

describe('element operations, property-based', () => {
  it('keep ids unique, never lose or copy an element by moving, and leave the page unchanged when refused', () => {
    fc.assert(
      fc.property(treeArb, fc.array(opArb, { maxLength: 15 }), (start, ops) => {
        let page = start
        for (const step of ops) {
          const ids = collectIds(page.elements)
          if (ids.length === 0) break
          const pick = (n: number) => ids[n % ids.length]!
          const before = structuredClone(page)
          try {
            let next = page
            if (step.op === 'move') next = moveElement(page, pick(step.a), step.b === null ? null : pick(step.b))
            if (step.op === 'into') next = moveElementInto(page, pick(step.a), pick(step.b))
            if (step.op === 'duplicate') next = duplicateElement(page, pick(step.a))
            if (step.op === 'delete') next = deleteElement(page, pick(step.a))
            const after = collectIds(next.elements)
            expect(new Set(after).size).toBe(after.length)
            if (step.op === 'move' || step.op === 'into') expect([...after].sort()).toEqual([...ids].sort())
            expect(page).toEqual(before)
            page = next
          } catch (error) {
            expect(error).toBeInstanceOf(ElementOperationError)
            expect(page).toEqual(before)
          }
        }
      }),
      { numRuns: 300 },
    )
  })
})
