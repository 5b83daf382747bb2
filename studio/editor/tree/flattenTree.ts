import { definitionOf, elementKind, elementLabel } from '../../../catalogue/blocks/elementLabel.ts'
import type { Element } from '../../../catalogue/model/element.ts'

export interface ElementRow {
  kind: 'element'
  id: string
  element: Element
  depth: number
  parentId: string | null
  label: string
  /** Whether blocks can be nested into it: a group, or a slice with named slots. */
  container: boolean
  /** How many siblings it has (itself included) and where it stands among them, from 1: aria-setsize and aria-posinset. */
  setSize: number
  position: number
}

export interface SlotRow {
  kind: 'slot'
  id: string
  parentId: string
  slot: string
  depth: number
  label: string
  allows?: readonly string[]
}

export type TreeRow = ElementRow | SlotRow

export const slotRowId = (parentId: string, slot: string) => `slot:${parentId}:${slot}`

export { elementKind, elementLabel }

/**
 * The element tree as the rows the editor shows, depth first; collapsed elements hide their children.
 * With `previous` rows, a row whose element, depth and parent are unchanged is the same object, so the
 * tree re-renders only the rows an edit touched.
 */
export function flattenTree(elements: readonly Element[], collapsed: ReadonlySet<string> = new Set(), previous?: readonly TreeRow[]): TreeRow[] {
  const rows: TreeRow[] = []
  const before = new Map(previous?.map((r) => [r.id, r]))
  const walk = (list: readonly Element[], depth: number, parentId: string | null) => {
    for (const [i, element] of list.entries()) {
      const definition = definitionOf(element)
      const slots = definition?.slots ?? []
      const old = before.get(element.id)
      const [setSize, position] = [list.length, i + 1]
      if (old?.kind === 'element' && old.element === element && old.depth === depth && old.parentId === parentId && old.setSize === setSize && old.position === position) rows.push(old)
      else rows.push({
        kind: 'element',
        id: element.id,
        element,
        depth,
        parentId,
        label: elementLabel(element, definition),
        container: element.type === 'group' || slots.length > 0,
        setSize,
        position,
      })
      if (collapsed.has(element.id)) continue
      if (slots.length === 0) {
        walk(element.elements, depth + 1, element.id)
        continue
      }
      for (const slot of slots) {
        const id = slotRowId(element.id, slot.name)
        // A slot row holds only what the block definition says, so at the same depth it is the same row.
        const oldSlot = before.get(id)
        if (oldSlot?.kind === 'slot' && oldSlot.depth === depth + 1) rows.push(oldSlot)
        else rows.push({ kind: 'slot', id, parentId: element.id, slot: slot.name, depth: depth + 1, label: slot.label ?? slot.name, ...(slot.allows ? { allows: slot.allows } : {}) })
        walk(element.elements.filter((c) => c.slot === slot.name), depth + 2, element.id)
      }
    }
  }
  walk(elements, 0, null)
  return rows
}
