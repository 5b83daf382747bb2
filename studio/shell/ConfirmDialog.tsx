import { useEffect, useRef, type ReactNode } from 'react'

/** Asks before something that cannot be undone; Escape or the cancel button (focused first) keeps things as they are. */
export function ConfirmDialog({ title, children, confirm, cancel = 'Keep it', busy, onConfirm, onCancel }: { title: string; children: ReactNode; confirm: string; cancel?: string; busy?: boolean; onConfirm: () => void; onCancel: () => void }) {
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => keep.current?.focus(), [])
  return (
    <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <div className="modal__box modal__box--narrow">
        <h2 id="confirm-title">{title}</h2>
        {children}
        <div className="modal__actions">
          <button type="button" className="studio__danger" disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
          <button type="button" ref={keep} onClick={onCancel}>
            {cancel}
          </button>
        </div>
      </div>
    </div>
  )
}
