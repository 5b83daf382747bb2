import { describe, expect, it } from 'vitest'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { Element } from '../../catalogue/model/element.ts'
import { nestingLimits } from '../../catalogue/model/nestingLimits.ts'
import { quickElement } from './quickElement.ts'

/** Every catalogue block from each of its templates, as the studio stores them, and a group holding two. */
function storedElements(): unknown[] {
  let next = 0
  const id = () => `e-${next++}`
  const blocks = listBlockDefinitions()
  const slices = blocks.flatMap((def) => [{}, ...def.templates.map((t) => t.values ?? {})].map((values) => newSliceFromBlock(def.component, { ...values }, id)))
  const group = { ...newSliceFromBlock(blocks[0]!.component, {}, id), type: 'group', component: undefined, elements: [slices[1], slices[2]] }
  return JSON.parse(JSON.stringify([...slices, group])) as unknown[]
}

/** zod's answer and quickElement's must be the same value with the same keys in the same order, or quickElement none. */
function agrees(raw: unknown): 'quick' | 'zod' {
  const text = JSON.stringify(raw)
  const quick = quickElement(JSON.parse(text))
  const parsed = Element.safeParse(JSON.parse(text))
  if (quick === undefined) return 'zod'
  expect(parsed.success, `zod rejects what quickElement accepted: ${text.slice(0, 300)}`).toBe(true)
  expect(quick).toStrictEqual(parsed.data)
  expect(sameKeys(quick, parsed.data)).toBe(true)
  return 'quick'
}

