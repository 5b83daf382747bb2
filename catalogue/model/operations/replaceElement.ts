import type { Element } from '../element.ts'
import type { Page } from '../page.ts'
import { ElementOperationError, collectIds, requireElement, updateElement } from './tree.ts'

/** Put `replacement` where the element `id` was; the slot is kept so it stays where the editor put it. */
export function replaceElement(page: Page, id: string, replacement: Element): Page {
  const old = requireElement(page.elements, id).element
  const oldIds = new Set(collectIds([old]))
  const others = new Set(collectIds(page.elements).filter((x) => !oldIds.has(x)))
  for (const newIdValue of collectIds([replacement]))
    if (others.has(newIdValue)) throw new ElementOperationError(`Element id '${newIdValue}' is already on the page`)
  return { ...page, elements: updateElement(page.elements, id, () => ({ ...replacement, slot: old.slot })) }
}
