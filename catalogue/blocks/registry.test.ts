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
    it.each(cases.map((t) => [t.label, t.values] as const))('parses and renders its %s on the server', async (_label, values) => {
      const parsed = def.valuesSchema.safeParse({ ...def.defaults, ...values })
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
      const slice = Element.parse(newSliceFromBlock(component, values))
      const tree = resolveElements([slice])
      const node = tree.nodes[0]!
      expect(node.kind).toBe('slice')
      const { default: Component } = await blockComponents[component as keyof typeof blockComponents]()
      const html = renderToString(
        createElement(Component, { values: node.kind === 'slice' ? node.values : {}, id: slice.id, slots: {}, field: () => ({}) }),
      )
      expect(typeof html).toBe('string')
    })
  })
})
