import { useState, type ReactNode } from 'react'
import { usePageStore } from '../editor/EditorContext.ts'
import type { Placement } from '../editor/store/elementActions.ts'
import type { SectionCommands } from '../editor/tree/useTreeCommands.ts'
import { SaveAsSectionDialog } from './SaveAsSectionDialog.tsx'
import { sectionApi, type StoredSection } from './sectionApi.ts'

/** The element tree's section commands, the picker's insert, and the save dialog they open. */
export function useSectionCommands(): { commands: SectionCommands; insert: (section: StoredSection, at: Placement) => void; dialog: ReactNode } {
  const store = usePageStore()
  const [saving, setSaving] = useState<string[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const commands: SectionCommands = {
    saveAsSection: (ids) => setSaving(ids),
    detach: (id, sectionId) => {
      sectionApi.get(sectionId).then(
        (section) => void store.getState().edit('detachSection', id, section),
        (e: unknown) => setProblem(`The section could not be read, so the page keeps it as it is: ${e instanceof Error ? e.message : String(e)}`),
      )
    },
  }
  const insert = (section: StoredSection, at: Placement) => {
    const s = store.getState()
    if (section.kind === 'shared') s.edit('placeSection', { id: section.id, name: section.name }, at)
    else s.edit('insertPreset', section.elements, at)
  }
  const dialog = (
    <>
      {saving && <SaveAsSectionDialog ids={saving} onClose={() => setSaving(null)} />}
      {problem && (
        <p role="alert" className="editor__restore">
          {problem}{' '}
          <button type="button" onClick={() => setProblem(null)}>
            Close
          </button>
        </p>
      )}
    </>
  )
  return { commands, insert, dialog }
}
