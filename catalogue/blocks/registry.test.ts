import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AnyField } from '../fields/fieldKind.ts'
import { isLayoutId } from '../layouts/layouts.ts'
import { Element } from '../model/element.ts'
import { blockComponents } from './components.ts'
import { blockDefinitions, getBlockDefinition, listBlockDefinitions } from './definitions.ts'
import { newSliceFromBlock } from './newSliceFromBlock.ts'
import { resolveElements } from './resolveElements.ts'

const definitions = listBlockDefinitions()
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;')

describe('block registry', () => {
  it('lists every block once in definitions and components, under its own component name', () => {
    expect(Object.keys(blockComponents).sort()).toEqual(Object.keys(blockDefinitions).sort())
    for (const [key, def] of Object.entries(blockDefinitions)) expect(def.component).toBe(key)
    const names = definitions.map((d) => `${d.group}/${d.name}`)
    expect(new Set(names).size).toBe(names.length)
  })

  it('throws the spec message for an unknown component', () => {
    expect(() => getBlockDefinition('NoSuchBlock')).toThrow('Slice configuration not found for component: NoSuchBlock')
  })

  describe.each(definitions.map((d) => [d.component, d] as const))('%s', (component, def) => {
    it('has known layouts, a description and image sizes for each media field', () => {
      expect(def.layouts.length).toBeGreaterThan(0)
      for (const layout of def.layouts) expect(layout === '*' || isLayoutId(layout), `layout ${layout}`).toBe(true)
      expect(def.description.length).toBeGreaterThan(10)
      for (const [name, field] of Object.entries(def.fields) as [string, AnyField][])
        if (field.kind === 'media') expect(Object.keys(def.imageSizes[name] ?? {}).length, name).toBeGreaterThan(0)
    })

    const cases = [{ label: 'defaults', values: {} }, ...def.templates]
    // What each case rendered, for the checks over all of a block's cases below.
    const rendered: string[] = []
    it.each(cases.map((t) => [t.label, t.values] as const))('parses and renders its %s on the server', async (_label, values) => {
      const parsed = def.valuesSchema.safeParse({ ...def.defaults, ...values })
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
      const slice = Element.parse(newSliceFromBlock(component, values))
      const tree = resolveElements([slice])
      const node = tree.nodes[0]!
      expect(node.kind).toBe('slice')
      const { default: Component } = await blockComponents[component as keyof typeof blockComponents]()
      // Each declared slot gets a marker child, so a block that drops its slots is caught below.
      const slots = Object.fromEntries(def.slots.map((s) => [s.name, createElement('i', { 'data-slot-marker': s.name })]))
      const html = renderToString(
        createElement(Component, { values: node.kind === 'slice' ? node.values : {}, id: slice.id, slots, field: () => ({}) }),
      )
      rendered.push(html)
      // What the editor typed reaches the page: at least one of the case's prose texts is in its HTML.
      const texts = Object.entries(values as Record<string, unknown>)
        .filter(([, v]) => typeof v === 'string' && /^[\w,.'!?-]+( [\w,.'!?-]+)+$/.test(v))
        .filter(([name]) => ['text', 'textarea'].includes((def.fields as Record<string, AnyField>)[name]?.kind ?? ''))
        .map(([, v]) => escapeHtml(v as string))
      if (html && texts.length) expect(texts.some((t) => html.includes(t)), `none of ${JSON.stringify(texts)} rendered`).toBe(true)
    })

    it('renders markup, and each of its slots, in at least one of its cases', () => {
      expect(rendered).toHaveLength(cases.length)
      // Popups open in the browser only (a cookie or a click decides), so the server renders none of them.
      if (!component.endsWith('Popup')) expect(rendered.some((html) => html.length > 0), 'renders nothing').toBe(true)
      for (const s of def.slots)
        expect(rendered.some((html) => html.includes(`data-slot-marker="${s.name}"`)), `slot ${s.name} never rendered`).toBe(true)
    })
  })
})
