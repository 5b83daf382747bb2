import { getBlockDefinition } from '../../../catalogue/blocks/definitions.ts'
import { definitionOf } from '../../../catalogue/blocks/elementLabel.ts'
import type { Element, ModelQuery } from '../../../catalogue/model/element.ts'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import { isAgentsOnlyElement } from '../../../catalogue/model/gatedContent.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { ElementAdvanced } from './ElementAdvanced.tsx'

const modelLabels: Record<ModelQuery['model'], string> = { posts: 'Posts', specials: 'Special offers', resorts: 'Resorts', brands: 'Brands', 'fact-sheets': 'Fact sheets', pages: 'Pages' }

/** What every element has: its label, whether it shows (to everyone, or to signed-in agents only), its slot in a slotted parent, and a query's model. */
export function ElementSettings({ element }: { element: Element }) {
  const store = usePageStore()
  const parent = useEditor((s) => findElement(s.history.present.elements, element.id)?.parent ?? null)
  const slots = parent?.component ? getBlockDefinition(parent.component).slots : []
  const edit = store.getState().edit
  // Only a block that shows records as a list renders a query; a query saved on another block keeps its model.
  const queryModels = element.type === 'group' ? [] : (definitionOf(element)?.queryModels ?? [])
  const models = [...new Set([...queryModels, ...(element.model_query ? [element.model_query.model] : [])])]
  return (
    <fieldset className="element-settings">
      <legend>{element.type === 'group' ? 'Group' : element.type === 'query' ? 'Query' : 'Block'}</legend>
      <label>
        Name in the tree
        <input name="element.label" value={element.label ?? ''} onChange={(e) => edit('setLabel', element.id, e.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={element.enabled} onChange={(e) => edit('setEnabled', element.id, e.target.checked)} /> Shown on the page
      </label>
      <label title="Left out of the public site: only travel agents signed in to the portal see it">
        <input type="checkbox" checked={isAgentsOnlyElement(element)} onChange={(e) => edit('setAgentsOnly', element.id, e.target.checked)} /> Only for signed-in travel agents
      </label>
      {slots.length > 0 && (
        <label>
          Slot
          <select value={element.slot} onChange={(e) => edit('setSlot', element.id, e.target.value)}>
            {slots.map((s) => (
              <option key={s.name} value={s.name}>
                {s.label ?? s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {(queryModels.length > 0 || element.type === 'query') && (
        <label>
          <input
            type="checkbox"
            checked={element.type === 'query'}
            onChange={(e) => edit('setQuery', element.id, e.target.checked ? { model: queryModels[0]!, where: [], limit: 12 } : null)}
          />{' '}
          Show records from the database ({models.map((m) => modelLabels[m].toLowerCase()).join(', ')}) in this block
        </label>
      )}
      {element.model_query && (
        <div className="element-settings__query">
          <label>
            Records
            <select value={element.model_query.model} onChange={(e) => edit('setQuery', element.id, { ...element.model_query!, model: e.target.value as ModelQuery['model'] })}>
              {models.map((m) => (
                <option key={m} value={m}>
                  {modelLabels[m]}
                </option>
              ))}
            </select>
          </label>
          <label>
            At most
            <input
              type="number"
              min={1}
              max={200}
              value={element.model_query.limit}
              onChange={(e) => Number.isInteger(e.target.valueAsNumber) && edit('setQuery', element.id, { ...element.model_query!, limit: Math.min(200, Math.max(1, e.target.valueAsNumber)) })}
            />
          </label>
        </div>
      )}
      <ElementAdvanced key={element.id} element={element} />
    </fieldset>
  )
}
