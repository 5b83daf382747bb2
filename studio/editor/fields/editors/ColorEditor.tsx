import { getLayout } from '../../../../catalogue/layouts/layouts.ts'
import type { ColorField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

/** A picker and/or the layout's palette, as the field's flags and the layout's colour options allow. */
export function ColorEditor({ kind, value, onChange, inputId, name, layout, disabled, use = 'fields' }: EditorProps<ColorField> & { use?: 'fields' | 'background' | 'foreground' }) {
  const config = getLayout(layout)
  // A layout says apart what its fields, element backgrounds and element text may use (platform.md §3).
  const options = config?.colorOptions[use] ?? { picker: true, palette: true }
  const picker = kind.picker && options.picker
  const palette = kind.palette && options.palette ? (config?.palette ?? []) : []
  const current = typeof value === 'string' ? value : ''
  return (
    <div className="color-editor">
      {picker && <input type="color" id={inputId} name={name} disabled={disabled} value={/^#[0-9a-fA-F]{6}$/.test(current) ? current : '#000000'} onChange={(e) => onChange(e.target.value)} />}
      {picker && (
        <input type="text" aria-label={`${kind.meta.label} hex`} disabled={disabled} value={current} size={9} onChange={(e) => onChange(e.target.value)} />
      )}
      {palette.length > 0 && (
        <span role="radiogroup" aria-label={`${kind.meta.label} palette`} id={picker ? undefined : inputId}>
          {palette.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={current.toLowerCase() === c.toLowerCase()}
              aria-label={c}
              disabled={disabled}
              className="swatch"
              style={{ background: c }}
              onClick={() => onChange(c)}
            />
          ))}
        </span>
      )}
      {current && (
        <button type="button" className="tree__mini" disabled={disabled} onClick={() => onChange('')}>
          Clear
        </button>
      )}
    </div>
  )
}
