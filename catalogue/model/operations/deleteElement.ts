import type { Page } from '../page.ts'
import { removeElement, requireElement } from './tree.ts'

export function deleteElement(page: Page, id: string): Page {
  requireElement(page.elements, id)
  return { ...page, elements: removeElement(page.elements, id) }
}
