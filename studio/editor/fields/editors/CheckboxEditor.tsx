import type { CheckboxField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

export function CheckboxEditor({ value, onChange, inputId, name, disabled }: EditorProps<CheckboxField>) {
  return <input type="checkbox" id={inputId} name={name} disabled={disabled} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
}
