import { useState } from 'react'
import type { Page } from '../../../catalogue/model/page.ts'
import type { StoredPage } from '../../api/client.ts'
import { MergeChoices } from './MergeChoices.tsx'
import type { MergeConflict } from './mergeConflicts.ts'
import { describeChanges, mergeTopLevel } from './mergeTopLevel.ts'

interface Props {
  base: Page
  mine: Page
  current: StoredPage
  onMerge: (merged: Page) => void
  onTakeOver: () => void
  onUseTheirs: () => void
  onCancel: () => void
}

/** Someone else saved this page since it was opened: show what they changed and let the editor decide. */
export function ConflictDialog({ base, mine, current, onMerge, onTakeOver, onUseTheirs, onCancel }: Props) {
  const [merging, setMerging] = useState<{ page: Page; conflicts: MergeConflict[] } | null>(null)
  const merge = () => {
    const { version: _v, ...theirs } = current
    const result = mergeTopLevel(base, mine, theirs)
    if (result.conflicts.length === 0) onMerge(result.page)
    else setMerging(result)
  }
  return (
    <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="conflict-title">
      <div className="modal__box conflict">
        <h2 id="conflict-title">Someone else saved this page (version {current.version})</h2>
        {merging ? (
          <MergeChoices merged={merging.page} conflicts={merging.conflicts} theirVersion={current.version} onDone={onMerge} onBack={() => setMerging(null)} />
        ) : (
          <>
            <p>Your changes are not saved yet. What they changed since you opened it:</p>
            <ul className="conflict__changes">
              {describeChanges(base, current).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <div className="modal__actions">
              <button type="button" className="studio__primary" onClick={merge} autoFocus>
                Merge: keep their changes and mine
              </button>
              <button type="button" onClick={onTakeOver}>
                Take over: save mine over theirs
              </button>
              <button type="button" onClick={onUseTheirs}>
                Discard mine, use theirs
              </button>
              <button type="button" onClick={onCancel}>
                Cancel
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
