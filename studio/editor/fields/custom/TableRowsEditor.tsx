import type { CustomField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

type Row = { type: 'text'; cells: string } | { type: 'contact'; name: string; phone: string; email: string }

/** Table rows: a text row is cells separated by '|', as editors type them; a contact row is name, phone and email. */
export function TableRowsEditor({ value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const rows = Array.isArray(value) ? (value as Row[]) : []
  const set = (i: number, row: Row) => onChange(rows.map((r, j) => (j === i ? row : r)))
  return (
    <fieldset className="rows-editor" disabled={disabled} id={inputId}>
      {rows.map((row, i) => (
        <div key={i} className="rows-editor__row">
          {row.type === 'text' ? (
            <input name={`${name}.${i}.cells`} aria-label={`Row ${i + 1} cells`} value={row.cells} onChange={(e) => set(i, { ...row, cells: e.target.value })} />
          ) : (
            <>
              <input aria-label={`Row ${i + 1} name`} value={row.name} onChange={(e) => set(i, { ...row, name: e.target.value })} />
              <input aria-label={`Row ${i + 1} phone`} value={row.phone} onChange={(e) => set(i, { ...row, phone: e.target.value })} />
              <input aria-label={`Row ${i + 1} email`} value={row.email} onChange={(e) => set(i, { ...row, email: e.target.value })} />
            </>
          )}
          <button type="button" aria-label={`Remove row ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            ×
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...rows, { type: 'text', cells: '' }])}>
        Add text row
      </button>
      <button type="button" onClick={() => onChange([...rows, { type: 'contact', name: '', phone: '', email: '' }])}>
        Add contact row
      </button>
    </fieldset>
  )
}
