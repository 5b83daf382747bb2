import { useState } from 'react'
import type { Element } from '../../catalogue/model/element.ts'
import type { SectionKind } from '../../catalogue/model/entities/section.ts'
import { usePageStore } from '../editor/EditorContext.ts'
import { sectionApi } from './sectionApi.ts'
import { usePageSite } from './PageSiteContext.ts'

/**
 * "Save as section" on the selected blocks: a shared section takes their place on this page (and can be placed on
 * others), a preset is kept as a starting point and leaves the page as it is.
 */
export function SaveAsSectionDialog({ ids, onClose }: { ids: readonly string[]; onClose: () => void }) {
  const store = usePageStore()
  const siteId = usePageSite()
  const [name, setName] = useState('')
  const [kind, setKind] = useState<SectionKind>('shared')
  const [everySite, setEverySite] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const elements = ids.map((id) => find(store.getState().history.present.elements, id)).filter((el): el is Element => Boolean(el))

  const save = async () => {
    if (!name.trim()) return setError('Give the section a name, so editors can find it.')
    setBusy(true)
    setError(null)
    try {
      const section = await sectionApi.create({ name: name.trim(), kind, site_id: everySite ? null : siteId, description: '', elements })
      if (kind === 'shared') store.getState().edit('replaceWithSection', ids, { id: section.id, name: section.name })
      onClose()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      setBusy(false)
    }
  }

  return (
    <div className="modal" role="dialog" aria-modal="true" aria-label="Save as section" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <form
        className="modal__box sections__dialog"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <h2>Save as section</h2>
        <p>
          {elements.length} {elements.length === 1 ? 'block' : 'blocks'}: {elements.map((el) => el.label ?? el.component ?? 'Group').join(', ')}
        </p>
        <label>
          Section name
          <input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} autoFocus />
        </label>
        <fieldset>
          <legend>Kind</legend>
          <label>
            <input type="radio" name="kind" checked={kind === 'shared'} onChange={() => setKind('shared')} /> Shared: one section on many pages; a change shows on every page using it
          </label>
          <label>
            <input type="radio" name="kind" checked={kind === 'preset'} onChange={() => setKind('preset')} /> Preset: a starting point copied into pages
          </label>
        </fieldset>
        <label>
          <input type="checkbox" checked={everySite} onChange={(e) => setEverySite(e.target.checked)} /> For every site (otherwise for this page’s site only)
        </label>
        {error && <p role="alert">{error}</p>}
        <div className="studio__actions">
          <button type="submit" className="studio__primary" disabled={busy}>
            Save section
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  )
}

function find(elements: readonly Element[], id: string): Element | undefined {
  for (const el of elements) {
    if (el.id === id) return el
    const inner = find(el.elements, id)
    if (inner) return inner
  }
  return undefined
}
