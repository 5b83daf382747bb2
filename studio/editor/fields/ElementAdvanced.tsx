import { useState } from 'react'
import { color } from '../../../catalogue/fields/colorField.ts'
import { ConditionOperator, type Condition, type ConditionsSettings } from '../../../catalogue/model/conditions.ts'
import { HydrationMode, type Element } from '../../../catalogue/model/element.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { ColorEditor } from './editors/ColorEditor.tsx'
import { TagsInput } from './TagsInput.tsx'

const hydrationLabels: Record<HydrationMode, string> = {
  load: 'As the page loads',
  idle: 'Once the page is idle',
  visible: 'When scrolled into view',
  none: 'Never (shown as it is, not interactive)',
}

const operatorLabels: Record<Condition['operator'], string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  not_contains: 'does not contain',
  greater_than: 'is more than',
  less_than: 'is less than',
  exists: 'is set',
  not_exists: 'is not set',
}

const editingRoles = ['admin', 'editor'] as const
const roleLabels: Record<(typeof editingRoles)[number], string> = { admin: 'Administrators', editor: 'Editors' }

const groupElements = ['div', 'section', 'article', 'aside', 'header', 'footer', 'nav']
const anchorPattern = /^[A-Za-z][\w-]*$/
const backgroundKind = color({ label: 'Background colour', default: '' })
const foregroundKind = color({ label: 'Text colour', default: '' })

/** Who sees the element: each test of the visitor on a row, all or any of them. */
function ConditionsEditor({ value, onChange }: { value: ConditionsSettings | undefined; onChange: (v: ConditionsSettings | null) => void }) {
  const conditions = value?.conditions ?? []
  const set = (next: Condition[], type = value?.type ?? 'and') => onChange(next.length ? { type, conditions: next } : null)
  return (
    <fieldset className="conditions-editor">
      <legend>Shown only to visitors who…</legend>
      {conditions.length > 1 && (
        <label>
          Match
          <select value={value?.type ?? 'and'} onChange={(e) => set(conditions, e.target.value as 'and' | 'or')}>
            <option value="and">all of these</option>
            <option value="or">any of these</option>
          </select>
        </label>
      )}
      {conditions.map((c, i) => (
        <div key={i} className="conditions-editor__row" role="group" aria-label={`Condition ${i + 1}`}>
          <input aria-label="What to test (such as utm_source or country)" value={c.key} maxLength={200} onChange={(e) => set(conditions.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)))} />
          <select aria-label="Test" value={c.operator} onChange={(e) => set(conditions.map((x, j) => (j === i ? { ...x, operator: e.target.value as Condition['operator'] } : x)))}>
            {ConditionOperator.options.map((o) => (
              <option key={o} value={o}>
                {operatorLabels[o]}
              </option>
            ))}
          </select>
          {c.operator !== 'exists' && c.operator !== 'not_exists' && (
            <input aria-label="Value" value={c.value === undefined ? '' : String(c.value)} maxLength={500} onChange={(e) => set(conditions.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} />
          )}
          <button type="button" onClick={() => set(conditions.filter((_, j) => j !== i))}>
            Remove
          </button>
        </div>
      ))}
      {conditions.some((c) => !c.key.trim()) && <p role="alert">Each condition needs what to test, such as utm_source.</p>}
      <button type="button" onClick={() => set([...conditions, { key: '', operator: 'equals', value: '' }])}>
        Add a condition
      </button>
      {!conditions.length && <small className="studio__muted">No conditions: everyone sees it.</small>}
    </fieldset>
  )
}

/**
 * An element's settings beyond its fields (platform.md §3, Element): anchor id, tags, who sees it, when it becomes
 * interactive, a group's HTML element, and its colours as the page's layout allows them.
 */
