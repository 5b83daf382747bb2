import { describe, expect, it } from 'vitest'
import { Element } from '../../../catalogue/model/element.ts'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import { group, pageWith, slice } from '../../../catalogue/model/testing.ts'
import { setElementMeta } from './setElementMeta.ts'

const page = () => pageWith([group('g', [slice('s', { component: 'GlobalIntro' })])])
const el = (p: ReturnType<typeof page>, id: string) => findElement(p.elements, id)!.element

describe('element settings beyond fields', () => {
  it('sets and clears tags, anchor id, conditions, hydration, a group’s HTML element and a setting, leaving a valid element', () => {
    let p = setElementMeta(page(), 's', { tags: ['summer'], domId: 'offers', hydration: 'visible', conditions: { type: 'or', conditions: [{ key: 'utm_source', operator: 'equals', value: 'mail' }] } })
    p = setElementMeta(p, 's', { setting: { key: 'background', value: '#ffcf85' } })
    p = setElementMeta(p, 'g', { el: 'section' })
    expect(el(p, 's')).toMatchObject({ tags: ['summer'], properties: { dom_id: 'offers', settings: [{ key: 'background', value: '#ffcf85' }] }, hydration_mode: 'visible', conditions_settings: { type: 'or' } })
    expect(el(p, 'g').administration.gui.el).toBe('section')
    expect(Element.safeParse(el(p, 'g')).success).toBe(true)
    p = setElementMeta(p, 's', { domId: null, conditions: null, setting: { key: 'background', value: null } })
    p = setElementMeta(p, 'g', { el: null })
    expect(el(p, 's').properties).toEqual({ settings: [] })
    expect(el(p, 's').conditions_settings).toBeUndefined()
    expect(el(p, 'g').administration.gui).toEqual({})
    expect(() => setElementMeta(p, 'nope', { tags: [] })).toThrow('That block is no longer on the page')
  })
})
