import type { z } from 'zod'
import type { Element } from '../../catalogue/model/element.ts'
import { nestingLimits } from '../../catalogue/model/nestingLimits.ts'

type CheckedElement = z.output<typeof Element>
type Record_ = Record<string, unknown>

/**
 * `Element.safeParse(raw).data` for elements in the form the studio and the snapshot store them, without zod: a
 * page's elements cost more to check through zod's generic machinery (~16 µs for a block of ten fields) than to
 * render. Only what this can vouch for is answered: a slice or group whose fields carry no media or typography and
 * whose properties hold no settings, with no conditions or query. For anything else, including anything the schema
 * would reject, or nested deeper than content may be (nestingLimits; zod's to decide, as it did before), it answers
 * undefined and the caller asks zod, which decides and names the problem. Every constraint
 * of the schema on what it accepts is repeated here (quickElement.test.ts holds it to zod on real and mutated
 * elements), and the result is built as zod builds it: the shape's keys in the shape's order, defaults filled in.
 */
export function quickElement(raw: unknown, level = 1): CheckedElement | undefined {
  if (!isRecord(raw) || level > nestingLimits.elements) return undefined
  let elements: CheckedElement[] = []
  let tags: string[] = []
  let fields: CheckedElement['fields'] = []
  let properties: CheckedElement['properties'] = { settings: [] }
  let administration: CheckedElement['administration'] = { permissions: [], gui: {} }
  let enabled = true
  let slot = 'default'
  let xp: CheckedElement['xp_status'] = 'approved'
  let hydration: CheckedElement['hydration_mode'] = 'load'
  for (const key in raw) {
    if (!Object.hasOwn(raw, key)) return undefined
    const value = raw[key]
    switch (key) {
      case 'id':
      case 'type':
      case 'component':
      case 'label':
        // Given as undefined (never so from JSON), an optional key is zod's to write.
        if (value === undefined) return undefined
        break
      case 'enabled':
        if (typeof value !== 'boolean') return undefined
        enabled = value
        break
      case 'slot':
        if (!isName(value)) return undefined
        slot = value
        break
      case 'elements': {
        if (!Array.isArray(value)) return undefined
        elements = []
        for (const child of value) {
          const checked = quickElement(child, level + 1)
          if (!checked) return undefined
          elements.push(checked)
        }
        break
      }
      case 'tags':
        if (!Array.isArray(value)) return undefined
        for (const tag of value) if (!isName(tag)) return undefined
        tags = value.slice() as string[]
        break
      case 'properties': {
        const checked = quickProperties(value)
        if (!checked) return undefined
        properties = checked
        break
      }
      case 'fields': {
        if (!Array.isArray(value)) return undefined
        fields = []
        // The schema refuses two fields of one name.
        const names = new Set<string>()
        for (const field of value) {
          const checked = quickField(field)
          if (!checked || names.has(checked.name)) return undefined
          names.add(checked.name)
          fields.push(checked)
        }
        break
      }
      case 'administration': {
        const checked = quickAdministration(value)
        if (!checked) return undefined
        administration = checked
        break
      }
      case 'xp_status':
        if (value !== 'approved' && value !== 'pending' && value !== 'rejected') return undefined
        xp = value
        break
      case 'hydration_mode':
        if (!isHydration(value)) return undefined
        hydration = value
        break
      // conditions_settings, model_query (and any key the schema does not know): zod's to decide.
      default:
        return undefined
    }
  }
  const { id, type, component, label } = raw
  if (!isName(id)) return undefined
  // A query element needs a model_query, which is left to zod; any other element but a group names its component.
  if (type !== 'slice' && type !== 'group') return undefined
  if (component === undefined ? type !== 'group' : !isName(component)) return undefined
  if (label !== undefined && (typeof label !== 'string' || label.length > 200)) return undefined
  // Optional keys as zod writes them: present when given, after the keys before them in the shape.
  if (component === undefined && label === undefined) return { id, type, enabled, slot, elements, tags, properties, fields, administration, xp_status: xp, hydration_mode: hydration }
  return { id, type, enabled, slot, elements, tags, properties, fields, administration, ...(component !== undefined ? { component: component as string } : {}), xp_status: xp, hydration_mode: hydration, ...(label !== undefined ? { label } : {}) }
}

const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value)
/** Id, and the schema's other strings of 1 to 100 characters (slot, tags, component, permissions). */
const isName = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 100
const isHydration = (value: unknown): value is CheckedElement['hydration_mode'] => value === 'load' || value === 'idle' || value === 'visible' || value === 'none'
const domId = /^[A-Za-z][\w-]*$/
const fieldId = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/

/** Properties with no settings; a dom_id as the schema allows it. */
function quickProperties(value: unknown): CheckedElement['properties'] | undefined {
  if (!isRecord(value)) return undefined
  let id: string | undefined
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return undefined
    const v = value[key]
    if (key === 'settings') {
      if (!Array.isArray(v) || v.length) return undefined
    } else if (key === 'dom_id') {
      if (typeof v !== 'string' || v.length > 100 || !domId.test(v)) return undefined
      id = v
    } else return undefined
  }
  return id === undefined ? { settings: [] } : { dom_id: id, settings: [] }
}

function quickAdministration(value: unknown): CheckedElement['administration'] | undefined {
  if (!isRecord(value)) return undefined
  let permissions: string[] = []
  let gui: CheckedElement['administration']['gui'] = {}
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return undefined
    const v = value[key]
    if (key === 'permissions') {
      if (!Array.isArray(v)) return undefined
      for (const p of v) if (!isName(p)) return undefined
      permissions = v.slice() as string[]
    } else if (key === 'gui') {
      if (!isRecord(v)) return undefined
      for (const k in v) if (!Object.hasOwn(v, k) || (k !== 'el' && k !== 'hydration')) return undefined
      const { el, hydration } = v
      if (el !== undefined && (typeof el !== 'string' || el.length > 50)) return undefined
      if (hydration !== undefined && !isHydration(hydration)) return undefined
      gui = { ...(el !== undefined ? { el } : {}), ...(hydration !== undefined ? { hydration } : {}) }
    } else return undefined
  }
  return { permissions, gui }
}

/** A field without media or typography (either left to zod). */
function quickField(value: unknown): CheckedElement['fields'][number] | undefined {
  if (!isRecord(value)) return undefined
  let enabled = true
  let hasValue = false
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return undefined
    const v = value[key]
    switch (key) {
      case 'id':
      case 'name':
      case 'type':
        break
      case 'enabled':
        if (typeof v !== 'boolean') return undefined
        enabled = v
        break
      case 'value':
        if (v === undefined) return undefined
        hasValue = true
        break
      case 'media':
      case 'properties':
        if (!Array.isArray(v) || v.length) return undefined
        break
      default:
        return undefined
    }
  }
  const { id, name, type } = value
  if (!isName(id) || !fieldId.test(id)) return undefined
  if (!isName(name)) return undefined
  if (typeof type !== 'string' || type.length < 1 || type.length > 50) return undefined
  // `value` is unknown to the schema: kept as given when given (its field kind checks it when the page resolves).
  return hasValue ? { id, name, type, enabled, value: value.value, media: [], properties: [] } : { id, name, type, enabled, media: [], properties: [] }
}
