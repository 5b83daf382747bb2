import { useEffect, useRef } from 'react'
import type { StoredMedia } from './mediaApi.ts'
import { MediaBrowser } from './MediaBrowser.tsx'

/** The media library in a modal dialog: choose a file, or upload one (chosen, dropped or pasted) and take it at once. */
export function MediaPicker({ open, onClose, onPick, imagesOnly = true }: { open: boolean; onClose: () => void; onPick: (item: StoredMedia) => void; imagesOnly?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    <dialog ref={dialog} className="media-dialog" aria-labelledby="media-dialog-title" onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <div className="media-dialog__head">
            <h2 id="media-dialog-title">Media library</h2>
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
          <div className="media-dialog__body">
            <MediaBrowser
              imagesOnly={imagesOnly}
              autoFocus
              onSelect={(item) => {
                onPick(item)
                onClose()
              }}
            />
          </div>
        </>
      )}
    </dialog>
  )
}
