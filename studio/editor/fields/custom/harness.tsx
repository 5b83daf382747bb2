import { render } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import type { CustomField } from '../../../../catalogue/fields/fieldKind.ts'
import { getBlockDefinition } from '../../../../catalogue/blocks/definitions.ts'
import type { EditorProps } from '../editorProps.ts'

/**
 * Renders a custom field's editor as the field panel does, holding its value in state like the page store, so
 * a test drives it through the DOM and reads back what would be saved.
 */
export function renderEditor(Editor: ComponentType<EditorProps<CustomField>>, component: string, field: string, initial: unknown) {
  const kind = getBlockDefinition(component).fields[field] as CustomField
  const saved: { value: unknown } = { value: initial }
  function Host() {
    const [value, setValue] = useState(initial)
    return (
      <Editor
        kind={kind}
        value={value}
        onChange={(v) => {
          saved.value = v
          setValue(v)
        }}
        inputId="field"
        name={field}
        layout="playaresorts"
      />
    )
  }
  return { ...render(<Host />), saved, kind }
}
