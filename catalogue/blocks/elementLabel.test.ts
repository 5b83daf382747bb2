import { describe, expect, it } from 'vitest'
import { elementLabel } from './elementLabel.ts'
import { newSliceFromBlock } from './newSliceFromBlock.ts'

describe('a block as the tree names it', () => {
  it('never by a code or an address: a booking widget is named by its kind, not its resort code', () => {
    const widget = newSliceFromBlock('GlobalInlineBookingWidget', { resort: 'HZCUN' })
    expect(elementLabel(widget)).not.toContain('HZCUN')
    expect(elementLabel(widget)).toBe('Inline booking widget')
  })
  it('by its own words when it has some', () => {
    expect(elementLabel(newSliceFromBlock('GlobalIntro', { title: 'Welcome to <b>Ziva</b>' }))).toBe('Welcome to Ziva')
  })
  it('not by a wording every such block carries: an offers block is named by its title, else by its kind, never "Book Now"', () => {
    expect(elementLabel(newSliceFromBlock('SpecialsSpecialOffers', { specials: [] }))).toBe('Special offers')
    expect(elementLabel(newSliceFromBlock('SpecialsSpecialOffers', { title: 'Summer at the pool', specials: [] }))).toBe('Summer at the pool')
    // A wording the editor changed does tell this block from the others.
    expect(elementLabel(newSliceFromBlock('SpecialsSpecialOffers', { bookNowText: 'Reserve the suite', specials: [] }))).toBe('Reserve the suite')
  })
})
