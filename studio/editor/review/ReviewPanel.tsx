import { useState } from 'react'
import { breakpointLabels, breakpointNames, type BreakpointName } from '../../../catalogue/model/breakpoints.ts'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import { useMe } from '../../shell/useMe.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { elementLabel } from '../tree/flattenTree.ts'
import { ReviewVerdict } from './ReviewVerdict.tsx'

export interface PinRequest {
  elementId: string
  x: number
  y: number
  breakpoint: BreakpointName
}

/** Review notes pinned to an element at a breakpoint, each with its comment thread. */
export function ReviewPanel({ pin, onPinDone }: { pin: PinRequest | null; onPinDone: () => void }) {
  const store = usePageStore()
  const page = useEditor((s) => s.history.present)
  const me = useMe()
  const author = me.data?.name ?? me.data?.email ?? 'Editor'
  const [draft, setDraft] = useState('')
  const [replies, setReplies] = useState<Record<string, string>>({})
  const edit = store.getState().edit
  const nameOf = (id?: string) => {
    const el = id ? findElement(page.elements, id)?.element : undefined
    return el ? elementLabel(el) : 'a removed element'
  }
  return (
    <div className="review" aria-label="Review">
      <h2>Review</h2>
      <ReviewVerdict />
      {pin && (
        <form
          className="review__new"
          onSubmit={(e) => {
            e.preventDefault()
            if (edit('addAnnotation', pin.breakpoint, { elementId: pin.elementId, x: pin.x, y: pin.y, version: store.getState().savedVersion }, { author, body: draft })) {
              setDraft('')
              onPinDone()
            }
          }}
        >
          <label>
            Note on {nameOf(pin.elementId)} on {breakpointLabels[pin.breakpoint]}
            <textarea name="note" value={draft} onChange={(e) => setDraft(e.target.value)} required />
          </label>
          <button type="submit" className="studio__primary">
            Pin note
          </button>
          <button type="button" onClick={onPinDone}>
            Cancel
          </button>
        </form>
      )}
      {breakpointNames.flatMap((bp) =>
        (page.review.annotations[bp] ?? []).map((a) => (
          <article key={a.uuid} className={`review__note${a.resolved ? ' is-resolved' : ''}`} data-annotation={a.uuid}>
            <header>
              <strong>{nameOf(a.element_id)}</strong> on {breakpointLabels[bp]}
              {a.version !== undefined && <small className="studio__muted"> (version {a.version})</small>}
              <label>
                <input type="checkbox" checked={a.resolved} onChange={(e) => edit('updateAnnotation', bp, a.uuid, { resolved: e.target.checked })} /> Resolved
              </label>
              <button type="button" aria-label="Delete note" onClick={() => edit('deleteAnnotation', bp, a.uuid)}>
                Delete
              </button>
            </header>
            <ol>
              {a.comments.map((c) => (
                <li key={c.id}>
                  <strong>{c.author}</strong>: {c.body}
                </li>
              ))}
            </ol>
            <form
              onSubmit={(e) => {
                e.preventDefault()
                if (edit('addComment', bp, a.uuid, { author, body: replies[a.uuid] ?? '' })) setReplies((r) => ({ ...r, [a.uuid]: '' }))
              }}
            >
              <input aria-label="Reply" placeholder="Reply" value={replies[a.uuid] ?? ''} onChange={(e) => setReplies((r) => ({ ...r, [a.uuid]: e.target.value }))} />
              <button type="submit">Reply</button>
            </form>
          </article>
        )),
      )}
    </div>
  )
}
