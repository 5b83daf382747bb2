import { useState } from 'react'
import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'

/** A list of short texts (tags), one a line; empty lines are dropped. */
export function LinesEditor({ value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const list = Array.isArray(value) ? (value as string[]) : []
  const [text, setText] = useState(list.join('\n'))
  const shown = text.split('\n').map((l) => l.trim()).filter(Boolean).join('\n') === list.join('\n') ? text : list.join('\n')
  return (
    <textarea
      id={inputId}
      name={name}
      rows={3}
      disabled={disabled}
      value={shown}
      onChange={(e) => {
        setText(e.target.value)
        onChange(e.target.value.split('\n').map((l) => l.trim()).filter(Boolean))
      }}
    />
  )
}
