import type { Page } from '../page.ts'
import { ElementOperationError, requireElement, updateElement } from './tree.ts'

export function setSlot(page: Page, id: string, slot: string): Page {
  if (!/^[\w-]{1,100}$/.test(slot)) throw new ElementOperationError(`Slot name '${slot}' is not valid`)
  requireElement(page.elements, id)
  return { ...page, elements: updateElement(page.elements, id, (el) => ({ ...el, slot })) }
}
