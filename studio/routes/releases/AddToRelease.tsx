import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isOpenRelease, releaseStatusLabels } from '../../../catalogue/model/entities/release.ts'
import { api } from '../../api/client.ts'
import { releaseApi, type StoredRelease } from '../../api/releaseApi.ts'

export const releasesKey = ['releases'] as const
export const useReleases = () => useQuery({ queryKey: releasesKey, queryFn: releaseApi.list, staleTime: 10_000 })

/**
 * Puts a page in a release: its current draft (saved as a version named after the release) or a chosen saved
 * version. A page is in a release once; adding it again replaces the version it carries there.
 * `draftVersion` makes the version of the current draft; the editor passes one that keeps its own copy current.
 */
export function AddToRelease({ pageId, draftVersion, compact, onAdded }: { pageId: string; draftVersion?: (name: string) => Promise<string>; compact?: boolean; onAdded?: (release: StoredRelease) => void }) {
  const client = useQueryClient()
  const releases = useReleases()
  const [open, setOpen] = useState(!compact)
  const versions = useQuery({ queryKey: ['page-versions', pageId], queryFn: () => api.listVersions(pageId), enabled: open })
  const [releaseId, setReleaseId] = useState('')
  const [versionId, setVersionId] = useState('draft')
  const [message, setMessage] = useState<string | null>(null)
  const choices = (releases.data ?? []).filter((r) => isOpenRelease(r.status))
  const add = useMutation({
    mutationFn: async () => {
      const release = choices.find((r) => r.id === releaseId)
      if (!release) throw new Error('Choose a release first')
      let version = versionId
      if (version === 'draft') {
        const name = `For release ${release.name}`
        version = draftVersion ? await draftVersion(name) : (await (async () => {
          const page = await api.getPage(pageId)
          return (await api.saveVersion(page, page.version, name)).versionId
        })())
      }
      const pageVersions = [...release.pageVersions.filter((i) => i.page_id !== pageId), { page_id: pageId, version_id: version }]
      return releaseApi.save(release, { pageVersions })
    },
    onSuccess: (saved) => {
      setMessage(`Added to ${saved.name}`)
      onAdded?.(saved)
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
      <label>
        Release
        <select value={releaseId} onChange={(e) => setReleaseId(e.target.value)} required>
          <option value="">Choose a release…</option>
          {choices.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} ({releaseStatusLabels[r.status]})
            </option>
          ))}
        </select>
      </label>
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
