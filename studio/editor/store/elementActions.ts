import type { BlockDefinition } from '../../../catalogue/blocks/defineBlock.ts'
import { getBlockDefinition } from '../../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element, ModelQuery } from '../../../catalogue/model/element.ts'
import { newGroup } from '../../../catalogue/model/newGroup.ts'
import {
  ElementOperationError,
  addElement,
  deleteElement,
  duplicateElement,
  findElement,
  moveElement,
  moveElementInto,
  replaceElement,
  setElementEnabled,
  setModelQuery,
  setSlot,
} from '../../../catalogue/model/operations/index.ts'
import { isInside, removeElement, updateElement } from '../../../catalogue/model/operations/tree.ts'
import type { Page } from '../../../catalogue/model/page.ts'
import { agentSignedInCondition, isAgentSignedInCondition, isAgentsOnlyElement } from '../../../catalogue/model/gatedContent.ts'

/** Said when an edit names a block that is gone: removed meanwhile, here or in another window of the same page. */
export const blockGone = 'That block is no longer on the page: it was removed meanwhile, perhaps in another window'

export interface Placement {
  parentId?: string | null
  slot?: string
  afterId?: string | null
}

/** Throws when `component` may not go into `slot` of `parentId` (a named slot lists what it allows). */
export function assertSlotAccepts(
  page: Page,
  parentId: string | null | undefined,
  slot: string,
  component: string | undefined,
  lookup: (component: string) => Pick<BlockDefinition, 'name' | 'slots'> = getBlockDefinition,
): void {
  if (!parentId) return
  const parent = findElement(page.elements, parentId)?.element
  if (!parent || parent.type === 'group' || !parent.component) return
  const { name, slots } = lookup(parent.component)
  if (slots.length === 0) throw new ElementOperationError(`${name} has no slots to put blocks in`)
  const target = slots.find((s) => s.name === slot)
  if (!target) throw new ElementOperationError(`${name} has no slot '${slot}'`)
  if (target.allows && component && !target.allows.includes(component)) {
    // Named as the block picker names them ("Card"), never by their code names.
    const names = target.allows.map((c) => {
      try {
        return lookup(c).name
      } catch {
        return 'another kind of block'
      }
    })
    const place = !target.label || target.label === name ? name : `“${target.label}” of ${name}`
    throw new ElementOperationError(`Only these blocks go into ${place}: ${names.join(', ')}`)
  }
}

export function place(page: Page, element: Element, at: Placement): Page {
  const slot = at.slot ?? 'default'
  if (at.afterId) {
    const after = findElement(page.elements, at.afterId)
    if (!after) throw new ElementOperationError(blockGone)
    assertSlotAccepts(page, after.parent?.id, after.element.slot, element.component)
    return addElement(page, { ...element, slot: after.element.slot }, { parentId: after.parent?.id ?? null, afterId: at.afterId })
  }
  assertSlotAccepts(page, at.parentId, slot, element.component)
  return addElement(page, { ...element, slot }, { parentId: at.parentId ?? null })
}

export function addBlock(page: Page, component: string, at: Placement = {}, values: Record<string, unknown> = {}): Page {
  return place(page, newSliceFromBlock(component, values), at)
}

export function addGroup(page: Page, at: Placement = {}, label = 'Group'): Page {
  return place(page, newGroup(label), at)
}

export const duplicate = (page: Page, id: string): Page => duplicateElement(page, id)

export const remove = (page: Page, id: string): Page => deleteElement(page, id)

/** Swap a slice for another block, keeping the values of fields both blocks have. */
export function replaceWithBlock(page: Page, id: string, component: string): Page {
  const old = findElement(page.elements, id)?.element
  if (!old) throw new ElementOperationError(blockGone)
  const kept: Record<string, unknown> = {}
  const definition = getBlockDefinition(component)
  for (const f of old.fields) if (definition.fields[f.name]?.kind === f.type) kept[f.name] = f.value
  const replacement = { ...newSliceFromBlock(component, kept), elements: old.elements }
  return replaceElement(page, id, replacement)
}

/** To the top of the page when `destinationId` is null, else right after the destination. */
export function moveTo(page: Page, id: string, destinationId: string | null): Page {
  if (destinationId) {
    const destination = findElement(page.elements, destinationId)
    const moving = findElement(page.elements, id)?.element
    if (destination) assertSlotAccepts(page, destination.parent?.id, destination.element.slot, moving?.component)
  }
  return moveElement(page, id, destinationId)
}

