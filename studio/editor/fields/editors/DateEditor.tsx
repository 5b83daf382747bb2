import type { DateField, DatetimeField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

export function DateEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<DateField | DatetimeField>) {
  const text = typeof value === 'string' ? value : ''
  return (
    <input
      type={kind.kind === 'date' ? 'date' : 'datetime-local'}
      id={inputId}
      name={name}
      disabled={disabled}
      // datetime-local shows local times without a zone; a stored offset is kept off the input, not lost.
      value={kind.kind === 'datetime' ? text.slice(0, 16) : text}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
