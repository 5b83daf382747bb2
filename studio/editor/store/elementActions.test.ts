import { describe, expect, it } from 'vitest'
import { defineBlock } from '../../../catalogue/blocks/defineBlock.ts'
import { text } from '../../../catalogue/fields/index.ts'
import { collectIds, findElement } from '../../../catalogue/model/operations/index.ts'
import { Page } from '../../../catalogue/model/page.ts'
import { group, pageWith, slice } from '../../../catalogue/model/testing.ts'
import {
  addBlock,
  addGroup,
  assertSlotAccepts,
  duplicate,
  moveBefore,
  moveBy,
  moveInto,
  moveOut,
  moveTo,
  remove,
  replaceWithBlock,
  setAgentsOnly,
  setEnabled,
  setLabel,
  setPageMeta,
  setQuery,
  setSlotOf,
} from './elementActions.ts'

const sample = () => pageWith([slice('a'), group('g', [slice('b'), slice('c')]), slice('d')])
const ids = (els: { id: string }[]) => els.map((e) => e.id)
const childrenOf = (p: Page, id: string) => ids(findElement(p.elements, id)!.element.elements)

describe('element actions', () => {
  it('adds a block with its fields at the end, into a group, or after an element', () => {
    let p = addBlock(sample(), 'GlobalIntro')
    const added = p.elements[3]!
    expect(added).toMatchObject({ type: 'slice', component: 'GlobalIntro', label: 'Intro' })
    expect(added.fields.map((f) => f.name)).toEqual(['title', 'titleTag', 'size', 'copy', 'link'])
    expect(added.fields.find((f) => f.name === 'link')!.enabled).toBe(false)
    p = addBlock(p, 'GlobalImage', { parentId: 'g' })
    expect(childrenOf(p, 'g')).toHaveLength(3)
    p = addBlock(p, 'GenericHero', { afterId: 'b' }, { title: 'From a template' })
    const afterB = findElement(p.elements, 'g')!.element.elements[1]!
    expect(afterB.component).toBe('GenericHero')
    expect(afterB.fields.find((f) => f.name === 'title')!.value).toBe('From a template')
    expect(Page.safeParse(p).success).toBe(true)
  })
  it('refuses an unknown block with the catalogue message', () => {
    expect(() => addBlock(sample(), 'NoSuchBlock')).toThrow('Slice configuration not found for component: NoSuchBlock')
  })
  it('adds a group', () => {
    const p = addGroup(sample(), { afterId: 'a' }, 'Columns')
    expect(p.elements[1]).toMatchObject({ type: 'group', label: 'Columns', elements: [] })
  })
  it('duplicates right after the original with new ids', () => {
    const p = duplicate(sample(), 'g')
    expect(p.elements).toHaveLength(4)
    expect(p.elements[2]!.id).not.toBe('g')
    expect(new Set(collectIds(p.elements)).size).toBe(collectIds(p.elements).length)
  })
  it('replaces a block, keeping values of the fields both blocks have and the children', () => {
    let p = addBlock(pageWith([]), 'GlobalIntro', {}, { title: 'Keep me' })
    const id = p.elements[0]!.id
    p = replaceWithBlock(p, id, 'GenericHero')
    const hero = p.elements[0]!
    expect(hero.component).toBe('GenericHero')
    expect(hero.fields.find((f) => f.name === 'title')!.value).toBe('Keep me')
  })
  it('deletes', () => {
    expect(collectIds(remove(sample(), 'g').elements)).toEqual(['a', 'd'])
  })
  it('moves to the top, after an element, into a group, and refuses into itself', () => {
    expect(ids(moveTo(sample(), 'd', null).elements)).toEqual(['d', 'a', 'g'])
    expect(childrenOf(moveTo(sample(), 'a', 'b'), 'g')).toEqual(['b', 'a', 'c'])
    expect(childrenOf(moveInto(sample(), 'd', 'g'), 'g')).toEqual(['b', 'c', 'd'])
    expect(() => moveInto(sample(), 'g', 'g')).toThrow('cannot go inside itself')
    expect(() => moveInto(sample(), 'g', 'b')).toThrow('cannot go inside itself')
  })
  it('moves right before an element, in any list, and refuses into itself', () => {
    expect(ids(moveBefore(sample(), 'd', 'a').elements)).toEqual(['d', 'a', 'g'])
    expect(childrenOf(moveBefore(sample(), 'd', 'b'), 'g')).toEqual(['d', 'b', 'c'])
    expect(childrenOf(moveBefore(sample(), 'c', 'b'), 'g')).toEqual(['c', 'b'])
    expect(() => moveBefore(sample(), 'g', 'c')).toThrow('cannot go inside itself')
  })
  it('moves one place up or down, and out of a group', () => {
    expect(ids(moveBy(sample(), 'd', -1).elements)).toEqual(['a', 'd', 'g'])
    expect(ids(moveBy(sample(), 'g', -1).elements)).toEqual(['g', 'a', 'd'])
    expect(ids(moveBy(sample(), 'a', 1).elements)).toEqual(['g', 'a', 'd'])
    expect(moveBy(sample(), 'a', -1).elements.map((e) => e.id)).toEqual(['a', 'g', 'd'])
    expect(childrenOf(moveBy(sample(), 'c', -1), 'g')).toEqual(['c', 'b'])
    const out = moveOut(sample(), 'b')
    expect(ids(out.elements)).toEqual(['a', 'g', 'b', 'd'])
    expect(moveOut(sample(), 'a')).toEqual(sample())
  })
  it('sets the slot, enabled, label and page meta', () => {
    let p = setSlotOf(sample(), 'b', 'aside')
    expect(findElement(p.elements, 'b')!.element.slot).toBe('aside')
    p = setEnabled(p, 'b', false)
    expect(findElement(p.elements, 'b')!.element.enabled).toBe(false)
    p = setLabel(p, 'c', 'Deep label')
    expect(findElement(p.elements, 'c')!.element.label).toBe('Deep label')
    expect(() => setLabel(p, 'zz', 'x')).toThrow('That block is no longer on the page')
    expect(setPageMeta(p, { title: 'New title' }).title).toBe('New title')
  })
  it('marks an element for signed-in agents only and back, keeping its other conditions', () => {
    let p = setAgentsOnly(sample(), 'b', true)
    expect(findElement(p.elements, 'b')!.element.conditions_settings).toEqual({ type: 'and', conditions: [{ key: 'agent', operator: 'equals', value: 'signed-in' }] })
    expect(setAgentsOnly(p, 'b', true)).toBe(p)
    p = setAgentsOnly(p, 'b', false)
    expect(findElement(p.elements, 'b')!.element.conditions_settings).toBeUndefined()
    const spa = { key: 'xp:spa', operator: 'greater_than' as const, value: 2 }
    const withSpa = { ...p, elements: p.elements.map((e) => (e.id === 'a' ? { ...e, conditions_settings: { type: 'and' as const, conditions: [spa] } } : e)) }
    const marked = setAgentsOnly(withSpa, 'a', true)
    expect(findElement(marked.elements, 'a')!.element.conditions_settings!.conditions).toEqual([spa, { key: 'agent', operator: 'equals', value: 'signed-in' }])
    expect(findElement(setAgentsOnly(marked, 'a', false).elements, 'a')!.element.conditions_settings!.conditions).toEqual([spa])
    const anyOf = { ...p, elements: p.elements.map((e) => (e.id === 'a' ? { ...e, conditions_settings: { type: 'or' as const, conditions: [spa] } } : e)) }
    expect(() => setAgentsOnly(anyOf, 'a', true)).toThrow('This block shows when any one of its conditions holds, so it cannot also require a signed-in agent')
  })
  it('turns a slice into a query and back', () => {
    const p = setQuery(sample(), 'a', { model: 'specials', where: [], limit: 6 })
    expect(findElement(p.elements, 'a')!.element.type).toBe('query')
    expect(findElement(setQuery(p, 'a', null).elements, 'a')!.element.type).toBe('slice')
  })
  it('lets a named slot accept only the blocks it allows', () => {
    const container = defineBlock({
      name: 'Columns',
      component: 'Columns',
      group: 'generic',
      layouts: ['*'],
      description: 'Two columns.',
      fields: { title: text({ label: 'Title' }) },
      slots: [{ name: 'left', label: 'Left', allows: ['GlobalImage'] }, { name: 'right' }],
    })
    const plain = { ...container, name: 'Plain', slots: [] }
    const image = { ...plain, name: 'Image' }
    const lookup = (c: string) => (c === 'Columns' ? container : c === 'GlobalImage' ? image : plain)
    const p = pageWith([slice('cols', { component: 'Columns' }), slice('hero', { component: 'GenericHero' })])
    expect(() => assertSlotAccepts(p, 'cols', 'left', 'GlobalImage', lookup)).not.toThrow()
    expect(() => assertSlotAccepts(p, 'cols', 'right', 'GenericHero', lookup)).not.toThrow()
    expect(() => assertSlotAccepts(p, 'cols', 'left', 'GenericHero', lookup)).toThrow('Only these blocks go into “Left” of Columns: Image')
    expect(() => assertSlotAccepts(p, 'cols', 'middle', 'GenericHero', lookup)).toThrow("Columns has no slot 'middle'")
    expect(() => assertSlotAccepts(p, 'hero', 'default', 'GlobalImage', lookup)).toThrow('Plain has no slots to put blocks in')
    expect(() => moveInto(p, 'cols', 'hero')).toThrow('Hero has no slots to put blocks in')
  })
})
