import type { Page } from '../page.ts'
import { ElementOperationError, requireElement, updateElement } from './tree.ts'

export function setElementEnabled(page: Page, id: string, enabled: boolean): Page {
  requireElement(page.elements, id)
  return { ...page, elements: updateElement(page.elements, id, (el) => ({ ...el, enabled })) }
}

export function setFieldEnabled(page: Page, elementId: string, fieldName: string, enabled: boolean): Page {
  const { element } = requireElement(page.elements, elementId)
  if (!element.fields.some((f) => f.name === fieldName))
    throw new ElementOperationError('That block has no such setting')
  return {
    ...page,
    elements: updateElement(page.elements, elementId, (el) => ({
      ...el,
      fields: el.fields.map((f) => (f.name === fieldName ? { ...f, enabled } : f)),
    })),
  }
}
