import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../api/client.ts'
import type { Page } from '../../catalogue/model/page.ts'
import { releaseApi, type StoredRelease } from './releaseApi.ts'
import { ReleaseSelect, releasesKey, useReleaseChoice } from './useReleaseChoice.tsx'


/**
 * Puts a page in a release: its current draft (saved as a version named after the release, in the same call, so a
 * refusal stores nothing) or a chosen saved version. A page is in a release once; adding it again replaces the
 * version it holds there, and an approved release then needs a new approval.
 * `draft` gives what is on screen with the page's version; the editor passes it and learns the saved version back.
 */
export function AddToRelease({
  pageId,
  draft,
  compact,
  onAdded,
}: {
  pageId: string
  draft?: () => { page: Page; version: number }
  compact?: boolean
  onAdded?: (release: StoredRelease, saved?: { page: Page; version: number }) => void
}) {
  const client = useQueryClient()
  const choice = useReleaseChoice()
  const { releases, choices } = choice
  const [open, setOpen] = useState(!compact)
  const versions = useQuery({ queryKey: ['page-versions', pageId], queryFn: () => api.listVersions(pageId), enabled: open })
  const [versionId, setVersionId] = useState('draft')
  const [message, setMessage] = useState<string | null>(null)
  const add = useMutation({
    mutationFn: async () => {
      const release = choice.chosen()
      if (versionId !== 'draft') return { added: await releaseApi.addVersion(release, pageId, versionId) }
      const name = `For release ${release.name}`
      const current = draft ? draft() : await api.getPage(pageId).then(({ version, ...page }) => ({ page: page as Page, version }))
      const added = await releaseApi.addDraft(release, current.page, current.version, name)
      return { added, saved: added.page_version === undefined ? undefined : { page: current.page, version: added.page_version } }
    },
    onSuccess: ({ added, saved }) => {
      const was = choices.find((r) => r.id === added.release.id)
      setMessage(`Added to ${added.release.name}${was?.status === 'approved' ? ': it changed since its approval, so it needs a new one' : ''}`)
      onAdded?.(added.release, saved)
      void client.invalidateQueries({ queryKey: releasesKey })
      void client.invalidateQueries({ queryKey: ['page-versions', pageId] })
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
    <form
      className="add-to-release"
      aria-label="Add to release"
      onSubmit={(e) => {
        e.preventDefault()
        setMessage(null)
        add.mutate()
      }}
    >
      <ReleaseSelect choice={choice} required />
      <label>
        Version
        <select value={versionId} onChange={(e) => setVersionId(e.target.value)}>
          <option value="draft">The current draft</option>
          {(versions.data ?? [])
            .filter((v) => v.kind === 'saved' || v.kind === 'published')
            .map((v) => (
              <option key={v.id} value={v.id}>
                {v.name || 'Unnamed version'} {v.created_at ? `(${new Date(v.created_at).toLocaleString()})` : ''}
              </option>
            ))}
        </select>
      </label>
      <button type="submit" className="studio__primary" disabled={add.isPending}>
        Add
      </button>
      {choices.length === 0 && releases.isSuccess && <span className="studio__muted">No open release: make one under Releases.</span>}
      {message && <span role="status">{message}</span>}
    </form>
  )
}
