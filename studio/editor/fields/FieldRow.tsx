import { memo } from 'react'
import type { AnyField } from '../../../catalogue/fields/fieldKind.ts'
import type { Field } from '../../../catalogue/model/field.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { useSyncPost } from '../sync/SyncContext.ts'
import { fieldOf } from '../store/fieldActions.ts'
import { useFieldSaveProblem } from '../save/saveProblems.ts'
import { FieldEditor } from './FieldEditor.tsx'
import { fieldProblem } from './fieldProblem.ts'
import { PropertiesEditor } from './PropertiesEditor.tsx'

interface Props {
  elementId: string
  name: string
  kind: AnyField
  stored: Field | undefined
  layout: string
}

export const FieldRow = memo(function FieldRow({ elementId, name, kind, stored, layout }: Props) {
  const store = usePageStore()
  const post = useSyncPost()
  const key = `${elementId}:${name}`
  const selected = useEditor((s) => s.admin.selectedField === key)
  const breakpoint = useEditor((s) => s.viewBreakpoint)
  const enabled = stored ? stored.enabled : kind.meta.enabled
  const value = stored && stored.value !== undefined ? stored.value : kind.default
  const checked = kind.schema.safeParse(value)
  const refused = useFieldSaveProblem(elementId, name)
  const inputId = `field-${elementId}-${name}`
  /** The element lacks the field: add it (only then), and tell the other windows. */
  const ensure = () => {
    if (stored) return
    if (!store.getState().edit('addField', elementId, { name, type: kind.kind, value: kind.default, enabled: kind.meta.enabled })) return
    const page = store.getState().history.present
    const field = fieldOf(page, elementId, name)
    if (field) post({ type: 'fieldAdded', pageId: page.id, elementId, field })
  }
  return (
    <div className={`field${selected ? ' is-selected' : ''}${enabled ? '' : ' is-off'}`} data-field={name}>
      <div className="field__head">
        <label htmlFor={inputId}>{kind.meta.label}</label>
        <button type="button" className="tree__mini" aria-pressed={selected} aria-label={`Text style of ${kind.meta.label}`} title="Text style at each screen size: font, size, weight, spacing, alignment, columns" onClick={() => store.getState().selectField(key)}>
          Aa
        </button>
        <label className="field__toggle">
          <input
            type="checkbox"
            checked={enabled}
            aria-label={`${kind.meta.label} enabled`}
            onChange={(e) => {
              ensure()
              store.getState().edit('setFieldEnabled', elementId, name, e.target.checked)
            }}
          />
          {enabled ? 'On' : 'Off'}
        </label>
      </div>
      {enabled ? (
        <FieldEditor
          kind={kind}
          value={value}
          inputId={inputId}
          name={name}
          layout={layout}
          onChange={(v) => {
            ensure()
            store.getState().edit('setValue', elementId, name, v)
          }}
        />
      ) : (
        <p className="studio__muted">
          Off: not shown on the page.{' '}
          <button
            type="button"
            onClick={() => {
              ensure()
              store.getState().edit('setFieldEnabled', elementId, name, true)
            }}
          >
            Enable {kind.meta.label}
          </button>
        </p>
      )}
      {enabled && !checked.success && (
        <p role="alert" className="field__problem">
          {kind.meta.label} {fieldProblem(checked.error)}
        </p>
      )}
      {enabled && checked.success && refused && (
        <p role="alert" className="field__problem">
          {kind.meta.label}
          {refused.part ? ` (${refused.part})` : ''}: {refused.message}
        </p>
      )}
      {kind.meta.help && <small className="studio__muted">{kind.meta.help}</small>}
      {selected && <PropertiesEditor field={stored} breakpoint={breakpoint} onChange={(p) => (ensure(), store.getState().edit('setProperty', elementId, name, p))} />}
    </div>
  )
})
