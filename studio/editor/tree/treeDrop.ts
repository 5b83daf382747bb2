import type { EditArgs, EditName } from '../store/editActions.ts'
import type { TreeRow } from './flattenTree.ts'

export type DropEdit = { [N in EditName]: { name: N; args: EditArgs<N> } }[EditName]

/** How far right (px) an element must be dragged over a group to go into it rather than next to it. */
export const nestOffset = 24
export const topRowId = 'tree:top'

/**
 * What dropping the dragged row onto another means: onto the top row, to the top of the page; onto a slot,
 * into that slot; onto a group dragged rightwards, into the group; otherwise next to the row (after it when
 * dragged down, before it when dragged up).
 */
export function dropEdit(rows: readonly TreeRow[], activeId: string, overId: string | null, deltaX: number): DropEdit | null {
  if (!overId || overId === activeId) return null
  if (overId === topRowId) return { name: 'moveTo', args: [activeId, null] }
  const over = rows.find((r) => r.id === overId)
  if (!over) return null
  if (over.kind === 'slot') return { name: 'moveInto', args: [activeId, over.parentId, over.slot] }
  if (over.container && over.element.type === 'group' && deltaX > nestOffset) return { name: 'moveInto', args: [activeId, over.id, 'default'] }
  const from = rows.findIndex((r) => r.id === activeId)
  const to = rows.findIndex((r) => r.id === overId)
  return from < to ? { name: 'moveTo', args: [activeId, overId] } : { name: 'moveBefore', args: [activeId, overId] }
}
