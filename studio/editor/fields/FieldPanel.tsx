import { getBlockDefinition } from '../../../catalogue/blocks/definitions.ts'
import type { AnyField } from '../../../catalogue/fields/fieldKind.ts'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { ElementSettings } from './ElementSettings.tsx'
import { FieldRow } from './FieldRow.tsx'

/** The selected element's settings and fields, the fields grouped as the block definition groups them. */
export function FieldPanel() {
  const store = usePageStore()
  const selectedId = useEditor((s) => (s.admin.selectedElements.length === 1 ? s.admin.selectedElements[0]! : null))
  const element = useEditor((s) => (selectedId ? findElement(s.history.present.elements, selectedId)?.element : undefined))
  const layout = useEditor((s) => s.history.present.layout)
  const selectedGroup = useEditor((s) => s.admin.selectedGroup)
  const selectedField = useEditor((s) => s.admin.selectedField)
  const selectedCount = useEditor((s) => s.admin.selectedElements.length)
  if (selectedCount > 1) return <p className="studio__muted">{selectedCount} blocks selected: copy them (Ctrl+C, or “Copy” in their menu), or select one to edit its fields.</p>
  if (!element) return <p className="studio__muted">Select an element to edit its fields.</p>
  let definition
  try {
    definition = element.component ? getBlockDefinition(element.component) : undefined
  } catch (error) {
    return <p role="alert">{(error as Error).message}</p>
  }
  const groups = new Map<string, [string, AnyField][]>()
  for (const entry of Object.entries(definition?.fields ?? {}) as [string, AnyField][]) {
    const group = entry[1].meta.group ?? ''
    groups.set(group, [...(groups.get(group) ?? []), entry])
  }
  return (
    <div className="fields" aria-label="Fields">
      <h2>{definition?.name ?? 'Group'}</h2>
      {definition?.deprecated && <p className="picker__deprecated">This block is deprecated: prefer another for new content.</p>}
      <ElementSettings element={element} />
      {[...groups].map(([group, entries]) => {
        const groupKey = `${element.id}:${group}`
        const rows = entries.map(([name, kind]) => (
          <FieldRow key={name} elementId={element.id} name={name} kind={kind} stored={element.fields.find((f) => f.name === name)} layout={layout} />
        ))
        if (!group) return <div key="">{rows}</div>
        // Selecting a field clears the group selection; the group holding that field stays open.
        const open = selectedGroup === groupKey || entries.some(([name]) => selectedField === `${element.id}:${name}`)
        return (
          <section key={group} className="field-group">
            <h3>
              <button type="button" aria-expanded={open} onClick={() => store.getState().selectGroup(groupKey)}>
                {group}
              </button>
            </h3>
            {open && rows}
          </section>
        )
      })}
    </div>
  )
}
