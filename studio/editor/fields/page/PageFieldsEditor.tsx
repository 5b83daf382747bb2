import { checkbox, date, link, media, number, text, textarea, type AnyField } from '../../../../catalogue/fields/index.ts'
import { breakpointLabels, breakpointNames, type BreakpointName } from '../../../../catalogue/model/breakpoints.ts'
import type { Field, MediaItem } from '../../../../catalogue/model/field.ts'
import { newId } from '../../../../catalogue/model/ids.ts'
import { FieldEditor } from '../FieldEditor.tsx'

/** The kinds a page's own field may be, by what editors call them; each is edited by that kind's field editor. */
const kinds: Record<string, { label: string; make: (label: string) => AnyField }> = {
  text: { label: 'Short text', make: (label) => text({ label, maxLength: 300 }) },
  textarea: { label: 'Longer text', make: (label) => textarea({ label, maxLength: 5000 }) },
  number: { label: 'Number', make: (label) => number({ label, default: 0 }) },
  checkbox: { label: 'Yes or no', make: (label) => checkbox({ label }) },
  date: { label: 'Date', make: (label) => date({ label }) },
  link: { label: 'Link', make: (label) => link({ label }) },
  media: { label: 'Image', make: (label) => media({ label, sizes: { default: { width: 1200 } } }) },
}
const imageKind = media({ label: 'Image', sizes: { default: { width: 1200 } } })

function FieldRow({ field, n, onChange, onRemove }: { field: Field; n: number; onChange: (f: Field) => void; onRemove: () => void }) {
  const kind = (kinds[field.type] ?? kinds.text!).make(field.name || `Field ${n}`)
  const setMedia = (media: MediaItem[]) => onChange({ ...field, media })
  return (
    <fieldset className="page-fields__row" aria-label={`Page field ${n}`}>
      <label>
        Name
        <input value={field.name} maxLength={100} onChange={(e) => onChange({ ...field, name: e.target.value })} />
      </label>
      {!field.name.trim() && <p role="alert">Page field {n}: give it a name.</p>}
      <label>
        Kind
        <select value={field.type} onChange={(e) => onChange({ ...field, type: e.target.value, value: undefined })}>
          {Object.entries(kinds).map(([type, k]) => (
            <option key={type} value={type}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      <label className="page-settings__check">
        <input type="checkbox" checked={field.enabled} onChange={(e) => onChange({ ...field, enabled: e.target.checked })} /> Used on the page
      </label>
      <div className="field">
        <label htmlFor={`page-field-${field.id}`}>Value</label>
        <FieldEditor kind={kind} value={field.value ?? kind.default} onChange={(value) => onChange({ ...field, value })} inputId={`page-field-${field.id}`} name={`page-field-${n}`} layout="generic" />
      </div>
      <div className="page-fields__media" role="group" aria-label={`Images of page field ${n}`}>
        {field.media.map((item, i) => (
          <div key={i} className="page-fields__image">
            <label>
              Screen size
              <select value={item.breakpoint} onChange={(e) => setMedia(field.media.map((m, j) => (j === i ? { ...m, breakpoint: e.target.value as BreakpointName } : m)))}>
                {breakpointNames.map((bp) => (
                  <option key={bp} value={bp}>
                    {breakpointLabels[bp]}
                  </option>
                ))}
              </select>
            </label>
            <FieldEditor
              kind={imageKind}
              value={{ url: item.url, alt: item.alt }}
              inputId={`page-field-${field.id}-image-${i}`}
              name={`page-field-${n}-image-${i}`}
              layout="generic"
              onChange={(v) => {
                const m = v as { url: string; alt: string } | null
                setMedia(m?.url ? field.media.map((old, j) => (j === i ? { ...old, url: m.url, alt: m.alt } : old)) : field.media.filter((_, j) => j !== i))
              }}
            />
          </div>
        ))}
        <p className="studio__muted">Add an image (for every screen size; choose a size above once added):</p>
        <FieldEditor
          kind={imageKind}
          value={null}
          inputId={`page-field-${field.id}-new-image`}
          name={`page-field-${n}-new-image`}
          layout="generic"
          onChange={(v) => {
            const m = v as { url: string; alt: string } | null
            if (m?.url) setMedia([...field.media, { url: m.url, alt: m.alt, breakpoint: 'default' }])
          }}
        />
      </div>
      <button type="button" onClick={onRemove}>
        Remove page field {n}
      </button>
    </fieldset>
  )
}

/** The page's own fields (platform.md §3 "Page"): named values with a kind, on or off, and images per screen size. */
export function PageFieldsEditor({ value, onChange }: { value: readonly Field[]; onChange: (fields: Field[]) => void }) {
  return (
    <details className="page-fields">
      <summary>Page fields ({value.length})</summary>
      <p className="studio__muted">Values of this page that its layout and blocks can use, such as a campaign code or a hero image per screen size.</p>
      {value.map((field, i) => (
        <FieldRow key={field.id} field={field} n={i + 1} onChange={(f) => onChange(value.map((old) => (old.id === f.id ? f : old)))} onRemove={() => onChange(value.filter((f) => f.id !== field.id))} />
      ))}
      <button type="button" onClick={() => onChange([...value, { id: newId(), name: '', type: 'text', enabled: true, media: [], properties: [] }])}>
        Add a page field
      </button>
    </details>
  )
}
