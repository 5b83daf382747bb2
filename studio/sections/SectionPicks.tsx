import { useQuery } from '@tanstack/react-query'
import { editorQueries } from '../editor/editorQueries.ts'
import { usePageSite } from './PageSiteContext.ts'
import { sectionApi, type StoredSection } from './sectionApi.ts'
import { SectionPreview } from './SectionPreview.tsx'

/**
 * The block picker's sections: the page's site's and every site's, found by name as the picker's search is typed,
 * each shown as the page's site renders it.
 */
export function SectionPicks({ filter, onPick }: { filter: string; onPick: (section: StoredSection) => void }) {
  const siteId = usePageSite()
  const q = filter.trim()
  const found = useQuery({ queryKey: ['sections', 'usable', siteId, q], queryFn: () => sectionApi.usable(siteId, q), staleTime: 10_000 })
  const site = useQuery(editorQueries.sites()).data?.find((s) => s.id === siteId)
  if (!found.data?.length) return null
  return (
    <section aria-label="Sections">
      <h3>Sections</h3>
      <ul className="picker__grid">
        {found.data.map((s) => (
          <li key={s.id} className="picker__section">
            {site && <SectionPreview sectionId={s.id} name={s.name} version={s.version} site={site} />}
            <button type="button" className="picker__block" onClick={() => onPick(s)} aria-label={`Insert section ${s.name}`}>
              <strong>{s.name}</strong>
              <small>
                {s.kind === 'shared' ? 'Shared section: changes to it show here too' : 'Preset: a copy you can change'} · {s.elements.length} {s.elements.length === 1 ? 'block' : 'blocks'}
                {s.site_id === null ? ' · every site' : ''}
              </small>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
