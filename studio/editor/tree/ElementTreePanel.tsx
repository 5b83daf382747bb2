import { DndContext, KeyboardSensor, closestCenter, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { Element } from '../../../catalogue/model/element.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { pasteBlocks } from '../clipboard/clipboardCommands.ts'
import { ContextMenu } from './ContextMenu.tsx'
import { BlockPicker } from './BlockPicker.tsx'
import { useSectionCommands } from '../../sections/useSectionCommands.tsx'
import { flattenTree, type TreeRow } from './flattenTree.ts'
import { TreeRowView } from './TreeRowView.tsx'
import { dropEdit, topRowId } from './treeDrop.ts'
import { TreePointerSensor } from './TreePointerSensor.ts'
import { treeCommands, type PickerRequest } from './useTreeCommands.ts'

function TopDrop() {
  const { setNodeRef, isOver } = useDroppable({ id: topRowId })
  return (
    <div ref={setNodeRef} className={`tree__top${isOver ? ' is-over' : ''}`}>
      Top of the page
    </div>
  )
}

const shortcutKeys: Record<string, string> = {
  Insert: 'Add block after',
  Delete: 'Delete',
  Backspace: 'Delete',
}

/**
 * The rows of the current elements, computed once per elements/collapsed pair and reusing unchanged rows,
 * for the panel (which needs only the ids) and the row list (which shows them).
 */
function useRowsOf(collapsed: ReadonlySet<string>) {
  const cache = useRef<{ elements: readonly Element[]; collapsed: ReadonlySet<string>; rows: TreeRow[] } | null>(null)
  return useCallback(
    (elements: readonly Element[]): TreeRow[] => {
      const c = cache.current
      if (c && c.elements === elements && c.collapsed === collapsed) return c.rows
      const rows = flattenTree(elements, collapsed, c?.rows)
      cache.current = { elements, collapsed, rows }
      return rows
    },
    [collapsed],
  )
}

interface RowsProps {
  rowsOf: (elements: readonly Element[]) => TreeRow[]
  collapsed: ReadonlySet<string>
  /** The row being dragged: kept rendered while it is scrolled out of view, or the drag would lose it. */
  activeId: string | null
  /** The tree takes the focus (and selects its first row) when nothing is selected yet. */
  tabIndex: number
  onListFocus: () => void
  onSelect: (id: string, how?: 'toggle' | 'range') => void
  onToggle: (id: string) => void
  onContextMenu: (id: string, x: number, y: number) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>, row: TreeRow) => void
  onAddInto: (parentId: string, slot: string) => void
}

/** A row's height before it is measured (one line of the tree). */
const estimatedRowHeight = 30

/**
 * The rows, subscribed to the page on their own: a keystroke re-renders this list and the one row it changed,
 * while the drag-and-drop context above it (whose every change re-renders every sortable row) stays put.
 * Only the rows in view are rendered (@tanstack/react-virtual), plus the selected and the dragged ones, so
 * opening a page of hundreds of elements costs a screenful of rows.
 */
const TreeRows = memo(function TreeRows({ rowsOf, collapsed, activeId, tabIndex, onListFocus, ...handlers }: RowsProps) {
  const rows = rowsOf(useEditor((s) => s.history.present.elements))
  const selected = useEditor((s) => s.admin.selectedElements)
  // Rendered here, so it is attached before the virtualizer first looks for it.
  const scroller = useRef<HTMLDivElement>(null)
  const kept = useMemo(() => {
    const ids = new Set(activeId ? [...selected, activeId] : selected)
    return rows.flatMap((r, i) => (ids.has(r.id) ? [i] : []))
  }, [rows, selected, activeId])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (i) => rows[i]?.id ?? i,
    overscan: 10,
    rangeExtractor: useCallback((range: Range) => [...new Set([...defaultRangeExtractor(range), ...kept])].sort((a, b) => a - b), [kept]),
  })
  // What was selected elsewhere (the preview, another window) is brought into view.
  const firstSelected = kept[0]
  useEffect(() => {
    if (firstSelected !== undefined && !activeId) virtualizer.scrollToIndex(firstSelected, { align: 'auto' })
  }, [firstSelected, activeId, virtualizer])
  return (
    <div className="tree__scroll" ref={scroller}>
      <ul role="tree" aria-label="Elements" className="tree__list" style={{ height: virtualizer.getTotalSize() }} tabIndex={tabIndex} onFocus={onListFocus}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index]!
          return <TreeRowView key={row.id} row={row} index={v.index} top={v.start} measure={virtualizer.measureElement} selected={selected.includes(row.id)} collapsed={collapsed.has(row.id)} {...handlers} />
        })}
      </ul>
    </div>
  )
})

