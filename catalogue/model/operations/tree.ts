import type { Element } from '../element.ts'

/** A refused element operation; the page it was applied to is left as it was. */
export class ElementOperationError extends Error {
  override name = 'ElementOperationError'
}

export interface Located {
  element: Element
  parent: Element | null
  index: number
}

export function findElement(elements: readonly Element[], id: string, parent: Element | null = null): Located | undefined {
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index]!
    if (element.id === id) return { element, parent, index }
    const inner = findElement(element.elements, id, element)
    if (inner) return inner
  }
  return undefined
}

export function requireElement(elements: readonly Element[], id: string): Located {
  const found = findElement(elements, id)
  if (!found) throw new ElementOperationError('That block is no longer on the page: it was removed meanwhile, perhaps in another window')
  return found
}

export function walkElements(elements: readonly Element[], visit: (element: Element, depth: number) => void, depth = 0): void {
  for (const element of elements) {
    visit(element, depth)
    walkElements(element.elements, visit, depth + 1)
  }
}

export function collectIds(elements: readonly Element[]): string[] {
  const ids: string[] = []
  walkElements(elements, (el) => ids.push(el.id))
  return ids
}

/** Rebuild only the path to the element with `id`; untouched subtrees keep their identity (cheap re-renders). */
export function updateElement(elements: readonly Element[], id: string, update: (element: Element) => Element): Element[] {
  let changed = false
  const next = elements.map((element) => {
    if (changed) return element
    if (element.id === id) {
      changed = true
      return update(element)
    }
    const children = updateElement(element.elements, id, update)
    if (children === element.elements) return element
    changed = true
    return { ...element, elements: children }
  })
  return changed ? next : (elements as Element[])
}

export function removeElement(elements: readonly Element[], id: string): Element[] {
  const index = elements.findIndex((el) => el.id === id)
  if (index >= 0) return [...elements.slice(0, index), ...elements.slice(index + 1)]
  let changed = false
  const next = elements.map((element) => {
    if (changed) return element
    const children = removeElement(element.elements, id)
    if (children === element.elements) return element
    changed = true
    return { ...element, elements: children }
  })
  return changed ? next : (elements as Element[])
}

/** Insert `inserted` right after the element `afterId`, in whichever list holds it. */
export function insertAfter(elements: readonly Element[], afterId: string, inserted: Element): Element[] {
  const index = elements.findIndex((el) => el.id === afterId)
  if (index >= 0) return [...elements.slice(0, index + 1), inserted, ...elements.slice(index + 1)]
  let changed = false
  const next = elements.map((element) => {
    if (changed) return element
    const children = insertAfter(element.elements, afterId, inserted)
    if (children === element.elements) return element
    changed = true
    return { ...element, elements: children }
  })
  return changed ? next : (elements as Element[])
}

export function isInside(ancestor: Element, id: string): boolean {
  return ancestor.id === id || findElement(ancestor.elements, id) !== undefined
}
