import { useState } from 'react'
import type { NumberField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

/** Keeps what the editor typed even while it is not a number yet ('-', '0.'), storing only numbers. */
export function NumberEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<NumberField>) {
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '')
  const shown = typeof value === 'number' && Number(text) !== value ? String(value) : text
  return (
    <input
      type="number"
      id={inputId}
      name={name}
      disabled={disabled}
      min={kind.min}
      max={kind.max}
      step={kind.step ?? 'any'}
      value={shown}
      onChange={(e) => {
        setText(e.target.value)
        if (e.target.value.trim() !== '' && Number.isFinite(e.target.valueAsNumber)) onChange(e.target.valueAsNumber)
      }}
    />
  )
}
