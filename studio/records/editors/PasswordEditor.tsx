import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'

/** A new password: never shown back, only sent when typed. */
export function PasswordEditor({ value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  return <input type="password" id={inputId} name={name} autoComplete="new-password" disabled={disabled} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
}
