import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, useCallback, type KeyboardEvent, type MouseEvent } from 'react'
import { blockDefinitions } from '../../../catalogue/blocks/definitions.ts'
import { elementKind, type TreeRow } from './flattenTree.ts'

/** A block as the picker names it ('Collection card'), never by its component. */
const blockName = (component: string) => (blockDefinitions as Record<string, { name: string } | undefined>)[component]?.name ?? 'a block no longer offered'

interface Props {
  row: TreeRow
  /** Where the row sits in the virtual list (px from its top), and the list's way to learn the row's height. */
  top: number
  index: number
  measure: (node: HTMLElement | null) => void
  selected: boolean
  collapsed: boolean
  /** `toggle` (Ctrl/Cmd+click) adds or takes the row out of the selection; `range` (Shift+click) selects up to it. */
  onSelect: (id: string, how?: 'toggle' | 'range') => void
  onToggle: (id: string) => void
  onContextMenu: (id: string, x: number, y: number) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>, row: TreeRow) => void
  onAddInto: (parentId: string, slot: string) => void
}

export const TreeRowView = memo(function TreeRowView({ row, top, index, measure, selected, collapsed, onSelect, onToggle, onContextMenu, onKeyDown, onAddInto }: Props) {
  const sortable = useSortable({ id: row.id, disabled: row.kind === 'slot' })
  const style = { top, transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition, paddingLeft: `${0.5 + row.depth * 1.25}rem` }
  const { setNodeRef } = sortable
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node)
      measure(node)
    },
    [setNodeRef, measure],
  )
  if (row.kind === 'slot')
    return (
      <li ref={ref} style={style} data-index={index} className="tree__slot" data-slot={row.slot} role="none">
        <span>Slot: {row.label}</span>
        {row.allows && <small> (takes {row.allows.map(blockName).join(', ')})</small>}
        <button type="button" className="tree__mini" onClick={() => onAddInto(row.parentId, row.slot)} aria-label={`Add a block to slot ${row.label}`}>
          +
        </button>
      </li>
    )
  const { element } = row
  const openMenu = (e: MouseEvent) => {
    e.preventDefault()
    // A right-click inside the selection keeps it, so the menu can copy every selected block.
    if (!selected) onSelect(row.id)
    onContextMenu(row.id, e.clientX, e.clientY)
  }
  return (
    <li
      ref={ref}
      style={style}
      data-index={index}
      role="treeitem"
      aria-selected={selected}
      aria-level={row.depth + 1}
      aria-setsize={row.setSize}
      aria-posinset={row.position}
      aria-expanded={row.container ? !collapsed : undefined}
      tabIndex={selected ? 0 : -1}
      data-element={row.id}
      data-testid={`tree-${row.id}`}
      className={`tree__row${selected ? ' is-selected' : ''}${element.enabled ? '' : ' is-disabled'}${sortable.isDragging ? ' is-dragging' : ''}`}
      onClick={(e) => onSelect(row.id, e.shiftKey ? 'range' : e.ctrlKey || e.metaKey ? 'toggle' : undefined)}
      onContextMenu={openMenu}
      onKeyDown={(e) => onKeyDown(e, row)}
    >
      <button type="button" className="tree__handle" aria-label={`Drag ${row.label}`} {...sortable.attributes} {...sortable.listeners} tabIndex={-1}>
        ⠿
      </button>
      {row.container && (
        <button type="button" className="tree__mini" tabIndex={-1} aria-label={collapsed ? 'Expand' : 'Collapse'} onClick={(e) => (e.stopPropagation(), onToggle(row.id))}>
          {collapsed ? '▸' : '▾'}
        </button>
      )}
      <span className="tree__label">{row.label}</span>
      {row.label !== elementKind(element) && <small className="tree__type">{elementKind(element)}</small>}
      {!element.enabled && <small className="tree__off">disabled</small>}
      {element.slot !== 'default' && <small className="tree__type">@{element.slot}</small>}
    </li>
  )
})
