import { useQuery } from '@tanstack/react-query'
import type { RecordDoc } from '../records/RecordConfig.ts'
import { sectionApi } from './sectionApi.ts'

/** Where a section is used, and what saving a change to it rebuilds: the published pages placing it. */
export function SectionUsagePanel({ doc }: { doc: RecordDoc; name: string }) {
  const id = String(doc.id)
  const usage = useQuery({ queryKey: ['sections', 'usage', id, doc.version], queryFn: () => sectionApi.usage(id) })
  if (doc.kind !== 'shared') return <p className="studio__muted">A preset is copied into pages: changing it changes no page.</p>
  if (!usage.data) return <p className="studio__muted">Finding the pages using this section…</p>
  const published = usage.data.pages.filter((p) => p.published)
  return (
    <section aria-label="Where this section is used" className="sections__usage">
      <h3>Used on {usage.data.total === 1 ? '1 page' : `${usage.data.total} pages`}</h3>
      <p>
        Saving a change rebuilds {published.length === 1 ? '1 published page' : `${published.length} published pages`}; drafts placing it show the change when
        they are published.
      </p>
      <ul>
        {usage.data.pages.map((p) => (
          <li key={p.id}>
            <a href={`/voix/pages/${encodeURIComponent(p.id)}`}>{p.title}</a> <code>{p.path}</code> {p.published ? '(published)' : '(draft only)'}
          </li>
        ))}
      </ul>
    </section>
  )
}
