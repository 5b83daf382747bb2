import { describe, expect, it } from 'vitest'
import { Field } from '../model/field.ts'
import { slice } from '../model/testing.ts'
import { newSliceFromBlock } from './newSliceFromBlock.ts'
import { ContentError, resolveElements } from './resolveElements.ts'

describe('resolveElements', () => {
  it('fills defaults, leaves out disabled elements and fields, and emits responsive field css', () => {
    const hero = newSliceFromBlock('GenericHero', { title: 'Hi' })
    hero.fields = hero.fields.map((f) =>
      f.name === 'title'
        ? { ...f, properties: [{ breakpoint: 'default', fontSize: '2rem' }, { breakpoint: 'lg', fontSize: '4rem', textAlign: 'center' }] }
        : f.name === 'copy'
          ? { ...f, enabled: false, value: '<p>hidden</p>' }
          : f,
    )
    const off = { ...newSliceFromBlock('GlobalIntro'), enabled: false }
    const tree = resolveElements([hero, off])
    expect(tree.nodes).toHaveLength(1)
    const node = tree.nodes[0]!
    if (node.kind !== 'slice') throw new Error('expected a slice')
    expect(node.values).toMatchObject({ title: 'Hi', copy: '', height: 40, mode: 'bottomLeft' })
    const titleId = hero.fields.find((f) => f.name === 'title')!.id
    expect(tree.css).toContain(`[data-vf="${titleId}"]{font-size:2rem}`)
    expect(tree.css).toContain(`@media (min-width:1024px){[data-vf="${titleId}"]{font-size:4rem;text-align:center}}`)
  })

  it('writes a field id into the style sheet so it can never end the selector, and the schema refuses such ids', () => {
    const hero = newSliceFromBlock('GenericHero', { title: 'Hi' })
    const evil = 'x"]{}body{background:url(//evil.example/x)}[x="'
    hero.fields = hero.fields.map((f) => (f.name === 'title' ? { ...f, id: evil, properties: [{ breakpoint: 'default', fontSize: '2rem' }] } : f))
    const css = resolveElements([hero]).css
    expect(css).toBe('[data-vf="x\\"\\]\\{\\}body\\{background:url\\(\\/\\/evil.example\\/x\\)\\}\\[x\\=\\""]{font-size:2rem}')
    expect(css).not.toContain('body{')
    expect(Field.safeParse({ id: evil, name: 'title', type: 'text' }).success).toBe(false)
    expect(Field.safeParse({ id: '3f2a9c1e-0b7d-4c55-9d1e-8f00aa11bb22', name: 'title', type: 'text' }).success).toBe(true)
  })

  it('names the page, element and field of a bad value', () => {
    const hero = newSliceFromBlock('GenericHero')
    hero.fields = hero.fields.map((f) => (f.name === 'link' ? { ...f, value: { href: 'javascript:alert(1)', text: 'x' } } : f))
    expect(() => resolveElements([hero], '/home')).toThrow(ContentError)
    expect(() => resolveElements([hero], '/home')).toThrow(new RegExp(`page /home, element ${hero.id} \\(GenericHero\\), field 'link'`))
  })

  it('checks repeated values once but still rejects a bad value on every page, whatever came before', () => {
    const good = newSliceFromBlock('GenericHero')
    good.fields = good.fields.map((f) => (f.name === 'link' ? { ...f, value: { href: '/rooms', text: 'Rooms' } } : f))
    const first = resolveElements([good], '/a').nodes[0]!
    const again = resolveElements([newSliceFromBlock('GenericHero', {}), good], '/b').nodes[1]!
    if (first.kind !== 'slice' || again.kind !== 'slice') throw new Error('expected slices')
    expect(again.values.link).toEqual(first.values.link)
    const bad = newSliceFromBlock('GenericHero')
    bad.fields = bad.fields.map((f) => (f.name === 'link' ? { ...f, value: { href: 'javascript:alert(1)', text: 'Rooms' } } : f))
    for (const page of ['/c', '/d']) expect(() => resolveElements([good, bad], page)).toThrow(new RegExp(`page ${page}, element ${bad.id} \\(GenericHero\\), field 'link'`))
  })

  it('names an unknown component with the spec message', () => {
    expect(() => resolveElements([slice('x', { component: 'Nope' })])).toThrow('Slice configuration not found for component: Nope')
  })

  it("gives an element its background and text colours from its settings, hex colours only", () => {
    const hero = newSliceFromBlock('GenericHero', { title: 'Hi' })
    hero.properties = { settings: [{ key: 'background', value: '#ffcf85' }, { key: 'foreground', value: 'red;background:url(x)' }, { key: 'other', value: '#000' }] }
    const [node] = resolveElements([hero]).nodes
    expect(node!.colors).toEqual({ background: '#ffcf85' })
    expect(resolveElements([newSliceFromBlock('GenericHero')]).nodes[0]!.colors).toBeUndefined()
  })
})
