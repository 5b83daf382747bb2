import type { Element } from '../element.ts'
import type { Page } from '../page.ts'
import { ElementOperationError, collectIds, insertAfter, requireElement, updateElement } from './tree.ts'

export interface AddElementOptions {
  /** The group (or slotted element) to add into; omitted or null: the page itself. */
  parentId?: string | null
  /** Place right after this sibling; omitted: at the end. */
  afterId?: string | null
}

/** Add a new element to the page or into an element; its ids must be new to the page. */
export function addElement(page: Page, element: Element, options: AddElementOptions = {}): Page {
  const existing = new Set(collectIds(page.elements))
  for (const id of collectIds([element]))
    if (existing.has(id)) throw new ElementOperationError(`Element id '${id}' is already on the page`)
  const { parentId, afterId } = options
  if (afterId) {
    const after = requireElement(page.elements, afterId)
    if ((after.parent?.id ?? null) !== (parentId ?? after.parent?.id ?? null))
      throw new ElementOperationError('That place is not inside the block chosen: pick the place again')
    return { ...page, elements: insertAfter(page.elements, afterId, element) }
  }
  if (!parentId) return { ...page, elements: [...page.elements, element] }
  const parent = requireElement(page.elements, parentId).element
  if (parent.type !== 'group' && parent.type !== 'slice')
    throw new ElementOperationError('That block does not hold other blocks: add the new block beside it instead')
  return { ...page, elements: updateElement(page.elements, parentId, (p) => ({ ...p, elements: [...p.elements, element] })) }
}
