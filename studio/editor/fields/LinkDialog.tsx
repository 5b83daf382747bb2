import { useEffect, useId, useRef, useState } from 'react'
import { checkUrl } from '../../../catalogue/fields/checkUrl.ts'
import type { LinkTarget } from '../../../catalogue/fields/linkTarget.ts'
import { LinkPagePicker } from './LinkPagePicker.tsx'

export interface LinkDraft {
  href: string
  text: string
  newTab: boolean
  /** The page, blog post or file picked: the link follows it when it moves. Absent for an address typed by hand. */
  to?: LinkTarget
  /** Its title, to say what the link opens. */
  toTitle?: string
}

/** Why an address cannot be used, in an editor's words; null when it can. */
export function linkAddressProblem(href: string): string | null {
  if (href.trim() === '') return 'Type the address the link goes to.'
  const checked = checkUrl(href)
  if (checked.ok) return null
  if (checked.protocol) return `'${checked.protocol}:' addresses are not allowed. Use a web address (https://…), mailto:, tel: or a path on this site such as /rooms.`
  return 'Start the address with https://, mailto:, tel: or / for a page on this site (such as /rooms).'
}

interface Props {
  title: string
  initial: LinkDraft
  /** Whether the link's text is asked for (a rich-text link takes the selected words). */
  withText: boolean
  /** Whether "Opens in a new tab" is offered (a link stored as {url, text} has no target). */
  withNewTab: boolean
  /** The page being edited: pages of its site are offered to link to by identity. Absent: addresses only. */
  pageId?: string
  onApply: (link: LinkDraft) => void
  /** Shown for an existing link. */
  onRemove?: () => void
  onClose: () => void
}

/**
 * A link's address, text and new-tab choice in a modal dialog (the browser's own <dialog>: it keeps the focus
 * inside, closes on Escape and returns the focus to the button that opened it). The address is checked as it
 * is typed, by the same rule the API applies, and a link cannot be applied while it is refused.
 */
export function LinkDialog({ title, initial, withText, withNewTab, pageId, onApply, onRemove, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const addressRef = useRef<HTMLInputElement>(null)
  const [draft, setDraft] = useState(initial)
  const [touched, setTouched] = useState(initial.href !== '')
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    // Whoever opened it gets the focus back when it closes (the dialog is removed, not only closed).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal()
    // The address first: it is what a link needs (showModal would focus the first input, the text).
    addressRef.current?.focus()
    return () => {
      dialog?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  const problem = linkAddressProblem(draft.href)
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
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (problem) return
          onApply({ ...draft, href: draft.href.trim() })
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {withText && (
          <label>
            Link text
            <input type="text" value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
          </label>
        )}
        <label>
          Link address
          <input
            ref={addressRef}
            type="text"
            inputMode="url"
            placeholder="/rooms or https://…"
            value={draft.href}
            aria-invalid={touched && problem !== null}
            aria-describedby={`${id}-problem`}
            onChange={(e) => {
              // An address typed by hand is a fixed address: the page picked before is let go.
              const { to: _to, toTitle: _title, ...rest } = draft
              setDraft({ ...rest, href: e.target.value })
              setTouched(true)
            }}
          />
        </label>
        <p id={`${id}-problem`} className="link-dialog__problem" role={touched && problem ? 'alert' : undefined}>
          {touched && problem ? problem : 'A web address (https://…), an e-mail (mailto:), a phone number (tel:) or a path on this site such as /rooms.'}
        </p>
        {/* After the address, so the keyboard goes text → address as in every link dialog; finding a page is the other way. */}
        {pageId && (
          <LinkPagePicker
            on={{ pageId }}
            kinds={['page', 'post', 'media']}
            {...(draft.to ? { picked: draft.to.id } : {})}
            onPick={(item) => {
              setDraft({ ...draft, href: item.href, to: { kind: item.kind, id: item.id }, toTitle: item.title, text: draft.text || item.title })
              setTouched(true)
            }}
          />
        )}
        {draft.to && (
          <p className="link-dialog__target" aria-live="polite">
            {draft.to.kind === 'media' ? 'Opens the file ' : draft.to.kind === 'post' ? 'Opens the blog post ' : 'Opens the page '}
            <strong>{draft.toTitle ?? draft.href}</strong>
            {draft.to.kind === 'media' ? ' from the media library.' : ', wherever it moves.'} Typing an address instead makes it a fixed address.
          </p>
        )}
        {withNewTab && (
          <label className="link-dialog__check">
            <input type="checkbox" checked={draft.newTab} onChange={(e) => setDraft({ ...draft, newTab: e.target.checked })} /> Opens in a new tab
          </label>
        )}
        <div className="modal__actions">
          <button type="submit" className="studio__primary" disabled={touched && problem !== null}>
            Apply
          </button>
          {onRemove && (
            <button type="button" onClick={onRemove}>
              Remove link
            </button>
          )}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}
