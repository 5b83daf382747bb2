import type { SelectField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

export function SelectEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<SelectField>) {
  return (
    <select id={inputId} name={name} disabled={disabled} value={typeof value === 'string' ? value : kind.default} onChange={(e) => onChange(e.target.value)}>
      {kind.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
