import { useEffect, useRef } from 'react'
import { releaseRecordLabels, type ReleaseImpact } from '../../catalogue/model/entities/release.ts'
import { useReleaseChanges } from './ReleaseItems.tsx'
import type { StoredRelease } from './releaseApi.ts'
import { useSiteName } from '../shell/useSiteName.ts'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "Publish release?": what goes live (pages per site, records), asked in a modal before the one flip. */
export function PublishConfirm({ release, impact, onCancel, onConfirm }: { release: StoredRelease; impact: ReleaseImpact | undefined; onCancel: () => void; onConfirm: () => void }) {
  const siteName = useSiteName()
  const dialog = useRef<HTMLDialogElement>(null)
  const changes = useReleaseChanges(release)
  useEffect(() => {
    const d = dialog.current
    if (d && !d.open) d.showModal()
  }, [])
  const records = changes.data?.records ?? []
  const sites = new Set([...(impact?.sites.map((s) => s.site_id) ?? []), ...records.map((r) => r.site_id ?? 'every site')])
  return (
    <dialog ref={dialog} className="schedule-dialog release__confirm" aria-labelledby="publish-confirm-title" onClose={onCancel}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault()
          onConfirm()
        }}
      >
        <h2 id="publish-confirm-title" style={{ margin: 0, fontSize: '1.1rem' }}>
          Publish “{release.name}”?
        </h2>
        <p>
          Everything below goes live at once, in one build, on {plural(sites.size, 'site')}: {[...sites].map((id) => (id === 'every site' ? id : siteName(id))).join(', ') || 'none'}.
        </p>
        <ul aria-label="What goes live">
          {impact?.sites.map((s) => (
            <li key={s.site_id}>
              <strong>{siteName(s.site_id)}</strong>: {plural(s.added, 'new page')}, {plural(s.changed, 'changed page')}
              {s.unchanged ? `, ${plural(s.unchanged, 'page')} already live` : ''}
            </li>
          ))}
          {records.map((r) => (
            <li key={r.key}>
              {releaseRecordLabels[r.kind]} “{r.label}” ({r.change === 'new' ? 'new' : r.fields.length ? r.fields.map((f) => f.field).join(', ') : 'as live'})
            </li>
          ))}
        </ul>
        <p className="studio__muted">The preview link closes once it is live.</p>
        <span>
          <button type="submit" className="studio__primary">
            Publish now
          </button>{' '}
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </span>
      </form>
    </dialog>
  )
}
