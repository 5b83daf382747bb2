import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from './newSliceFromBlock.ts'
import { checkFragmentBlocks } from './checkFragmentBlocks.ts'
import { group, slice } from '../model/testing.ts'

const intro = (values: Record<string, unknown> = {}) => newSliceFromBlock('GlobalIntro', values)

describe('checking copied blocks against the page taking them', () => {
  it('takes known blocks of the layout, groups and slotted children, reading values as their fields do', () => {
    const cards = { ...newSliceFromBlock('CollectionCards'), elements: [newSliceFromBlock('CollectionCard')] }
    const checked = checkFragmentBlocks([intro({ title: 'Swim-up suites' }), group('g', [intro()]), cards], 'hyatt-ziva')
    expect(checked).toHaveLength(3)
    expect(checked[0]!.fields.find((f) => f.name === 'title')!.value).toBe('Swim-up suites')
  })
  it('refuses an unknown block, saying so in editors’ words', () => {
    expect(() => checkFragmentBlocks([slice('a', { component: 'EvilWidget' })], 'blocks')).toThrow('The copied blocks include a block this studio does not offer (“EvilWidget”)')
  })
  it('refuses a block the page’s layout does not offer, naming both', () => {
    const dashboard = newSliceFromBlock('AgentsPortalDashboard')
    expect(() => checkFragmentBlocks([dashboard], 'hyatt-ziva')).toThrow(/cannot be pasted here: this page's layout \(Hyatt Ziva\) does not offer that block/)
  })
  it('refuses a child its parent has no place for, and one its slot does not take', () => {
    expect(() => checkFragmentBlocks([{ ...intro(), elements: [intro()] }], 'blocks')).toThrow('“Intro” has no place for it')
    expect(() => checkFragmentBlocks([{ ...newSliceFromBlock('CollectionCards'), elements: [intro({ title: 'Spa' })] }], 'blocks')).toThrow('Intro “Spa” cannot be pasted: “Cards” of “Cards” takes only other blocks')
  })
  it('refuses a field the block does not have and a value its field refuses (a javascript: link)', () => {
    const extra = { ...intro(), fields: [...intro().fields, { id: 'f-x', name: 'onload', type: 'text', enabled: true, value: 'x', media: [], properties: [] }] }
    expect(() => checkFragmentBlocks([extra], 'blocks')).toThrow('the block has no field “onload” here')
    const bad = intro({ link: { href: 'javascript:alert(1)', label: 'Book' } })
    expect(() => checkFragmentBlocks([bad], 'blocks')).toThrow(/Intro cannot be pasted: its “Link” /)
  })
})
