import type { TextField, TextareaField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'
import { LengthCounter } from '../LengthCounter.tsx'

export function TextEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<TextField | TextareaField>) {
  const text = typeof value === 'string' ? value : ''
  const common = { id: inputId, name, disabled, maxLength: kind.maxLength, value: text }
  return (
    <>
      {kind.kind === 'textarea' ? <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} /> : <input type="text" {...common} onChange={(e) => onChange(e.target.value)} />}
      <LengthCounter length={text.length} max={kind.maxLength} />
    </>
  )
}
