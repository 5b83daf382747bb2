import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import { writeBlockFragment } from '../../../catalogue/model/blockFragment.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import { collectIds, findElement } from '../../../catalogue/model/operations/index.ts'
import { Page } from '../../../catalogue/model/page.ts'
import { group, nestedGroups, pageWith } from '../../../catalogue/model/testing.ts'
import { createPageStore } from './createPageStore.ts'
import { pasteBlocks } from './pasteBlocks.ts'

/** An intro whose title is 26px on phones and 72px on laptops, with an image in a media item. */
function styledIntro(): Element {
  const intro = newSliceFromBlock('GlobalIntro', { title: 'Swim-up suites' })
  return {
    ...intro,
    fields: intro.fields.map((f) =>
      f.name === 'title'
        ? { ...f, properties: [{ breakpoint: 'default', fontSize: '26px' }, { breakpoint: 'lg', fontSize: '72px' }], media: [{ url: '/media/' + 'a'.repeat(64) + '.jpg', alt: 'Pool', breakpoint: 'default' }] }
        : f,
    ),
  }
}

const copied = () => writeBlockFragment([styledIntro(), group('g', [newSliceFromBlock('GlobalImage')])], { pageTitle: 'Rooms' })
const target = () => ({ ...pageWith([newSliceFromBlock('GenericHero', {}, () => 'hero'), group('box', [newSliceFromBlock('GlobalIntro', {}, () => 'inner')])]), layout: 'hyatt-ziva' })

describe('pasting copied blocks', () => {
  it('puts them after the block, with new ids and every value, child and per-breakpoint setting kept', () => {
    let n = 0
    const page = pasteBlocks(target(), copied(), 'hero', () => `new-${++n}`)
    expect(page.elements.map((e) => e.component ?? e.type)).toEqual(['GenericHero', 'GlobalIntro', 'group', 'group'])
    const intro = page.elements[1]!
    expect(intro.id).toMatch(/^new-/)
    const title = intro.fields.find((f) => f.name === 'title')!
    expect(title).toMatchObject({ value: 'Swim-up suites', properties: [{ breakpoint: 'default', fontSize: '26px' }, { breakpoint: 'lg', fontSize: '72px' }], media: [{ alt: 'Pool' }] })
    expect(page.elements[2]!.elements[0]!.component).toBe('GlobalImage')
    const ids = collectIds(page.elements)
    expect(new Set(ids).size).toBe(ids.length)
    expect(Page.safeParse(page).success).toBe(true)
  })
  it('pastes inside a group after a nested block, and at the end with nothing selected', () => {
    const inside = pasteBlocks(target(), copied(), 'inner')
    expect(findElement(inside.elements, 'box')!.element.elements.map((e) => e.component ?? e.type)).toEqual(['GlobalIntro', 'GlobalIntro', 'group'])
    const atEnd = pasteBlocks(target(), copied(), null)
    expect(atEnd.elements).toHaveLength(4)
    expect(atEnd.elements[2]!.component).toBe('GlobalIntro')
  })
  it('pasting the same blocks twice gives two sets of ids', () => {
    const twice = pasteBlocks(pasteBlocks(target(), copied()), copied())
    const ids = collectIds(twice.elements)
    expect(new Set(ids).size).toBe(ids.length)
  })
  it('refuses what the page cannot take, saying why, and leaves the page as it was', () => {
    expect(() => pasteBlocks(target(), 'Sunset dinner')).toThrow('The clipboard holds no blocks')
    expect(() => pasteBlocks(target(), writeBlockFragment([newSliceFromBlock('AgentsPortalDashboard')]))).toThrow("this page's layout (Hyatt Ziva) does not offer that block")
    expect(() => pasteBlocks(target(), copied(), 'gone')).toThrow('no longer on the page')
    const cards = { ...pageWith([{ ...newSliceFromBlock('CollectionCards'), id: 'cards', elements: [{ ...newSliceFromBlock('CollectionCard'), id: 'card' }] }]), layout: 'blocks' }
    expect(() => pasteBlocks(cards, copied(), 'card')).toThrow('Only these blocks go into Cards: Card')
    const deep = pageWith([nestedGroups(19) as unknown as Element])
    expect(() => pasteBlocks(deep, copied(), 'leaf')).toThrow('blocks can be nested at most 20 deep')
  })
  it('is one undo step in the store, and redo brings the whole paste back', () => {
    const store = createPageStore(target(), 1)
    expect(store.getState().edit('pasteBlocks', copied(), 'hero')).toBe(true)
    expect(store.getState().history.present.elements).toHaveLength(4)
    store.getState().undo()
    expect(store.getState().history.present.elements).toHaveLength(2)
    store.getState().redo()
    expect(store.getState().history.present.elements).toHaveLength(4)
    expect(store.getState().edit('pasteBlocks', 'not blocks', null)).toBe(false)
    expect(store.getState().refused).toContain('The clipboard holds no blocks')
  })
})
