import { describe, expect, it } from 'vitest'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import { group, pageWith, slice } from '../../../catalogue/model/testing.ts'
import { createPageStore } from '../store/createPageStore.ts'
import { elementKind, elementLabel, flattenTree } from './flattenTree.ts'
import { dropEdit, topRowId } from './treeDrop.ts'

const page = () => pageWith([slice('a', { component: 'GlobalIntro' }), group('g', [slice('b'), slice('c')]), slice('d')])

describe('tree rows and drops', () => {
  it('flattens depth first with depths and parents, hiding collapsed children', () => {
    const rows = flattenTree(page().elements)
    expect(rows.map((r) => [r.id, r.depth])).toEqual([['a', 0], ['g', 0], ['b', 1], ['c', 1], ['d', 0]])
    expect(flattenTree(page().elements, new Set(['g'])).map((r) => r.id)).toEqual(['a', 'g', 'd'])
  })
  it("names an element in an editor's words: its own label, its label field, its first text, else its kind", () => {
    const field = (name: string, value: string) => ({ id: `f-${name}`, name, type: 'text', enabled: true, value, media: [], properties: [] })
    const intro = slice('i', { component: 'GlobalIntro', fields: [field('title', 'Welcome')] })
    expect(elementLabel(intro)).toBe('Welcome')
    expect(elementLabel({ ...intro, label: 'Top greeting' })).toBe('Top greeting')
    expect(elementLabel(slice('j', { component: 'GlobalIntro' }))).toBe('Intro')
    expect(elementKind(slice('j', { component: 'GenericHero' }))).toBe('Hero')
    // A video is named by its title, not its id; a block without a label field by its first text.
    expect(elementLabel(slice('y', { component: 'GlobalYoutube', fields: [field('videoId', 'M7lc1UVf-VE'), field('title', 'Resort tour')] }))).toBe('Resort tour')
    expect(elementLabel(group('k'))).toBe('Group')
  })
  it('turns drops into edits that do what the editor meant', () => {
    const rows = flattenTree(page().elements)
    const apply = (edit: ReturnType<typeof dropEdit>) => {
      const store = createPageStore(page(), 1)
      expect(store.getState().edit(edit!.name, ...(edit!.args as [never, never]))).toBe(true)
      return store.getState().history.present
    }
    expect(apply(dropEdit(rows, 'd', topRowId, 0)).elements.map((e) => e.id)).toEqual(['d', 'a', 'g'])
    expect(apply(dropEdit(rows, 'a', 'b', 0)).elements.map((e) => e.id)).toEqual(['g', 'd'])
    expect(findElement(apply(dropEdit(rows, 'd', 'b', 0)).elements, 'g')!.element.elements.map((e) => e.id)).toEqual(['d', 'b', 'c'])
    expect(findElement(apply(dropEdit(rows, 'a', 'g', 40)).elements, 'g')!.element.elements.map((e) => e.id)).toEqual(['b', 'c', 'a'])
    expect(dropEdit(rows, 'a', 'a', 0)).toBeNull()
    expect(dropEdit(rows, 'a', 'missing', 0)).toBeNull()
  })
  it('refuses dropping a group into its own child', () => {
    const store = createPageStore(page(), 1)
    const edit = dropEdit(flattenTree(page().elements), 'g', 'c', 0)!
    expect(store.getState().edit(edit.name, ...(edit.args as [never, never]))).toBe(false)
    expect(store.getState().refused).toMatch(/which is inside it|inside itself/)
  })
})
