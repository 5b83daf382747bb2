import { useState } from 'react'
import type { MediaField, MediaValue } from '../../../../catalogue/fields/fieldKind.ts'
import { breakpointNames } from '../../../../catalogue/model/breakpoints.ts'
import { MediaPicker } from '../../../media/MediaPicker.tsx'
import type { EditorProps } from '../editorProps.ts'

/**
 * One control for an image: its thumbnail (or an empty frame) opens the media library, where an image is chosen or
 * uploaded. The library's alt text comes with the image; the field may override it for this use (unless `withAlt` is
 * false: a record that keeps only the image's address, whose page gives it its alt text).
 */
export function MediaEditor({ kind, value, onChange, inputId, name, disabled, withAlt = true }: EditorProps<MediaField> & { withAlt?: boolean }) {
  const media = (value && typeof value === 'object' ? value : null) as MediaValue | null
  const [choosing, setChoosing] = useState(false)
  const sizes = breakpointNames.flatMap((bp) => {
    const s = kind.sizes[bp]
    return s ? [`${bp} ${s.width}${s.height ? `×${s.height}` : ''}`] : []
  })
  return (
    <fieldset className="media-editor" disabled={disabled}>
      <div className="media-field">
        <button type="button" id={inputId} className="media-field__thumb" aria-label={media?.url ? 'Change the image' : 'Choose or upload an image'} onClick={() => setChoosing(true)}>
          {media?.url ? <img src={media.url} alt="" /> : <span aria-hidden="true">＋</span>}
        </button>
        <div className="media-field__side">
          <span>
            <button type="button" onClick={() => setChoosing(true)}>
              {media?.url ? 'Change image…' : 'Choose or upload…'}
            </button>{' '}
            {media && (
              <button type="button" onClick={() => onChange(null)}>
                Remove
              </button>
            )}
          </span>
          {media?.url && withAlt && (
            <input
              name={`${name}.alt`}
              type="text"
              aria-label="Alt text"
              placeholder="Describe the image for screen readers"
              value={media.alt}
              onChange={(e) => onChange({ url: media.url, alt: e.target.value })}
            />
          )}
          <details className="media-field__address" open={Boolean(media?.url && !media.url.startsWith('/media/'))}>
            <summary>Use a web address instead</summary>
            <input
              name={`${name}.url`}
              type="text"
              aria-label="Image address"
              placeholder="/… or https://…"
              value={media?.url ?? ''}
              onChange={(e) => onChange(e.target.value || media?.alt ? { url: e.target.value, alt: media?.alt ?? '' } : null)}
            />
          </details>
          {sizes.length > 0 && (
            <small className="studio__muted">
              Shown at {sizes.join(', ')}
              {kind.fit ? ' (contained)' : ''}
            </small>
          )}
        </div>
      </div>
      <MediaPicker open={choosing} onClose={() => setChoosing(false)} onPick={(item) => onChange({ url: item.url, alt: item.alt })} />
    </fieldset>
  )
}
