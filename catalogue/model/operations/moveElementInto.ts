import type { Page } from '../page.ts'
import { ElementOperationError, isInside, removeElement, requireElement, updateElement } from './tree.ts'

/** Move an element to the end of another element's children, in `slot`. Refused into itself or its descendants. */
export function moveElementInto(page: Page, id: string, targetId: string, slot = 'default'): Page {
  const moving = requireElement(page.elements, id).element
  const target = requireElement(page.elements, targetId).element
  if (isInside(moving, targetId)) throw new ElementOperationError('A block cannot go inside itself: pick a place outside it')
  if (target.type === 'query') throw new ElementOperationError('Blocks cannot go into a list made from records: its items come from the records it shows')
  const rest = removeElement(page.elements, id)
  return {
    ...page,
    elements: updateElement(rest, targetId, (t) => ({ ...t, elements: [...t.elements, { ...moving, slot }] })),
  }
}
