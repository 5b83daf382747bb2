import { quickParser, type AnyField } from '../fields/fieldKind.ts'
import { breakpointMinWidth, inBreakpointOrder } from '../model/breakpoints.ts'
import type { Element } from '../model/element.ts'
import type { Field, FieldProperty } from '../model/field.ts'
import { cssString } from './cssString.ts'
import { cssOfKind } from '../model/cssValues.ts'
import { getBlockDefinition } from './definitions.ts'
import { createRepeatWatch } from './repeatWatch.ts'
import type { ElementColors, RenderNode, RenderSlice, RenderTree } from './renderTree.ts'

/** A content problem an editor can fix; it names where: page, element and field. */
export class ContentError extends Error {
  override name = 'ContentError'
  constructor(
    readonly problem: string,
    readonly where: { page?: string; element?: string; component?: string; field?: string },
  ) {
    const at = [
      where.page && `page ${where.page}`,
      where.element && `element ${where.element}${where.component ? ` (${where.component})` : ''}`,
      where.field && `field '${where.field}'`,
    ].filter(Boolean)
    super(at.length ? `${at.join(', ')}: ${problem}` : problem)
  }
}

/** The value a disabled field renders with: nothing to show. */
function emptyValue(field: AnyField): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'date':
    case 'datetime':
      return ''
    case 'media':
    case 'link':
      return null
    case 'checkbox':
      return false
    case 'specials':
      return []
    default:
      return field.default
  }
}

/** Each property with its CSS name and its kind's writer (model/cssValues.ts): values are written as parsed, never as stored. */
const cssProps: [keyof FieldProperty, string, (value: unknown) => string | undefined][] = [
  ['font', 'font-family', cssOfKind.fontFamily],
  ['fontSize', 'font-size', cssOfKind.length],
  ['fontWeight', 'font-weight', cssOfKind.fontWeight],
  ['letterSpacing', 'letter-spacing', cssOfKind.length],
  ['lineHeight', 'line-height', cssOfKind.length],
  ['textAlign', 'text-align', cssOfKind.textAlign],
  ['columns', 'columns', cssOfKind.columns],
]

/**
 * A field's responsive CSS. Rules are written smallest breakpoint first, whatever order the properties were stored
 * (edited) in: the media queries are all min-width, so a later rule must be a wider one, or a value set for phones
 * after one for laptops would win at every width.
 */
export function fieldCss(field: Pick<Field, 'id' | 'properties'>): string {
  let css = ''
  for (const prop of inBreakpointOrder(field.properties)) {
    const decls = cssProps.flatMap(([key, name, write]) => {
      const value = prop[key] === undefined ? undefined : write(prop[key])
      return value === undefined ? [] : [`${name}:${value}`]
    })
    if (!decls.length) continue
    // The schema keeps ids to a safe alphabet; escaping too means an id can never end the selector, whatever was stored.
    const rule = `[data-vf="${cssString(field.id)}"]{${decls.join(';')}}`
    const min = breakpointMinWidth[prop.breakpoint]
    css += min === 0 ? rule : `@media (min-width:${min}px){${rule}}`
  }
  return css
}

/**
 * Parsed object field values (links, media) by schema and input. Pages repeat the same values (block templates,
 * shared links) and a field schema is a pure function of its input, so a build checks each distinct value once.
 * Values are keyed by their JSON text, which stands for them exactly because content comes from JSON. Parsed values are shared between
 * pages and must be treated as read-only. All tables are dropped once their keys pass a size budget, so memory
 * stays bounded however many pages pass.
 */
let parsedValues = new WeakMap<object, Map<string, unknown>>()
let parsedChars = 0
const parsedCharsBudget = 4_000_000

// On unique content (every page's own prose) the tables only cost: keying, remembering, dropping.
const repeats = createRepeatWatch()

function parseFieldValue(kind: AnyField, quickParse: Quick | undefined, value: unknown, where: ContentError['where'], field: string): unknown {
  const quick = quickParse?.(value)
  if (quick !== undefined) return quick
  // Only objects (links, media) are looked up: a text or a flag parses for about what finding it would cost, and
  // counted with them, their repeats (true, a style name) kept the cache asked on content whose objects never repeat.
  const isObject = typeof value === 'object' && value !== null
  if (!isObject || !repeats.ask()) {
    const parsed = kind.schema.safeParse(value)
    if (!parsed.success) throw new ContentError(parsed.error.issues[0]?.message ?? 'is not valid', { ...where, field })
    return parsed.data
  }
  let table = parsedValues.get(kind.schema)
  if (!table) parsedValues.set(kind.schema, (table = new Map()))
  const key = JSON.stringify(value)
  const hit = table.has(key)
  repeats.note(hit)
  if (hit) return table.get(key)
  const parsed = kind.schema.safeParse(value)
  if (!parsed.success) throw new ContentError(parsed.error.issues[0]?.message ?? 'is not valid', { ...where, field })
  parsedChars += key.length
  if (parsedChars > parsedCharsBudget) {
    parsedValues = new WeakMap()
    parsedChars = 0
  } else table.set(key, parsed.data)
  return parsed.data
}

