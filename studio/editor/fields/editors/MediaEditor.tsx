import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MediaField, MediaValue } from '../../../../catalogue/fields/fieldKind.ts'
import { breakpointNames } from '../../../../catalogue/model/breakpoints.ts'
import { api } from '../../../api/client.ts'
import type { EditorProps } from '../editorProps.ts'

/** Choose an uploaded image or upload one, with its alt text; shows the sizes the block renders it at. */
export function MediaEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<MediaField>) {
  const media = (value && typeof value === 'object' ? value : null) as MediaValue | null
  const [choosing, setChoosing] = useState(false)
  const library = useQuery({ queryKey: ['media'], queryFn: api.listMedia, enabled: choosing })
  const upload = useMutation({ mutationFn: api.uploadMedia, onSuccess: (item) => onChange({ url: item.url, alt: media?.alt || item.alt || '' }) })
  const set = (change: Partial<MediaValue>) => {
    const next = { url: media?.url ?? '', alt: media?.alt ?? '', ...change }
    onChange(next.url || next.alt ? next : null)
  }
  const sizes = breakpointNames.flatMap((bp) => {
    const s = kind.sizes[bp]
    return s ? [`${bp} ${s.width}${s.height ? `×${s.height}` : ''}`] : []
  })
  return (
    <fieldset className="media-editor" disabled={disabled}>
      {media?.url && <img src={media.url} alt="" className="media-editor__thumb" />}
      <input id={inputId} name={`${name}.url`} type="text" aria-label="Image address" placeholder="/media/… or https://…" value={media?.url ?? ''} onChange={(e) => set({ url: e.target.value })} />
      <input name={`${name}.alt`} type="text" aria-label="Alt text" placeholder="Describe the image for screen readers" value={media?.alt ?? ''} onChange={(e) => set({ alt: e.target.value })} />
      <div className="media-editor__actions">
        <button type="button" onClick={() => setChoosing((c) => !c)}>
          Choose…
        </button>
        <label className="media-editor__upload">
          Upload…
          <input type="file" accept="image/*" aria-label="Upload an image" onChange={(e) => e.target.files?.[0] && upload.mutate({ file: e.target.files[0], alt: media?.alt ?? '' })} />
        </label>
        {media && (
          <button type="button" onClick={() => onChange(null)}>
            Remove
          </button>
        )}
      </div>
      {upload.isPending && <p>Uploading…</p>}
      {upload.isError && <p role="alert">Upload failed: {upload.error.message}</p>}
      {choosing && (
        <ul className="media-editor__library" aria-label="Uploaded images">
          {library.isPending && <li>Loading…</li>}
          {library.isError && <li role="alert">{library.error.message}</li>}
          {library.data?.map((item) => (
            <li key={item.url}>
              <button type="button" onClick={() => (set({ url: item.url, alt: media?.alt || item.alt || '' }), setChoosing(false))}>
                <img src={item.url} alt={item.alt ?? ''} width={64} height={48} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {sizes.length > 0 && <small className="studio__muted">Shown at {sizes.join(', ')}{kind.fit ? ' (contained)' : ''}</small>}
    </fieldset>
  )
}
