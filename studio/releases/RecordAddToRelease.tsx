import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReleaseRecordKind } from '../../catalogue/model/entities/release.ts'
import { releaseApi, type StoredRelease } from './releaseApi.ts'
import { ReleaseSelect, releasesKey, useReleaseChoice } from './useReleaseChoice.tsx'
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
  // Releases for every site, or the one for the record's site.
  const choice = useReleaseChoice((r) => r.site_id === null || r.site_id === siteId)
  const { releases, choices } = choice
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const add = useMutation({
    mutationFn: async () => {
      const release = choice.chosen()
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
      <ReleaseSelect choice={choice} />
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
