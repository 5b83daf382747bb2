import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isOpenRelease, releaseStatusLabels, type ReleaseRecordKind } from '../../catalogue/model/entities/release.ts'
import { releasesKey, useReleases } from './AddToRelease.tsx'
import { keepWorkingRelease, readWorkingRelease } from './workingRelease.ts'
import { releaseApi, type StoredRelease } from './releaseApi.ts'
import { useSiteName } from '../shell/useSiteName.ts'

/**
 * "Add to release" beside a record form's Save: the form's content goes into a release as it is, to go live when
 * the release is published; the record itself stays as it is until then. Only releases that may hold it are
 * offered (every-site ones, or the one for the record's site).
 */
export function RecordAddToRelease({
  kind,
  id,
  doc,
  siteId,
  onAdded,
}: {
  kind: ReleaseRecordKind
  id: string | undefined
  doc: Record<string, unknown>
  siteId: string | null
  onAdded: (release: StoredRelease, id: string) => void
}) {
  const siteName = useSiteName()
  const client = useQueryClient()
  const releases = useReleases()
  const [open, setOpen] = useState(false)
  // The release worked on last (kept in the voix-release-preview cookie) is offered first.
  const [picked, setReleaseId] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const choices = (releases.data ?? []).filter((r) => isOpenRelease(r.status) && (r.site_id === null || r.site_id === siteId))
  const kept = readWorkingRelease()
  const releaseId = picked || (kept && choices.some((r) => r.id === kept) ? kept : '')
  const add = useMutation({
    mutationFn: async () => {
      const release = choices.find((r) => r.id === releaseId)
      if (!release) throw new Error('Choose a release first')
      const saved = await releaseApi.addRecord(release, kind, id, doc)
      return { saved, was: release.status }
    },
    onSuccess: ({ saved, was }) => {
      // A new record gets its id from the release (the item added last); the form adds it again under that id.
      const heldId = id ?? saved.records.filter((r) => r.kind === kind).at(-1)?.id ?? ''
      setMessage(`Added to ${saved.name}: it goes live when the release is published${was === 'approved' ? '; the release changed since its approval, so it needs a new one' : ''}.`)
      onAdded(saved, heldId)
      void client.invalidateQueries({ queryKey: releasesKey })
    },
    onError: (error) => setMessage(`Not added: ${error.message}`),
  })
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Add to release
      </button>
    )
  return (
    <span className="add-to-release" role="group" aria-label="Add to release">
      <label>
        Release
        <select value={releaseId} onChange={(e) => {
            setReleaseId(e.target.value)
            if (e.target.value) keepWorkingRelease(e.target.value)
          }}>
          <option value="">Choose a release…</option>
          {choices.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} ({releaseStatusLabels[r.status]})
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="studio__primary"
        disabled={add.isPending}
        onClick={() => {
          setMessage(null)
          add.mutate()
        }}
      >
        Add
      </button>
      {choices.length === 0 && releases.isSuccess && <span className="studio__muted">No open release for {siteId ? siteName(siteId) : 'every site'}: make one under Releases.</span>}
      {message && <span role="status">{message}</span>}
    </span>
  )
}
