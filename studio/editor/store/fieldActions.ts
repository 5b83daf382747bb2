import { elementKind } from '../../../catalogue/blocks/elementLabel.ts'
import { getBlockDefinition } from '../../../catalogue/blocks/definitions.ts'
import type { Field, FieldProperty } from '../../../catalogue/model/field.ts'
import {
  ElementOperationError,
  addField,
  findElement,
  setFieldEnabled,
  setFieldProperty,
  setFieldValue,
  type NewField,
} from '../../../catalogue/model/operations/index.ts'
import { blockGone } from './elementActions.ts'
import type { Page } from '../../../catalogue/model/page.ts'

/** The field an element stores under `name`, adding it from the block definition when the element lacks it. */
function ensureField(page: Page, elementId: string, name: string): Page {
  const element = findElement(page.elements, elementId)?.element
  if (!element) throw new ElementOperationError(blockGone)
  if (element.fields.some((f) => f.name === name)) return page
  const kind = element.component ? getBlockDefinition(element.component).fields[name] : undefined
  if (!kind) throw new ElementOperationError(`${elementKind(element)} has no such field`)
  return addField(page, elementId, { name, type: kind.kind, value: kind.default, enabled: kind.meta.enabled })
}

export function setValue(page: Page, elementId: string, name: string, value: unknown): Page {
  const current = fieldOf(page, elementId, name)
  // Editors may report a value they were given (a rich-text editor re-reading its content): not an edit.
  if (current && JSON.stringify(current.value) === JSON.stringify(value)) return page
  return setFieldValue(ensureField(page, elementId, name), elementId, name, value)
}

export function setFieldOn(page: Page, elementId: string, name: string, enabled: boolean): Page {
  return setFieldEnabled(ensureField(page, elementId, name), elementId, name, enabled)
}

/** Set (or, with only the breakpoint left, clear) one breakpoint's properties of a field. */
export function setProperty(page: Page, elementId: string, name: string, property: FieldProperty): Page {
  const withField = ensureField(page, elementId, name)
  const isEmpty = Object.entries(property).every(([k, v]) => k === 'breakpoint' || v === undefined || v === '')
  if (!isEmpty) {
    const clean = Object.fromEntries(Object.entries(property).filter(([, v]) => v !== undefined && v !== '')) as FieldProperty
    return setFieldProperty(withField, elementId, name, clean)
  }
  const element = findElement(withField.elements, elementId)!.element
  const field = element.fields.find((f) => f.name === name)!
  if (!field.properties.some((p) => p.breakpoint === property.breakpoint)) return withField
  const fields = element.fields.map((f) => (f.name === name ? { ...f, properties: f.properties.filter((p) => p.breakpoint !== property.breakpoint) } : f))
  const update = (els: Page['elements']): Page['elements'] =>
    els.map((el) => (el.id === elementId ? { ...el, fields } : findElement(el.elements, elementId) ? { ...el, elements: update(el.elements) } : el))
  return { ...withField, elements: update(withField.elements) }
}

/** Add a field only when the element lacks one of that name (platform.md §4). */
export const addFieldIfMissing = (page: Page, elementId: string, field: NewField): Page => addField(page, elementId, field)

/** A field's value as stored, or the block's default when it is not stored yet. */
export function fieldOf(page: Page, elementId: string, name: string): Field | undefined {
  return findElement(page.elements, elementId)?.element.fields.find((f) => f.name === name)
}