export function ElementAdvanced({ element }: { element: Element }) {
  const store = usePageStore()
  const layout = useEditor((s) => s.history.present.layout)
  const edit = store.getState().edit
  const [anchor, setAnchor] = useState(element.properties.dom_id ?? '')
  const anchorOk = anchor === '' || (anchorPattern.test(anchor) && anchor.length <= 100)
  const setting = (key: string) => {
    const found = element.properties.settings.find((s) => s.key === key)?.value
    return typeof found === 'string' ? found : ''
  }
  return (
    <details className="element-advanced">
      <summary>More settings: anchor, tags, who sees it, colours</summary>
      <label>
        Anchor id (for links such as #offers)
        <input
          name="element.dom_id"
          value={anchor}
          onChange={(e) => {
            setAnchor(e.target.value)
            if (e.target.value === '' || anchorPattern.test(e.target.value)) edit('setElementMeta', element.id, { domId: e.target.value || null })
          }}
        />
      </label>
      {!anchorOk && <p role="alert">Anchor id must start with a letter and hold only letters, digits, - and _ (such as summer-offers).</p>}
      <TagsInput label="Tags" value={element.tags} onChange={(tags) => edit('setElementMeta', element.id, { tags })} />
      <ConditionsEditor value={element.conditions_settings} onChange={(conditions) => edit('setElementMeta', element.id, { conditions })} />
      {element.type !== 'group' && (
        <label>
          Becomes interactive
          <select name="element.hydration_mode" value={element.administration.gui.hydration ?? element.hydration_mode} onChange={(e) => edit('setElementMeta', element.id, { hydration: e.target.value as HydrationMode })}>
            {HydrationMode.options.map((m) => (
              <option key={m} value={m}>
                {hydrationLabels[m]}
              </option>
            ))}
          </select>
        </label>
      )}
      {element.type === 'group' && (
        <label>
          Kind of section (for screen readers and search engines)
          <select name="element.el" value={element.administration.gui.el ?? ''} onChange={(e) => edit('setElementMeta', element.id, { el: e.target.value || null })}>
            <option value="">Plain (div)</option>
            {groupElements.slice(1).map((el) => (
              <option key={el} value={el}>
                {el}
              </option>
            ))}
          </select>
        </label>
      )}
      {element.type !== 'group' && (
        <label>
          Approval of this block
          <select name="element.xp_status" value={element.xp_status} onChange={(e) => edit('setElementMeta', element.id, { xpStatus: e.target.value as Element['xp_status'] })}>
            <option value="approved">Approved</option>
            <option value="pending">Waiting for approval</option>
            <option value="rejected">Rejected</option>
          </select>
        </label>
      )}
      <fieldset className="element-advanced__roles">
        <legend>Who may change, move or delete it</legend>
        {editingRoles.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              name="element.permissions"
              checked={element.administration.permissions.includes(role)}
              onChange={(e) => edit('setElementMeta', element.id, { permissions: e.target.checked ? [...element.administration.permissions, role] : element.administration.permissions.filter((r) => r !== role) })}
            />{' '}
            {roleLabels[role]}
          </label>
        ))}
        <small className="studio__muted">{element.administration.permissions.length ? 'Only the roles ticked.' : 'None ticked: anyone who may edit the page.'}</small>
      </fieldset>
      <div className="element-advanced__color">
        <span>Background colour</span>
        <ColorEditor use="background" kind={backgroundKind} value={setting('background')} inputId={`bg-${element.id}`} name="element.background" layout={layout} onChange={(v) => edit('setElementMeta', element.id, { setting: { key: 'background', value: (v as string) || null } })} />
      </div>
      <div className="element-advanced__color">
        <span>Text colour</span>
        <ColorEditor use="foreground" kind={foregroundKind} value={setting('foreground')} inputId={`fg-${element.id}`} name="element.foreground" layout={layout} onChange={(v) => edit('setElementMeta', element.id, { setting: { key: 'foreground', value: (v as string) || null } })} />
      </div>
    </details>
  )
}