export function moveInto(page: Page, id: string, targetId: string, slot = 'default'): Page {
  const moving = findElement(page.elements, id)?.element
  if (moving && (id === targetId || findElement(moving.elements, targetId)))
    throw new ElementOperationError('A block cannot go inside itself')
  assertSlotAccepts(page, targetId, slot, moving?.component)
  return moveElementInto(page, id, targetId, slot)
}

/** Right before another element, in its list and slot (dragging upwards). */
export function moveBefore(page: Page, id: string, beforeId: string): Page {
  if (id === beforeId) return page
  const moving = findElement(page.elements, id)?.element
  const before = findElement(page.elements, beforeId)
  if (!moving) throw new ElementOperationError(blockGone)
  if (!before) throw new ElementOperationError(blockGone)
  if (isInside(moving, beforeId)) throw new ElementOperationError('A block cannot go inside itself')
  assertSlotAccepts(page, before.parent?.id, before.element.slot, moving.component)
  const placed = { ...moving, slot: before.parent ? before.element.slot : 'default' }
  const spliceIn = (list: readonly Element[]) => {
    const i = list.findIndex((e) => e.id === beforeId)
    return [...list.slice(0, i), placed, ...list.slice(i)]
  }
  const rest = removeElement(page.elements, id)
  if (!before.parent) return { ...page, elements: spliceIn(rest) }
  return { ...page, elements: updateElement(rest, before.parent.id, (p) => ({ ...p, elements: spliceIn(p.elements) })) }
}

/** One place up or down among its siblings (keyboard reordering). */
export function moveBy(page: Page, id: string, delta: -1 | 1): Page {
  const found = findElement(page.elements, id)
  if (!found) throw new ElementOperationError(blockGone)
  const siblings = found.parent ? found.parent.elements : page.elements
  const { index } = found
  if (delta === 1) {
    const next = siblings[index + 1]
    return next ? moveElement(page, id, next.id) : page
  }
  if (index === 0) return page
  if (index >= 2) return moveElement(page, id, siblings[index - 2]!.id)
  // Second in its list: it becomes first, which is the same as moving the first one after it.
  return moveElement(page, siblings[0]!.id, id)
}

/** Keyboard outdent: out of its parent, right after it. */
export function moveOut(page: Page, id: string): Page {
  const found = findElement(page.elements, id)
  if (!found?.parent) return page
  return moveTo(page, id, found.parent.id)
}

export const setSlotOf = (page: Page, id: string, slot: string): Page => {
  const found = findElement(page.elements, id)
  if (found) assertSlotAccepts(page, found.parent?.id, slot, found.element.component)
  return setSlot(page, id, slot)
}

export const setEnabled = (page: Page, id: string, enabled: boolean): Page => setElementEnabled(page, id, enabled)

export const setQuery = (page: Page, id: string, query: ModelQuery | null): Page => setModelQuery(page, id, query)

export function setLabel(page: Page, id: string, label: string): Page {
  if (!findElement(page.elements, id)) throw new ElementOperationError(blockGone)
  const update = (els: Element[]): Element[] =>
    els.map((el) => (el.id === id ? { ...el, label } : findElement(el.elements, id) ? { ...el, elements: update(el.elements) } : el))
  return { ...page, elements: update(page.elements) }
}

/**
 * Marks an element for signed-in travel agents only, or for everyone again, by its condition "agent equals
 * signed-in" (catalogue/model/gatedContent.ts): then it is left out of the public site and shown to agents.
 * Its other conditions stay; a block shown when any one of several conditions holds cannot also require it.
 */
export function setAgentsOnly(page: Page, id: string, on: boolean): Page {
  const found = findElement(page.elements, id)
  if (!found) throw new ElementOperationError(blockGone)
  const settings = found.element.conditions_settings
  const others = (settings?.conditions ?? []).filter((c) => !isAgentSignedInCondition(c))
  if (on && isAgentsOnlyElement(found.element)) return page
  if (on && settings?.type === 'or' && others.length) throw new ElementOperationError('This block shows when any one of its conditions holds, so it cannot also require a signed-in agent')
  const conditions = on ? [...others, agentSignedInCondition] : others
  const { conditions_settings: _old, ...rest } = found.element
  const next: Element = conditions.length ? { ...rest, conditions_settings: { type: settings?.type ?? 'and', conditions } } : rest
  const update = (els: Element[]): Element[] => els.map((el) => (el.id === id ? next : findElement(el.elements, id) ? { ...el, elements: update(el.elements) } : el))
  return { ...page, elements: update(page.elements) }
}

export type PageMeta = Pick<Page, 'title' | 'path' | 'description' | 'layout' | 'access' | 'tags' | 'fields' | 'head'>
export function setPageMeta(page: Page, meta: Partial<PageMeta>): Page {
  return { ...page, ...meta }
}
