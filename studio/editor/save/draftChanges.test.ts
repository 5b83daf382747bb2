import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import { pageWith } from '../../../catalogue/model/testing.ts'
import { draftChanges } from './draftChanges.ts'

describe('what a draft changes of the live page', () => {
  it('names settings by label and blocks by their name in the tree, and leaves review notes out', () => {
    const intro = newSliceFromBlock('GlobalIntro', { title: 'Welcome to Ziva' })
    const hero = newSliceFromBlock('GenericHero', { title: 'Sunsets' })
    const live = { ...pageWith([intro, hero]), title: 'Home' }
    expect(draftChanges(live, live)).toEqual([])
    // Stored in the schema's key order, edited in another: the same page.
    const reordered = { ...live, elements: live.elements.map((el) => Object.fromEntries(Object.entries(el).reverse()) as typeof el) }
    expect(draftChanges(live, reordered)).toEqual([])
    expect(draftChanges(live, { ...live, review: { status: 'approved', annotations: {} } })).toEqual([])
    const retitled = { ...intro, fields: intro.fields.map((f) => (f.name === 'title' ? { ...f, value: 'Welcome home' } : f)) }
    const added = newSliceFromBlock('GlobalIntro', { title: 'Summer offers' })
    const draft = { ...live, title: 'Home sweet home', elements: [{ ...hero, enabled: false }, retitled, added] }
    expect(draftChanges(live, draft)).toEqual([
      'Title: “Home” → “Home sweet home”',
      'Added “Summer offers” (Intro)',
      'Hidden: “Sunsets” (Hero)',
      'Changed “Welcome home” (Intro)',
      'Blocks moved',
    ])
  })
})
