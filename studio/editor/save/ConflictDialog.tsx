import type { Page } from '../../../catalogue/model/page.ts'
import type { StoredPage } from '../../api/client.ts'
import { describeChanges } from './mergeTopLevel.ts'

interface Props {
  base: Page
  current: StoredPage
  onMerge: () => void
  onTakeOver: () => void
  onUseTheirs: () => void
  onCancel: () => void
}

/** Someone else saved this page since it was opened: show what they changed and let the editor decide. */
export function ConflictDialog({ base, current, onMerge, onTakeOver, onUseTheirs, onCancel }: Props) {
  return (
    <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="conflict-title">
      <div className="modal__box">
        <h2 id="conflict-title">Someone else saved this page (version {current.version})</h2>
        <p>Your changes are not saved yet. What they changed since you opened it:</p>
        <ul className="conflict__changes">
          {describeChanges(base, current).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="modal__actions">
          <button type="button" className="studio__primary" onClick={onMerge}>
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
      </div>
    </div>
  )
}
