import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'

interface Tag {
  tag: 'meta' | 'link' | 'script'
  attrs: Record<string, string>
}

/** The custom editor name of a page's own head tag, which may not be a script (scripts are admins' head tag records). */
export const pageHeadTagEditor = 'page-head-tag'

/** A head tag: its element and its attributes, one row each (the API checks them against its allowlist). */
export function HeadTagEditor({ kind, value, onChange, inputId, disabled }: EditorProps<CustomField>) {
  const tag = (value && typeof value === 'object' ? value : { tag: 'meta', attrs: {} }) as Tag
  const rows = Object.entries(tag.attrs)
  const setRows = (next: [string, string][]) => onChange({ ...tag, attrs: Object.fromEntries(next) })
  return (
    <fieldset className="headtag-editor" disabled={disabled}>
      <select id={inputId} aria-label="Tag" value={tag.tag} onChange={(e) => onChange({ ...tag, tag: e.target.value as Tag['tag'] })}>
        <option value="meta">meta</option>
        <option value="link">link</option>
        {kind.editor !== pageHeadTagEditor && <option value="script">script (admins only)</option>}
      </select>
      {rows.map(([key, val], i) => (
        <div key={i} className="headtag-editor__row">
          <input aria-label={`Attribute ${i + 1} name`} placeholder="name" value={key} onChange={(e) => setRows(rows.map((r, j) => (j === i ? [e.target.value, r[1]] : r)))} />
          <input aria-label={`Attribute ${i + 1} value`} placeholder="value" value={val} onChange={(e) => setRows(rows.map((r, j) => (j === i ? [r[0], e.target.value] : r)))} />
          <button type="button" aria-label={`Remove attribute ${i + 1}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            ×
          </button>
        </div>
      ))}
      <button type="button" onClick={() => setRows([...rows, ['', '']])}>
        Add attribute
      </button>
    </fieldset>
  )
}
