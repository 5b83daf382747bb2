import type { TextField, TextareaField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

export function TextEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<TextField | TextareaField>) {
  const common = { id: inputId, name, disabled, maxLength: kind.maxLength, value: typeof value === 'string' ? value : '' }
  return kind.kind === 'textarea' ? (
    <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <input type="text" {...common} onChange={(e) => onChange(e.target.value)} />
  )
}
