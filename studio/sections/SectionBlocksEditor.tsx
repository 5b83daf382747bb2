import type { Element } from '../../catalogue/model/element.ts'
import { getBlockDefinition } from '../../catalogue/blocks/definitions.ts'
import type { EditorProps } from '../editor/fields/editorProps.ts'

/** The words of a section's blocks, block by block: a section's text is changed here, once for every page using it. */
export function SectionBlocksEditor({ value, onChange, disabled }: EditorProps) {
  const elements = Array.isArray(value) ? (value as Element[]) : []
  const setField = (path: number[], name: string, text: string) => onChange(update(elements, path, name, text))
  return (
    <div className="sections__blocks">
      {rows(elements, []).map(({ el, path }) => (
        <fieldset key={el.id}>
          <legend>{el.label ?? el.component ?? 'Group'}</legend>
          {el.fields
            .filter((f) => textKind(el, f.name))
            .map((f) => (
              <label key={f.id}>
                {textKind(el, f.name)}
                <input value={typeof f.value === 'string' ? f.value : ''} disabled={disabled} onChange={(e) => setField(path, f.name, e.target.value)} />
              </label>
            ))}
        </fieldset>
      ))}
    </div>
  )
}

/** A field's label when it holds plain text an editor changes here (the page editor has the rest). */
function textKind(el: Element, name: string): string | undefined {
  if (!el.component) return undefined
  try {
    const field = getBlockDefinition(el.component).fields[name]
    return field && (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'wysiwyg') ? field.meta.label : undefined
  } catch {
    return undefined
  }
}

function rows(elements: readonly Element[], at: number[]): { el: Element; path: number[] }[] {
  return elements.flatMap((el, i) => [{ el, path: [...at, i] }, ...rows(el.elements, [...at, i])])
}

function update(elements: readonly Element[], path: number[], name: string, text: string): Element[] {
  const [i, ...rest] = path
  return elements.map((el, k) =>
    k !== i ? el : rest.length ? { ...el, elements: update(el.elements, rest, name, text) } : { ...el, fields: el.fields.map((f) => (f.name === name ? { ...f, value: text } : f)) },
  )
}
