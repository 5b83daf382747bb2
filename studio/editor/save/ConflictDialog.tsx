import type { ReactNode } from 'react'

interface Props {
  /** What was saved by someone else: 'page', 'menu'. */
  what: string
  /** The version they saved. */
  version: number
  /** What they changed since it was opened, in words. */
  changes: string[]
  onMerge: () => void
  /** The merge's own step (both sides' values to choose from) once it has begun; replaces the summary and actions. */
  merging?: ReactNode
  onTakeOver: () => void
  onUseTheirs: () => void
  onCancel: () => void
}

/** Someone else saved this page or record since it was opened: show what they changed and let the editor decide. */
export function ConflictDialog({ what, version, changes, onMerge, onTakeOver, onUseTheirs, onCancel, merging }: Props) {
  return (
    <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="conflict-title">
      <div className="modal__box conflict">
        <h2 id="conflict-title">Someone else saved this {what} (version {version})</h2>
        {merging ?? (
          <>
        <p>Your changes are not saved yet. What they changed since you opened it:</p>
        <ul className="conflict__changes">
          {changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="modal__actions">
          <button type="button" className="studio__primary" onClick={onMerge} autoFocus>
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
