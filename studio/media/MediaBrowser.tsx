import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { mediaTypes } from '../../catalogue/model/entities/media.ts'
import { api } from '../api/client.ts'
import { Pager } from '../shell/Pager.tsx'
import { describeUseCount, fileFrom, formatBytes, mediaApi, type StoredMedia } from './mediaApi.ts'
import { useMediaList } from './useMediaList.ts'
import './media.css'

const pageSize = 24
const typeLabels: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/gif': 'GIF', 'image/webp': 'WebP', 'image/avif': 'AVIF', 'application/pdf': 'PDF', 'video/mp4': 'MP4 video' }

/**
 * Search, filter and page the media library, with an upload place that takes a chosen file, a dropped one or one
 * pasted from the clipboard. Used by the library screen and by the picker dialog of image fields.
 */
export function MediaBrowser({ onSelect, selectedId, imagesOnly = false, autoFocus = false }: { onSelect: (item: StoredMedia) => void; selectedId?: string; imagesOnly?: boolean; autoFocus?: boolean }) {
  const [q, setQ] = useState('')
  const [type, setType] = useState('')
  const [site, setSite] = useState('')
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const list = useMediaList({ q: q.trim() || undefined, type: type || undefined, site: site || undefined, offset, limit: pageSize })
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites, staleTime: 60_000 })
  const client = useQueryClient()
  const [agentsOnly, setAgentsOnly] = useState(false)
  const upload = useMutation({
    mutationFn: (file: File) => mediaApi.upload(file, '', agentsOnly ? 'agents' : 'public'),
    onSuccess: (item) => {
      void client.invalidateQueries({ queryKey: ['media-library'] })
      onSelect(item)
    },
  })
  const take = (file: File | undefined) => file && upload.mutate(file)
  const items = (list.data?.items ?? []).filter((m) => !imagesOnly || m.type.startsWith('image/'))
  return (
    <div
      className={`media-browser${dragging ? ' media-browser--drop' : ''}`}
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault()
        setDragging(false)
        take(fileFrom(e.dataTransfer))
      }}
      onPaste={(e) => take(fileFrom(e.clipboardData))}
    >
      <div className="media-browser__upload">
        <label className="media-browser__upload-button">
          Upload a file…
          <input type="file" accept={imagesOnly ? 'image/*' : Object.keys(mediaTypes).join(',')} onChange={(e) => take(e.target.files?.[0])} />
        </label>
        <span className="studio__muted">or drop a file here, or paste an image</span>
        {!imagesOnly && (
          <label title="Kept off the public site: only travel agents signed in to the portal can open it">
            <input type="checkbox" checked={agentsOnly} onChange={(e) => setAgentsOnly(e.target.checked)} /> For signed-in travel agents only
          </label>
        )}
        {upload.isPending && <span role="status">Uploading…</span>}
        {upload.isError && <span role="alert">Upload failed: {upload.error.message}</span>}
      </div>
      <div className="media-browser__filters" role="search">
        <input
          type="search"
          aria-label="Search by name or alt text"
          placeholder="Search by name or alt text"
          value={q}
          autoFocus={autoFocus}
          onChange={(e) => {
            setQ(e.target.value)
            setOffset(0)
          }}
        />
        {!imagesOnly && (
          <select aria-label="Type" value={type} onChange={(e) => (setType(e.target.value), setOffset(0))}>
            <option value="">All types</option>
            {Object.keys(mediaTypes).map((t) => (
              <option key={t} value={t}>
                {typeLabels[t] ?? t}
              </option>
            ))}
          </select>
        )}
        <select aria-label="Site" value={site} onChange={(e) => (setSite(e.target.value), setOffset(0))}>
          <option value="">All sites</option>
          {sites.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {list.isError && <p role="alert">{list.error.message}</p>}
      {list.data && list.data.total === 0 && <p className="studio__muted">{q ? `No file matches “${q}”.` : 'No files yet: upload the first one.'}</p>}
      <ul className="media-browser__grid" aria-label="Media files" aria-busy={list.isFetching}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="media-card" aria-pressed={item.id === selectedId} onClick={() => onSelect(item)}>
              {item.type.startsWith('image/') ? <img src={item.url} alt="" loading="lazy" /> : <span className="media-card__file">{typeLabels[item.type] ?? item.type}</span>}
              <span className="media-card__name">{item.name}</span>
              <span className="media-card__meta">
                {formatBytes(item.bytes)}
                {item.width ? ` · ${item.width}×${item.height}` : ''}
              </span>
              {item.used_on && <span className="media-card__meta">{describeUseCount(item.used_on)}</span>}
            </button>
          </li>
        ))}
      </ul>
      {list.data && list.data.total > 0 && <Pager offset={offset} shown={list.data.items.length} total={list.data.total} pageSize={pageSize} onOffset={setOffset} />}
    </div>
  )
}
