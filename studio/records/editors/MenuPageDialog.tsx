import { useEffect, useId, useRef } from 'react'
import type { LinkTargetItem, LinkTargetKind } from '../../../catalogue/fields/linkTarget.ts'
import { LinkPagePicker } from '../../editor/fields/LinkPagePicker.tsx'

interface Props {
  siteId: string
  /** The item's label, to say which item the page is for. */
  label: string
  picked?: string
  /** What the item opens now, when picked by identity: the picker starts on that kind. */
  pickedKind?: LinkTargetKind
  onPick: (page: LinkTargetItem) => void
  onClose: () => void
}

/**
 * Picks the page or blog post a menu item opens, with the link dialog's search, in the browser's own modal <dialog> (it
 * keeps the focus inside, closes on Escape and gives the focus back to the button that opened it).
 */
export function MenuPageDialog({ siteId, label, picked, pickedKind, onPick, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal()
    dialog?.querySelector('input')?.focus()
    return () => {
      dialog?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className="link-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <div className="link-dialog__body">
        <h2 id={`${id}-title`}>{label.trim() ? `Pick the page or post “${label.trim()}” opens` : 'Pick the page or post this item opens'}</h2>
        <p className="link-dialog__problem">The item follows the page when it moves, and the post when its address changes.</p>
        <LinkPagePicker on={{ siteId }} kinds={['page', 'post']} {...(pickedKind ? { start: pickedKind } : {})} {...(picked ? { picked } : {})} onPick={onPick} />
        <div className="modal__actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  )
}
