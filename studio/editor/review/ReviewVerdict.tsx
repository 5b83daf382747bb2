import { useState } from 'react'
import { ReviewStatus } from '../../../catalogue/model/review.ts'
import { releaseApi } from '../../releases/releaseApi.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'

const labels = { pending: 'Pending', approved: 'Approved', changes_requested: 'Changes requested' } as const

/**
 * The review's verdict and its saving. Notes and verdict go through the review endpoint (the review permission
 * only), so a reviewer who may not edit the page can still save them; the rest of the page is left as stored.
 */
export function ReviewVerdict() {
  const store = usePageStore()
  const status = useEditor((s) => s.history.present.review.status)
  const unsaved = useEditor((s) => JSON.stringify(s.history.present.review) !== JSON.stringify(s.saved.review))
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const save = async () => {
    setSaving(true)
    setMessage(null)
    const { history, saved, savedVersion } = store.getState()
    const review = history.present.review
    try {
      const answer = await releaseApi.saveReview(saved.id, savedVersion, review)
      store.getState().markSaved({ ...saved, review }, answer.version)
      setMessage('Review saved')
    } catch (error) {
      setMessage(`Review not saved: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setSaving(false)
    }
  }
  return (
    <div className="review__verdict">
      <p>
        Status: <strong data-review-status={status}>{status}</strong>
      </p>
      <label>
        Review status{' '}
        <select value={status} onChange={(e) => store.getState().edit('setReviewStatus', ReviewStatus.parse(e.target.value))}>
          {ReviewStatus.options.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="studio__primary" onClick={() => void save()} disabled={saving || !unsaved}>
        Save review
      </button>
      {message && <span role="status">{message}</span>}
    </div>
  )
}
