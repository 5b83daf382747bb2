import { useState } from 'react'
import { breakpointLabels, breakpointMinWidth, breakpointNames, type BreakpointName } from '../../../catalogue/model/breakpoints.ts'
import { FieldProperty } from '../../../catalogue/model/field.ts'
import type { Field } from '../../../catalogue/model/field.ts'
import { inheritedProperty, propertyKeys, type PropertyKey } from './inheritedProperty.ts'

const labels: Record<PropertyKey, string> = {
  font: 'Font',
  fontSize: 'Font size',
  fontWeight: 'Font weight',
  letterSpacing: 'Letter spacing',
  lineHeight: 'Line height',
  textAlign: 'Text align',
  columns: 'Columns',
}

/** A field's typography per breakpoint; an unset value shows what it inherits from smaller breakpoints. */
export function PropertiesEditor({ field, breakpoint: initial, onChange }: { field: Field | undefined; breakpoint: BreakpointName; onChange: (p: FieldProperty) => void }) {
  const [breakpoint, setBreakpoint] = useState<BreakpointName>(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const properties = field?.properties ?? []
  const own = properties.find((p) => p.breakpoint === breakpoint) ?? { breakpoint }
  const set = (key: PropertyKey, raw: string) => {
    const value = raw === '' ? undefined : key === 'columns' || (key === 'fontWeight' && /^\d+$/.test(raw)) ? Number(raw) : raw
    const next = { ...own, [key]: value }
    const parsed = FieldProperty.safeParse(JSON.parse(JSON.stringify(next)))
    setProblem(parsed.success ? null : `${labels[key]} (${breakpointLabels[breakpoint]}) ${parsed.error.issues[0]?.message}`)
    // Kept even while invalid, so nothing typed is lost; the message says what to fix.
    onChange(next as FieldProperty)
  }
  return (
    <fieldset className="props-editor">
      <legend>Text style by screen size</legend>
      <div role="tablist" aria-label="Screen size" className="props-editor__tabs">
        {breakpointNames.map((bp) => (
          <button key={bp} type="button" role="tab" aria-selected={bp === breakpoint} title={bp === 'default' ? 'Every screen, unless a wider one is set' : `Screens ${breakpointMinWidth[bp]} px wide and wider`} onClick={() => setBreakpoint(bp)}>
            {breakpointLabels[bp]}
            {properties.some((p) => p.breakpoint === bp) ? ' •' : ''}
          </button>
        ))}
      </div>
      {propertyKeys.map((key) => {
        const inherited = inheritedProperty(properties, breakpoint, key)
        const value = own[key]
        const id = `prop-${field?.id ?? 'new'}-${key}`
        return (
          <div key={key} className="props-editor__row">
            <label htmlFor={id}>{labels[key]}</label>
            {key === 'textAlign' ? (
              <select id={id} value={value === undefined ? '' : String(value)} onChange={(e) => set(key, e.target.value)}>
                <option value="">{inherited ? `${String(inherited.value)}, as on ${breakpointLabels[inherited.from]}` : '—'}</option>
                {['left', 'center', 'right', 'justify'].map((a) => (
                  <option key={a}>{a}</option>
                ))}
              </select>
            ) : (
              <input id={id} value={value === undefined ? '' : String(value)} placeholder={inherited ? `${String(inherited.value)}, as on ${breakpointLabels[inherited.from]}` : ''} onChange={(e) => set(key, e.target.value)} />
            )}
          </div>
        )
      })}
      {problem && <p role="alert">{problem}</p>}
    </fieldset>
  )
}
