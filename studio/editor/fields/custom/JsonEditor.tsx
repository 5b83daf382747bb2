import { useState } from 'react'
import type { CustomField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

/** For a custom field whose named editor the studio does not have: its value as JSON, checked as typed. */
export function JsonEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const [text, setText] = useState(() => JSON.stringify(value ?? kind.default, null, 2))
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <>
      <textarea
        id={inputId}
        name={name}
        disabled={disabled}
        rows={6}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          try {
            onChange(JSON.parse(e.target.value))
            setProblem(null)
          } catch (error) {
            setProblem(`Not valid JSON: ${(error as Error).message}`)
          }
        }}
      />
      {problem && <small role="alert">{problem}</small>}
    </>
  )
}
