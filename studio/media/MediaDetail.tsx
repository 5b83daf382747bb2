import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { MediaFocus } from '../../catalogue/model/entities/media.ts'
import { formatBytes, mediaApi, type StoredMedia } from './mediaApi.ts'

/** One file of the library: where it is used, its alt text, its focal point; replace it everywhere, or delete it. */
export function MediaDetail({ item, onChanged, onClose }: { item: StoredMedia; onChanged: (item: StoredMedia | null) => void; onClose: () => void }) {
  const client = useQueryClient()
  const [name, setName] = useState(item.name)
  const [alt, setAlt] = useState(item.alt)
  const [focus, setFocus] = useState<MediaFocus | undefined>(item.focus)
  // A note belongs to the file it is about: a replaced file's note is shown on the new one.
  const [note, setNote] = useState<{ id: string; text: string }>()
  useEffect(() => {
    setName(item.name)
    setAlt(item.alt)
    setFocus(item.focus)
  }, [item])
  const usage = useQuery({ queryKey: ['media-usage', item.id], queryFn: () => mediaApi.usage(item.id) })
  const done = (next: StoredMedia | null, message: string) => {
    void client.invalidateQueries({ queryKey: ['media-library'] })
    if (next) setNote({ id: next.id, text: message })
    onChanged(next)
  }
  const save = useMutation({ mutationFn: () => mediaApi.save(item, { name, alt, ...(focus ? { focus } : {}) }), onSuccess: (next) => done(next, 'Saved.') })
  const replace = useMutation({
    mutationFn: (file: File) => mediaApi.replace(item, file),
    onSuccess: (r) => done(r.media as StoredMedia, `Replaced in ${r.pages} page${r.pages === 1 ? '' : 's'} and ${r.records} record${r.records === 1 ? '' : 's'}; the site is being rebuilt.`),
  })
  const remove = useMutation({ mutationFn: () => mediaApi.remove(item), onSuccess: () => done(null, 'Deleted.') })
  const error = save.error ?? replace.error ?? remove.error
  const uses = usage.data?.items ?? []
  const isImage = item.type.startsWith('image/')
  return (
    <aside className="media-detail" aria-label={`File ${item.name}`}>
      <p style={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
        <strong>{item.name}</strong>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </p>
      {isImage ? (
        <div
          className="media-focus"
          title="Click where a crop should centre"
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect()
            setFocus({ x: Math.min(1, Math.max(0, (e.clientX - box.left) / box.width)), y: Math.min(1, Math.max(0, (e.clientY - box.top) / box.height)) })
          }}
        >
          <img src={item.url} alt={item.alt} />
          {focus && <span className="media-focus__dot" style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }} />}
        </div>
      ) : (
        <a href={item.url}>Open the file</a>
      )}
      {item.access === 'agents' && (
        <p className="studio__muted">For signed-in travel agents only: the portal serves it to them, and asks everyone else to sign in. It is never on the public site.</p>
      )}
      <small className="studio__muted">
        {formatBytes(item.bytes)}
        {item.width ? ` · ${item.width}×${item.height} px` : ''} · uploaded {item.uploaded_by ? `by ${item.uploaded_by} ` : ''}on {new Date(item.created_at).toLocaleString()}
      </small>
      {isImage && <small className="studio__muted">Click the image to set the focal point crops keep in view{focus ? ` (now ${Math.round(focus.x * 100)}% across, ${Math.round(focus.y * 100)}% down)` : ''}.</small>}
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Alt text
        <input value={alt} placeholder="Describe the image for screen readers" onChange={(e) => setAlt(e.target.value)} />
      </label>
      <small className="studio__muted">Used wherever the image is chosen from now on; a field can still override it.</small>
      <span>
        <button type="button" onClick={() => save.mutate()} disabled={save.isPending}>
          Save
        </button>{' '}
        <label className="media-browser__upload-button" style={{ display: 'inline-block' }}>
          Replace file…
          <input type="file" aria-label="Replace the file" onChange={(e) => e.target.files?.[0] && replace.mutate(e.target.files[0])} />
        </label>{' '}
        <button type="button" onClick={() => remove.mutate()} disabled={remove.isPending}>
          Delete
        </button>
      </span>
      {replace.isPending && <p role="status">Replacing…</p>}
      {note?.id === item.id && <p role="status">{note.text}</p>}
      {error && <p role="alert">{error.message}</p>}
      <h3 style={{ margin: '0.5rem 0 0', fontSize: '1rem' }}>Used in</h3>
      {usage.isPending && <p>Looking…</p>}
      {usage.data && uses.length === 0 && <p className="studio__muted">Not used anywhere.</p>}
      <ul aria-label="Used in">
        {uses.map((u) => (
          <li key={`${u.type}-${u.id}`}>
            {u.kind === 'page' ? <a href={`/voix/studio?page=${encodeURIComponent(u.id)}`}>{u.label}</a> : `${u.type.replace(/-/g, ' ')}: ${u.label}`}{' '}
            <small className="studio__muted">({u.in.join(', ')})</small>
          </li>
        ))}
      </ul>
    </aside>
  )
}
