import type { Element } from '../element.ts'
import { newId, type IdGenerator } from '../ids.ts'
import type { Page } from '../page.ts'
import { insertAfter, requireElement } from './tree.ts'

/** A deep copy with new ids for the element, its descendants and their fields. */
export function withNewIds(element: Element, generate: IdGenerator = newId): Element {
  return {
    ...element,
    id: generate(),
    fields: element.fields.map((f) => ({ ...f, id: generate() })),
    elements: element.elements.map((child) => withNewIds(child, generate)),
  }
}

/** Copy an element (with its subtree, all with new ids) right after the original. */
export function duplicateElement(page: Page, id: string, generate: IdGenerator = newId): Page {
  const original = requireElement(page.elements, id).element
  return { ...page, elements: insertAfter(page.elements, id, withNewIds(original, generate)) }
}
