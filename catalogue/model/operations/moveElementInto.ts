import type { Page } from '../page.ts'
import { ElementOperationError, isInside, removeElement, requireElement, updateElement } from './tree.ts'

/** Move an element to the end of another element's children, in `slot`. Refused into itself or its descendants. */
export function moveElementInto(page: Page, id: string, targetId: string, slot = 'default'): Page {
  const moving = requireElement(page.elements, id).element
  const target = requireElement(page.elements, targetId).element
  if (isInside(moving, targetId)) throw new ElementOperationError(`Cannot move element '${id}' into itself`)
  if (target.type === 'query') throw new ElementOperationError(`Cannot move into query element '${targetId}'`)
  const rest = removeElement(page.elements, id)
  return {
    ...page,
    elements: updateElement(rest, targetId, (t) => ({ ...t, elements: [...t.elements, { ...moving, slot }] })),
  }
}
