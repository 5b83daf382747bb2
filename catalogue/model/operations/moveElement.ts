import type { Page } from '../page.ts'
import { ElementOperationError, insertAfter, isInside, removeElement, requireElement } from './tree.ts'

/**
 * Move an element to the top of the page when `destinationId` is null, otherwise right after the
 * destination (into the destination's parent and slot).
 */
export function moveElement(page: Page, id: string, destinationId: string | null): Page {
  const moving = requireElement(page.elements, id).element
  if (destinationId === null) {
    const rest = removeElement(page.elements, id)
    return { ...page, elements: [{ ...moving, slot: 'default' }, ...rest] }
  }
  if (destinationId === id) return page
  const destination = requireElement(page.elements, destinationId)
  if (isInside(moving, destinationId))
    throw new ElementOperationError('A block cannot go inside itself: pick a place outside it')
  const rest = removeElement(page.elements, id)
  return { ...page, elements: insertAfter(rest, destinationId, { ...moving, slot: destination.element.slot }) }
}