interface Context {
  page?: string
  css: string[]
}

type Quick = (value: unknown) => unknown

// A definition's fields as entries, with their schemas' quick answers, made once per definition rather than once
// per placed block.
const fieldEntriesOf = new WeakMap<object, [string, AnyField, Quick | undefined][]>()
function fieldEntries(definition: { fields: object }): [string, AnyField, Quick | undefined][] {
  let entries = fieldEntriesOf.get(definition)
  if (!entries) fieldEntriesOf.set(definition, (entries = (Object.entries(definition.fields) as [string, AnyField][]).map(([name, kind]) => [name, kind, quickParser(kind.schema)])))
  return entries
}

function resolveSlice(element: Element, ctx: Context): RenderSlice {
  const component = element.component!
  const where = { page: ctx.page, element: element.id, component }
  let definition
  try {
    definition = getBlockDefinition(component)
  } catch (error) {
    throw new ContentError((error as Error).message, where)
  }
  const values: Record<string, unknown> = {}
  const fieldIds: Record<string, string> = {}
  const storedFields = element.fields
  let place = 0
  for (const [name, kind, quick] of fieldEntries(definition)) {
    // Fields are stored in their definition's order, so the next one is usually the one: a search over every field
    // for each was a quadratic share of resolving. Any other order, or missing fields, still find theirs.
    let stored = storedFields[place]
    if (stored?.name === name) place++
    else stored = storedFields.find((f) => f.name === name)
    const enabled = stored ? stored.enabled : kind.meta.enabled
    if (!enabled) {
      values[name] = emptyValue(kind)
      continue
    }
    if (!stored || stored.value === undefined) {
      values[name] = kind.default
      continue
    }
    const data = parseFieldValue(kind, quick, stored.value, where, name)
    // Media values carry the block's declared sizes, so components need no definition (and no zod) in the browser.
    values[name] = kind.kind === 'media' && data ? { ...(data as object), sizes: kind.sizes, ...(kind.fit ? { fit: kind.fit } : {}) } : data
    fieldIds[name] = stored.id
    const css = fieldCss(stored)
    if (css) ctx.css.push(css)
  }
  const slots: Record<string, RenderNode[]> = {}
  for (const child of element.elements) {
    if (!child.enabled) continue
    if (definition.slots.length && !definition.slots.some((s) => s.name === child.slot))
      throw new ContentError(`has no slot '${child.slot}'`, where)
    ;(slots[child.slot] ??= []).push(resolveNode(child, ctx))
  }
  return {
    kind: 'slice',
    id: element.id,
    component,
    ...(element.properties.dom_id ? { domId: element.properties.dom_id } : {}),
    ...colorsOf(element),
    hydration: element.administration.gui.hydration ?? element.hydration_mode,
    interactive: definition.interactive,
    values,
    fieldIds,
    slots,
    tags: element.tags,
    ...(element.conditions_settings?.conditions.length ? { conditions: element.conditions_settings } : {}),
    ...(element.model_query ? { query: element.model_query } : {}),
  }
}

// Colours reach the page as a style attribute: hex only, so a stored value can never be anything else.
const hexColor = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/

/** The element's background and text colours from its settings, as the layout's colour options offered them. */
function colorsOf(element: Element): { colors: ElementColors } | Record<string, never> {
  if (!element.properties.settings.length) return {}
  const colors: ElementColors = {}
  for (const { key, value } of element.properties.settings)
    if ((key === 'background' || key === 'foreground') && typeof value === 'string' && hexColor.test(value)) colors[key] = value
  return colors.background || colors.foreground ? { colors } : {}
}

function resolveNode(element: Element, ctx: Context): RenderNode {
  if (element.type !== 'group') return resolveSlice(element, ctx)
  return {
    kind: 'group',
    id: element.id,
    ...(element.properties.dom_id ? { domId: element.properties.dom_id } : {}),
    ...colorsOf(element),
    ...(element.administration.gui.el ? { el: element.administration.gui.el } : {}),
    children: element.elements.filter((c) => c.enabled).map((c) => resolveNode(c, ctx)),
    tags: element.tags,
    ...(element.conditions_settings?.conditions.length ? { conditions: element.conditions_settings } : {}),
  }
}

/** Resolve a page's elements for rendering; throws ContentError naming the page, element and field at fault. */
export function resolveElements(elements: readonly Element[], page?: string): RenderTree {
  const ctx: Context = { page, css: [] }
  const nodes = elements.filter((e) => e.enabled).map((e) => resolveNode(e, ctx))
  return { nodes, css: ctx.css.join('') }
}
