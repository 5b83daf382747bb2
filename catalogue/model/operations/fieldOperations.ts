import { inBreakpointOrder } from '../breakpoints.ts'
import type { Field, FieldProperty } from '../field.ts'
import { newId } from '../ids.ts'
import type { Page } from '../page.ts'
import { ElementOperationError, requireElement, updateElement } from './tree.ts'

export interface NewField {
  name: string
  type: string
  value?: unknown
  enabled?: boolean
  id?: string
}

/** Add a field to an element only if it has none of that name; new fields are enabled unless stated otherwise. */
export function addField(page: Page, elementId: string, field: NewField): Page {
  const { element } = requireElement(page.elements, elementId)
  if (element.fields.some((f) => f.name === field.name)) return page
  const created: Field = {
    id: field.id ?? newId(),
    name: field.name,
    type: field.type,
    enabled: field.enabled ?? true,
    value: field.value,
    media: [],
    properties: [],
  }
  return { ...page, elements: updateElement(page.elements, elementId, (el) => ({ ...el, fields: [...el.fields, created] })) }
}

function updateField(page: Page, elementId: string, fieldName: string, update: (f: Field) => Field): Page {
  const { element } = requireElement(page.elements, elementId)
  if (!element.fields.some((f) => f.name === fieldName))
    throw new ElementOperationError('That block has no such setting')
  return {
    ...page,
    elements: updateElement(page.elements, elementId, (el) => ({
      ...el,
      fields: el.fields.map((f) => (f.name === fieldName ? update(f) : f)),
    })),
  }
}

export function setFieldValue(page: Page, elementId: string, fieldName: string, value: unknown): Page {
  return updateField(page, elementId, fieldName, (f) => ({ ...f, value }))
}

/** Replace the field's properties at one breakpoint (others untouched); they are kept in breakpoint order, not edit order. */
export function setFieldProperty(page: Page, elementId: string, fieldName: string, property: FieldProperty): Page {
  return updateField(page, elementId, fieldName, (f) => ({
    ...f,
    properties: inBreakpointOrder([...f.properties.filter((p) => p.breakpoint !== property.breakpoint), property]),
  }))
}