/** The page's elements as a tree: drag to reorder or nest, right-click or Shift+F10 for the actions, and every action by keyboard. */
export function ElementTreePanel() {
  const store = usePageStore()
  const layout = useEditor((s) => s.history.present.layout)
  const selected = useEditor((s) => s.admin.selectedElements)
  const menu = useEditor((s) => s.admin.contextMenu)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [picker, setPicker] = useState<PickerRequest | null>(null)
  const sections = useSectionCommands()
  const [activeId, setActiveId] = useState<string | null>(null)
  const rowsOf = useRowsOf(collapsed)
  const currentRows = useCallback(() => rowsOf(store.getState().history.present.elements), [rowsOf, store])
  // Only the ids: the panel (and dnd-kit's contexts in it) re-render when rows come, go or move, not on a keystroke.
  const ids = useEditor((s) => rowsOf(s.history.present.elements).map((r) => r.id).join('\n'))
  const items = useMemo(() => ids.split('\n').filter(Boolean), [ids])
  const firstElementId = useEditor((s) => rowsOf(s.history.present.elements).find((r) => r.kind === 'element')?.id)
  const sensors = useSensors(useSensor(TreePointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))

  const select = useCallback(
    (id: string, how?: 'toggle' | 'range') => {
      const s = store.getState()
      const now = s.admin.selectedElements
      if (how === 'toggle') return s.selectElements(now.includes(id) ? now.filter((x) => x !== id) : [...now, id])
      const anchor = now[0]
      if (how !== 'range' || !anchor) return s.selectElements([id])
      const order = currentRows().flatMap((r) => (r.kind === 'element' ? [r.id] : []))
      const [a, b] = [order.indexOf(anchor), order.indexOf(id)].sort((x, y) => x - y)
      // The first selected stays first: it is where the next Shift+click counts from.
      s.selectElements([anchor, ...order.slice(a, b! + 1).filter((x) => x !== anchor)])
    },
    [store, currentRows],
  )
  const onListFocus = useCallback(() => {
    if (!store.getState().admin.selectedElements.length && firstElementId) select(firstElementId)
  }, [store, firstElementId, select])
  const toggle = useCallback((id: string) => setCollapsed((c) => (c.has(id) ? new Set([...c].filter((x) => x !== id)) : new Set([...c, id]))), [])
  const openMenu = useCallback((id: string, x: number, y: number) => store.getState().openContextMenu({ x, y, elementId: id }), [store])
  const addInto = useCallback((parentId: string, slot: string) => {
    const row = currentRows().find((r) => r.kind === 'slot' && r.parentId === parentId && r.slot === slot)
    setPicker({ mode: 'add', at: { parentId, slot }, ...(row?.kind === 'slot' && row.allows ? { allows: row.allows } : {}) })
  }, [currentRows])

  const rowElement = (id: string) => document.querySelector<HTMLElement>(`[data-testid="tree-${CSS.escape(id)}"]`)
  // After the edit has rendered (a command may add, move or re-render the row), unless the editor has moved the
  // focus out of the tree meanwhile: a late focus must not take a key meant for, say, the save button.
  const focusRow = (id: string) =>
    requestAnimationFrame(() => {
      const active = document.activeElement
      if (active && active !== document.body && !active.closest('.tree')) return
      rowElement(id)?.focus()
    })

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, row: TreeRow) => {
      if (row.kind !== 'element' || event.target !== event.currentTarget) return
      const s = store.getState()
      const elementRows = currentRows().filter((r) => r.kind === 'element')
      const at = elementRows.findIndex((r) => r.id === row.id)
      const command = (label: string) => treeCommands(store, row.id, setPicker).find((c) => c.label === label)
      const run = (label: string) => {
        const c = command(label)
        if (c && !c.disabled) c.run()
        // The picker takes the focus for itself; every other command leaves it on the row.
        if (!/^(Add|Replace)/.test(label)) focusRow(row.id)
      }
      const ctrl = event.ctrlKey || event.metaKey
      if (event.altKey && event.key === 'ArrowUp') run('Move up')
      else if (event.altKey && event.key === 'ArrowDown') run('Move down')
      else if (event.altKey && event.key === 'ArrowRight') run('Move into previous group')
      else if (event.altKey && event.key === 'ArrowLeft') run('Move out of group')
      else if (event.altKey && event.key === 'Home') run('Move to top')
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const next = elementRows[at + (event.key === 'ArrowDown' ? 1 : -1)]
        if (next) {
          // Shift+↑/↓ selects a run of rows, as Shift+click does (to copy several blocks by keyboard).
          select(next.id, event.shiftKey ? 'range' : undefined)
          focusRow(next.id)
        }
      } else if (event.key === 'ArrowRight' && row.container) setCollapsed((c) => new Set([...c].filter((x) => x !== row.id)))
      else if (event.key === 'ArrowLeft' && row.container) setCollapsed((c) => new Set([...c, row.id]))
      else if (ctrl && event.key.toLowerCase() === 'd') run('Duplicate')
      else if (ctrl && event.key.toLowerCase() === 'e') run(row.element.enabled ? 'Disable' : 'Enable')
      else if (event.key === 'Insert' && event.shiftKey) run('Add block inside')
      else if (event.key.toLowerCase() === 'r' && !ctrl) run('Replace…')
      else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
        const box = event.currentTarget.getBoundingClientRect()
        s.openContextMenu({ x: box.left + 24, y: box.bottom, elementId: row.id })
      } else if (event.key === 'Enter') {
        document.querySelector<HTMLElement>('.fields [name], .fields [contenteditable="true"]')?.focus()
      } else if (shortcutKeys[event.key]) {
        const neighbour = elementRows[at + 1] ?? elementRows[at - 1]
        run(shortcutKeys[event.key]!)
        if (shortcutKeys[event.key] === 'Delete' && neighbour) {
          select(neighbour.id)
          focusRow(neighbour.id)
        }
      } else return
      event.preventDefault()
    },
    [select, store, currentRows],
  )

  const onDragEnd = (event: DragEndEvent) => {
    setActiveId(null)
    const s = store.getState()
    s.setFlag('dragging', false)
    const edit = dropEdit(currentRows(), String(event.active.id), event.over ? String(event.over.id) : null, event.delta.x)
    if (edit) s.edit(edit.name, ...(edit.args as [never, never]))
  }

  const pick = (component: string, values?: Record<string, unknown>) => {
    if (!picker) return
    const s = store.getState()
    const before = currentRows()
    const ok = picker.mode === 'replace' ? s.edit('replaceWithBlock', picker.id, component) : s.edit('addBlock', component, picker.at, values ?? {})
    setPicker(null)
    if (ok && picker.mode === 'add') {
      const page = store.getState().history.present
      const added = flattenTree(page.elements).find((r) => r.kind === 'element' && !before.some((old) => old.id === r.id))
      if (added) {
        select(added.id)
        focusRow(added.id)
      }
    }
  }

  return (
    <nav className="tree" aria-label="Page elements">
      <div className="studio__heading">
        <h2>Elements</h2>
        <button type="button" className="studio__primary" onClick={() => setPicker({ mode: 'add', at: selected[0] ? { afterId: selected[0] } : {} })}>
          Add block
        </button>
        <button type="button" aria-keyshortcuts="Control+V" title="Paste copied blocks after the selected one (or at the end of the page)" onClick={() => void pasteBlocks(store)}>
          Paste
        </button>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={(event) => {
          setActiveId(String(event.active.id))
          store.getState().setFlag('dragging', true)
        }}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null)
          store.getState().setFlag('dragging', false)
        }}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <TopDrop />
          <TreeRows
            rowsOf={rowsOf}
            collapsed={collapsed}
            activeId={activeId}
            tabIndex={selected.length || !firstElementId ? -1 : 0}
            onListFocus={onListFocus}
            onSelect={select}
            onToggle={toggle}
            onContextMenu={openMenu}
            onKeyDown={onKeyDown}
            onAddInto={addInto}
          />
        </SortableContext>
      </DndContext>
      {items.length === 0 && <p className="studio__muted">This page is empty. Add a block to start.</p>}
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          items={treeCommands(store, menu.elementId, setPicker, sections.commands)}
          onClose={() => {
            store.getState().openContextMenu(null)
            // At once, not after a frame: the next key (Escape, then Insert) must already reach the row.
            rowElement(menu.elementId)?.focus()
          }}
        />
      )}
      {picker && (
        <BlockPicker
          title={picker.mode === 'replace' ? 'Replace with' : 'Add a block'}
          layout={layout}
          allows={picker.mode === 'add' ? picker.allows : undefined}
          onPick={pick}
          onGroup={picker.mode === 'add' ? () => (store.getState().edit('addGroup', picker.at), setPicker(null)) : undefined}
          onSection={picker.mode === 'add' ? (section) => (sections.insert(section, picker.at), setPicker(null)) : undefined}
          onClose={() => setPicker(null)}
        />
      )}
      {sections.dialog}
    </nav>
  )
}