function sameKeys(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return true
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.join() === kb.join() && ka.every((k) => sameKeys((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

// Elements taken apart and put together wrongly on purpose: any shape goes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Mutable = Record<string, any>

/** Ways to spoil or vary one element: each leaves it for zod or makes what zod makes. */
const mutations: ((e: Mutable) => void)[] = [
  (e) => (e.id = ''),
  (e) => (e.id = 'x'.repeat(101)),
  (e) => (e.id = 7),
  (e) => (e.type = 'query'),
  (e) => (e.type = 'other'),
  (e) => (e.type = 'group'),
  (e) => delete e.component,
  (e) => (e.component = ''),
  (e) => (e.component = 'C'.repeat(101)),
  (e) => delete e.enabled,
  (e) => (e.enabled = 'yes'),
  (e) => (e.enabled = null),
  (e) => delete e.slot,
  (e) => (e.slot = ''),
  (e) => (e.slot = 's'.repeat(101)),
  (e) => delete e.elements,
  (e) => (e.elements = {}),
  (e) => (e.elements = [{ id: 'c' }]),
  (e) => delete e.tags,
  (e) => (e.tags = ['']),
  (e) => (e.tags = ['t'.repeat(101)]),
  (e) => (e.tags = [1]),
  (e) => (e.tags = 'x'),
  (e) => delete e.properties,
  (e) => (e.properties = { settings: [{ key: 'k', value: 1 }] }),
  (e) => (e.properties = { settings: [], dom_id: 'anchor-1' }),
  (e) => (e.properties = { dom_id: 'anchor_2' }),
  (e) => (e.properties = { settings: [], dom_id: '1bad' }),
  (e) => (e.properties = { settings: [], dom_id: 'a'.repeat(101) }),
  (e) => (e.properties = { settings: [], other: 1 }),
  (e) => (e.properties = []),
  (e) => (e.properties = null),
  (e) => delete e.fields,
  (e) => (e.fields = {}),
  (e) => e.fields?.push({ ...e.fields[0] }),
  (e) => e.fields?.[0] && (e.fields[0].id = 'bad id'),
  (e) => e.fields?.[0] && (e.fields[0].id = '-lead'),
  (e) => e.fields?.[0] && (e.fields[0].id = 'a'.repeat(101)),
  (e) => e.fields?.[0] && (e.fields[0].name = ''),
  (e) => e.fields?.[0] && (e.fields[0].name = 'n'.repeat(101)),
  (e) => e.fields?.[0] && (e.fields[0].type = ''),
  (e) => e.fields?.[0] && (e.fields[0].type = 't'.repeat(51)),
  (e) => e.fields?.[0] && delete e.fields[0].enabled,
  (e) => e.fields?.[0] && (e.fields[0].enabled = 0),
  (e) => e.fields?.[0] && delete e.fields[0].value,
  (e) => e.fields?.[0] && (e.fields[0].value = null),
  (e) => e.fields?.[0] && (e.fields[0].value = { nested: [1, 'two'] }),
  (e) => e.fields?.[0] && delete e.fields[0].media,
  (e) => e.fields?.[0] && (e.fields[0].media = [{ url: 'https://example.com/a.jpg' }]),
  (e) => e.fields?.[0] && (e.fields[0].media = [{ url: 'javascript:alert(1)' }]),
  (e) => e.fields?.[0] && delete e.fields[0].properties,
  (e) => e.fields?.[0] && (e.fields[0].properties = [{ breakpoint: 'default', fontSize: '12px' }]),
  (e) => e.fields?.[0] && (e.fields[0].properties = [{ breakpoint: 'default' }, { breakpoint: 'default' }]),
  (e) => e.fields?.[0] && (e.fields[0].extra = 1),
  (e) => e.fields && (e.fields[0] = 'field'),
  (e) => delete e.administration,
  (e) => (e.administration = { permissions: ['edit'], gui: { el: 'section', hydration: 'idle' } }),
  (e) => (e.administration = { gui: { hydration: 'never' } }),
  (e) => (e.administration = { permissions: [''] }),
  (e) => (e.administration = { gui: { el: 'e'.repeat(51) } }),
  (e) => (e.administration = { gui: { other: 1 } }),
  (e) => (e.administration = { other: 1 }),
  (e) => (e.xp_status = 'pending'),
  (e) => (e.xp_status = 'unknown'),
  (e) => delete e.xp_status,
  (e) => (e.hydration_mode = 'visible'),
  (e) => (e.hydration_mode = 'later'),
  (e) => delete e.hydration_mode,
  (e) => (e.label = 'A label'),
  (e) => (e.label = 'l'.repeat(201)),
  (e) => (e.label = 3),
  (e) => delete e.label,
  (e) => (e.conditions_settings = { conditions: [] }),
  (e) => (e.model_query = { model: 'posts' }),
  (e) => (e.unknown = true),
  (e) => Object.defineProperty(e, '__proto__', { value: { x: 1 }, enumerable: true }),
]

describe('quickElement', () => {
  it('answers every stored catalogue element, exactly as zod does', () => {
    for (const element of storedElements()) expect(agrees(element)).toBe('quick')
  })

  it('never accepts what zod rejects, and otherwise makes what zod makes, for every kind of change to an element', () => {
    const elements = storedElements()
    let quick = 0
    for (const [i, mutate] of mutations.entries())
      for (const element of [elements[i % elements.length], elements[(i * 7 + 3) % elements.length], elements.at(-1)]) {
        const copy = JSON.parse(JSON.stringify(element)) as Mutable
        mutate(copy)
        if (agrees(copy) === 'quick') quick++
      }
    // Harmless changes (a default left out, an allowed value) still take the quick way.
    expect(quick).toBeGreaterThan(40)
  })

  it('leaves elements nested deeper than content may be to zod', () => {
    const nest = (depth: number) => {
      let inner: Record<string, unknown> = { id: 'leaf', type: 'slice', component: 'GlobalIntro' }
      for (let level = depth; level >= 1; level--) inner = { id: `g${level}`, type: 'group', elements: [inner] }
      return inner
    }
    expect(agrees(nest(nestingLimits.elements - 1))).toBe('quick')
    expect(quickElement(nest(nestingLimits.elements))).toBeUndefined()
  })

  it('leaves elements with typography, media, settings, conditions or a query to zod', () => {
    const [element] = storedElements() as Mutable[]
    expect(quickElement({ ...element, conditions_settings: { conditions: [] } })).toBeUndefined()
    expect(quickElement({ ...element, fields: [{ id: 'f', name: 'n', type: 't', properties: [{ breakpoint: 'default' }] }] })).toBeUndefined()
  })
})
