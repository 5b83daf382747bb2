import { definitionOf } from '../../../catalogue/blocks/elementLabel.ts'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import { copyBlocks, pasteBlocks } from '../clipboard/clipboardCommands.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import { sectionIdOf } from '../../../catalogue/model/sections/expandSections.ts'
import type { PageStore } from '../store/createPageStore.ts'
import type { Placement } from '../store/elementActions.ts'
import type { MenuItem } from './ContextMenu.tsx'

export type PickerRequest = { mode: 'add'; at: Placement; allows?: readonly string[] } | { mode: 'replace'; id: string }

/** What the sections add to the commands (studio/sections): saving blocks as a section, detaching a placed one. */
export interface SectionCommands {
  saveAsSection: (ids: string[]) => void
  detach: (id: string, sectionId: string) => void
}

/** The element commands, shared by the context menu and the keyboard shortcuts. */
export function treeCommands(store: PageStore, id: string, openPicker: (request: PickerRequest) => void, sections?: SectionCommands): MenuItem[] {
  const s = store.getState()
  const found = findElement(s.history.present.elements, id)
  if (!found) return []
  const { element, parent, index } = found
  const siblings = parent ? parent.elements : s.history.present.elements
  const previous = siblings[index - 1]
  // Only a block that shows records as a list renders a query; the others would show nothing from it.
  const queryModel = element.type === 'slice' ? definitionOf(element)?.queryModels[0] : undefined
  // The menu's block with the rest of the selection when it is part of it, else on its own.
  const copying = s.admin.selectedElements.includes(id) ? s.admin.selectedElements : [id]
  return [
    { label: 'Add block after', shortcut: 'Insert', run: () => openPicker({ mode: 'add', at: { afterId: id } }) },
    ...(element.type === 'group' ? [{ label: 'Add block inside', shortcut: 'Shift+Insert', run: () => openPicker({ mode: 'add', at: { parentId: id } }) }] : []),
    { label: 'Duplicate', shortcut: 'Ctrl+D', run: () => void s.edit('duplicate', id) },
    { label: copying.length > 1 ? `Copy ${copying.length} blocks` : 'Copy', shortcut: 'Ctrl+C', run: () => void copyBlocks(store, copying) },
    { label: 'Paste after', shortcut: 'Ctrl+V', run: () => void pasteBlocks(store, id) },
    ...(element.type !== 'group' ? [{ label: 'Replace…', shortcut: 'R', run: () => openPicker({ mode: 'replace', id }) }] : []),
    { label: element.enabled ? 'Disable' : 'Enable', shortcut: 'Ctrl+E', run: () => void s.edit('setEnabled', id, !element.enabled) },
    { label: 'Move up', shortcut: 'Alt+↑', run: () => void s.edit('moveBy', id, -1), disabled: index === 0 },
    { label: 'Move down', shortcut: 'Alt+↓', run: () => void s.edit('moveBy', id, 1), disabled: index === siblings.length - 1 },
    { label: 'Move to top', shortcut: 'Alt+Home', run: () => void s.edit('moveTo', id, null) },
    {
      label: 'Move into previous group',
      shortcut: 'Alt+→',
      run: () => void (previous && s.edit('moveInto', id, previous.id, 'default')),
      disabled: previous?.type !== 'group',
    },
    { label: 'Move out of group', shortcut: 'Alt+←', run: () => void s.edit('moveOut', id), disabled: !parent },
    ...(queryModel
      ? [{ label: 'Turn into query', run: () => void s.edit('setQuery', id, { model: queryModel, where: [], limit: 12 }) }]
      : element.type === 'query'
        ? [{ label: 'Turn back into slice', run: () => void s.edit('setQuery', id, null) }]
        : []),
    ...sectionCommands(s.admin.selectedElements, element, sections),
    { label: 'Delete', shortcut: 'Delete', run: () => void s.edit('remove', id) },
  ]
}

function sectionCommands(selected: readonly string[], element: Element, sections: SectionCommands | undefined): MenuItem[] {
  if (!sections) return []
  const placed = sectionIdOf(element)
  // The selection when the row is part of it, else the row alone.
  const ids = selected.includes(element.id) ? [...selected] : [element.id]
  return [
    { label: ids.length > 1 ? `Save ${ids.length} blocks as section…` : 'Save as section…', run: () => sections.saveAsSection(ids) },
    ...(placed ? [{ label: 'Detach from section', run: () => sections.detach(element.id, placed) }] : []),
  ]
}
