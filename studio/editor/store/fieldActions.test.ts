import { describe, expect, it } from 'vitest'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { addFieldIfMissing, fieldOf, setFieldOn, setProperty, setValue } from './fieldActions.ts'

const bare = () => pageWith([slice('h', { component: 'GenericHero' })])

describe('field actions', () => {
  it('sets a value, adding the field from the block definition when missing', () => {
    const p = setValue(bare(), 'h', 'title', 'Sunset')
    expect(fieldOf(p, 'h', 'title')).toMatchObject({ name: 'title', type: 'text', value: 'Sunset', enabled: true })
    expect(fieldOf(setValue(p, 'h', 'title', 'Dawn'), 'h', 'title')!.value).toBe('Dawn')
    expect(() => setValue(p, 'h', 'nope', 1)).toThrow('Hero has no such field')
    expect(setValue(p, 'h', 'title', 'Sunset')).toBe(p)
  })
  it('enables a field that is disabled by default', () => {
    const intro = pageWith([slice('i', { component: 'GlobalIntro' })])
    expect(fieldOf(setFieldOn(intro, 'i', 'link', false), 'i', 'link')!.enabled).toBe(false)
    expect(fieldOf(setFieldOn(intro, 'i', 'link', true), 'i', 'link')!.enabled).toBe(true)
  })
  it('sets and clears one breakpoint of the properties, leaving the others', () => {
    let p = setProperty(bare(), 'h', 'title', { breakpoint: 'default', fontSize: '2rem' })
    p = setProperty(p, 'h', 'title', { breakpoint: 'lg', fontSize: '3rem', textAlign: 'center' })
    expect(fieldOf(p, 'h', 'title')!.properties).toHaveLength(2)
    p = setProperty(p, 'h', 'title', { breakpoint: 'lg', fontSize: '', textAlign: undefined })
    expect(fieldOf(p, 'h', 'title')!.properties).toEqual([{ breakpoint: 'default', fontSize: '2rem' }])
  })
  it('adds a field only when the element lacks one of that name', () => {
    const once = addFieldIfMissing(bare(), 'h', { name: 'extra', type: 'text', value: 'one' })
    expect(addFieldIfMissing(once, 'h', { name: 'extra', type: 'text', value: 'two' })).toBe(once)
    expect(findElement(once.elements, 'h')!.element.fields[0]!.enabled).toBe(true)
  })
})
