import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useState } from 'react'
import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import type { MenuItem } from '../../../catalogue/model/site.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import type { LinkTargetItem } from '../../../catalogue/fields/linkTarget.ts'
import { MenuPageDialog } from './MenuPageDialog.tsx'
import { moveRow, pickPage, rowKey, toItems, toRows, typeAddress, type MenuRow } from './menuRows.ts'
import { menuTargetKey, useMenuTargets } from './useMenuTargets.ts'

interface RowProps {
  row: MenuRow
  index: number
  disabled?: boolean
  canNest: boolean
  /** The page or post the row opens by identity as the site has it now: undefined while asked for, null when the site has none. */
  target: LinkTargetItem | null | undefined
  /** Absent until the menu has a site to pick pages of. */
  onPickPage?: () => void
  onChange: (row: MenuRow) => void
  onRemove: () => void
}

function SortableRow({ row, index, disabled, canNest, target, onPickPage, onChange, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: row.key, disabled })
  const n = index + 1
  return (
    <li ref={setNodeRef} className={`menu-editor__row${row.depth ? ' is-nested' : ''}${isDragging ? ' is-dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" className="menu-editor__handle" aria-label={`Move item ${n}: ${row.label || 'new item'} (space, then arrow keys)`} {...attributes} {...listeners}>
        ⠿
      </button>
      <input aria-label={`Item ${n} label`} placeholder="Label" value={row.label} disabled={disabled} onChange={(e) => onChange({ ...row, label: e.target.value })} />
      <input aria-label={`Item ${n} link`} placeholder="/path or https://…" value={target ? target.href : row.href} disabled={disabled} onChange={(e) => onChange(typeAddress(row, e.target.value))} />
      <button type="button" disabled={disabled || !onPickPage} onClick={onPickPage} aria-label={`Pick a page or post for item ${n}`} title={onPickPage ? undefined : 'Choose the menu’s site first'}>
        Page or post…
      </button>
      {row.depth === 0 ? (
        <button type="button" disabled={disabled || !canNest} onClick={() => onChange({ ...row, depth: 1 })} aria-label={`Nest item ${n} under the item above`}>
          → Nest
        </button>
      ) : (
        <button type="button" disabled={disabled} onClick={() => onChange({ ...row, depth: 0 })} aria-label={`Move item ${n} out to the top level`}>
          ← Out
        </button>
      )}
      <button type="button" disabled={disabled} onClick={onRemove} aria-label={`Remove item ${n}`}>
        ×
      </button>
      {row.to && target !== undefined && (
        <p className={`menu-editor__target${target ? '' : ' is-gone'}`}>
          {target ? (
            <>
              Opens the {row.to.kind === 'post' ? 'blog post' : 'page'} <strong>{target.title}</strong>, wherever it moves{target.published ? '.' : row.to.kind === 'post' ? ' (not out yet).' : ' (not published yet).'}
            </>
          ) : row.to.kind === 'post' ? (
            'The blog post this item opened has been deleted. Pick another page or post, or type an address.'
          ) : (
            'The page this item opened has been deleted. Pick another page or post, or type an address.'
          )}
        </p>
      )}
    </li>
  )
}

/**
 * A menu's items and their submenus: reordered by dragging the handle, or from the keyboard (focus the handle,
 * Space, arrow keys, Space), with @dnd-kit as the page tree does; nested with Nest and Out. An item opens an
 * address typed in, or a page or blog post of the menu's site picked by its title (Page or post…), which it follows
 * when the page moves or the post's slug changes.
 */
export function MenuItemsEditor({ value, onChange, inputId, disabled, record }: EditorProps<CustomField>) {
  const [rows, setRows] = useState<MenuRow[]>(() => toRows(Array.isArray(value) ? (value as MenuItem[]) : []))
  const [picking, setPicking] = useState<string>()
  const siteId = typeof record?.site_id === 'string' && record.site_id ? record.site_id : undefined
  const targets = useMenuTargets(siteId, rows.flatMap((r) => (r.to ? [r.to] : [])))
  const pickingRow = rows.find((r) => r.key === picking)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const update = (next: MenuRow[]) => {
    setRows(next)
    // An item opening a page or post by identity is saved with its current address (the server sets it so too).
    onChange(toItems(next.map((r) => (r.to && targets[menuTargetKey(r.to)] ? { ...r, href: targets[menuTargetKey(r.to)]!.href } : r))))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = rows.findIndex((r) => r.key === active.id)
    const to = rows.findIndex((r) => r.key === over.id)
    if (from >= 0 && to >= 0) update(moveRow(rows, from, to))
  }
  const named = (id: string | number) => rows.find((r) => r.key === id)?.label || 'the new item'
  const position = (id: string | number) => `position ${rows.findIndex((r) => r.key === id) + 1} of ${rows.length}`
  // What a screen reader hears while an item is moved from the keyboard, in words rather than dnd-kit's ids.
  const accessibility = {
    screenReaderInstructions: { draggable: 'To move an item, press Space, move it with the arrow keys, then press Space to drop it or Escape to cancel.' },
    announcements: {
      onDragStart: ({ active }: { active: { id: string | number } }) => `Picked up ${named(active.id)} at ${position(active.id)}.`,
      onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => (over ? `${named(active.id)} is over ${position(over.id)}.` : `${named(active.id)} is not over a place in the menu.`),
      onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => (over ? `Dropped ${named(active.id)} at ${position(over.id)}.` : `Dropped ${named(active.id)} where it was.`),
      onDragCancel: ({ active }: { active: { id: string | number } }) => `Moving ${named(active.id)} was cancelled.`,
    },
  }
  return (
    <div className="menu-editor" id={inputId}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={rows.map((r) => r.key)} strategy={verticalListSortingStrategy}>
          <ol aria-label="Menu items">
            {rows.map((row, i) => (
              <SortableRow
                key={row.key}
                row={row}
                index={i}
                disabled={disabled}
                canNest={i > 0}
                target={row.to ? targets[menuTargetKey(row.to)] : undefined}
                {...(siteId ? { onPickPage: () => setPicking(row.key) } : {})}
                onChange={(r) => update(rows.map((x) => (x.key === row.key ? r : x)))}
                onRemove={() => update(rows.filter((x) => x.key !== row.key))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {rows.length === 0 && <p className="studio__muted">No items yet.</p>}
      {pickingRow && siteId && (
        <MenuPageDialog
          siteId={siteId}
          label={pickingRow.label}
          {...(pickingRow.to ? { picked: pickingRow.to.id, pickedKind: pickingRow.to.kind } : {})}
          onPick={(page) => {
            setPicking(undefined)
            update(rows.map((x) => (x.key === pickingRow.key ? pickPage(x, page) : x)))
          }}
          onClose={() => setPicking(undefined)}
        />
      )}
      <button type="button" disabled={disabled} onClick={() => update([...rows, { key: rowKey(), label: '', href: '', depth: 0 }])}>
        Add item
      </button>
    </div>
  )
}
