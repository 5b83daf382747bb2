import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { DeleteRecordDialog } from './DeleteRecordDialog.tsx'
import type { RecordConfig, RecordDoc } from './RecordConfig.ts'
import { recordApi } from './recordApi.ts'
import { Pager } from '../shell/Pager.tsx'
import { useCan } from '../shell/useCan.ts'
import { useSiteName } from '../shell/useSiteName.ts'

const pageSize = 25

export const editHref = (config: RecordConfig, id: string) => (config.editPath === 'edit' ? `/edit/${encodeURIComponent(id)}` : `/${encodeURIComponent(id)}`)

/** Any record type's list: searched, sorted and paged by the API, so 10,000 records cost one page each time. */
export function RecordList({ config }: { config: RecordConfig }) {
  const [q, setQ] = useState('')
  const [sort, setSort] = useState(config.defaultSort)
  const [offset, setOffset] = useState(0)
  const [deleting, setDeleting] = useState<RecordDoc | null>(null)
  const mayWrite = useCan(config.write)
  // Sites by their names, as editors know them, never by their slugs.
  const nameOfSite = useSiteName()
  const siteName = (value: ReactNode) => (typeof value === 'string' ? nameOfSite(value) : value)
  const query = { q: q.trim() || undefined, sort: sort.key, order: sort.order, limit: pageSize, offset }
  const list = useQuery({
    queryKey: ['records', config.api, query],
    queryFn: ({ signal }) => recordApi.list(config, query, signal),
    placeholderData: keepPreviousData,
  })
  const items = list.data?.items ?? []
  const total = list.data?.total ?? 0
  const sortBy = (key: string) => {
    setSort((s) => ({ key, order: s.key === key && s.order === 'asc' ? 'desc' : 'asc' }))
    setOffset(0)
  }
  return (
    <section className="records" aria-busy={list.isFetching}>
      <div className="records__head">
        <h1>{config.title}</h1>
        {mayWrite && (
          <Link href="/create" className="studio__primary">
            New {config.noun}
          </Link>
        )}
      </div>
      <input
        type="search"
        className="records__search"
        aria-label={`Search ${config.title.toLowerCase()}`}
        placeholder={`Search by ${config.searchHint}`}
        value={q}
        onChange={(e) => {
          setQ(e.target.value)
          setOffset(0)
        }}
      />
      {list.isPending && <p role="status">Loading {config.title.toLowerCase()}…</p>}
      {list.isError && <p role="alert">Could not load the {config.title.toLowerCase()}: {list.error.message}</p>}
      {list.isSuccess && total === 0 && (
        <div className="records__empty" role="status">
          {q.trim() ? (
            <p>No {config.title.toLowerCase()} match ‘{q.trim()}’.</p>
          ) : (
            <p>
              There are no {config.title.toLowerCase()} yet.{' '}
              {mayWrite && <Link href="/create">Create the first {config.noun}</Link>}
            </p>
          )}
        </div>
      )}
      {items.length > 0 && (
        <table className="records__table">
          <thead>
            <tr>
              {config.columns.map((c) => (
                <th key={c.label} scope="col" aria-sort={c.sort && sort.key === c.sort ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {c.sort ? (
                    <button type="button" onClick={() => sortBy(c.sort!)}>
                      {c.label}
                      {sort.key === c.sort ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((doc) => (
              <tr key={String(doc.id)}>
                {config.columns.map((c, i) => (
                  <td key={c.label} data-label={c.label}>
                    {i === 0 ? <Link href={editHref(config, String(doc.id))}>{c.value(doc) || '(untitled)'}</Link> : c.site ? siteName(c.value(doc)) : c.value(doc)}
                  </td>
                ))}
                <td className="records__actions">
                  {config.copy && mayWrite && <Link href={`/copy/${encodeURIComponent(String(doc.id))}`}>Copy</Link>}
                  {mayWrite && (
                    <button type="button" aria-label={`Delete ${config.name(doc)}`} onClick={() => setDeleting(doc)}>
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > pageSize && (
        <Pager className="records__pager" offset={offset} shown={items.length} total={total} pageSize={pageSize} onOffset={setOffset} labels={['Previous', 'Next']} />
      )}
      {deleting && <DeleteRecordDialog config={config} doc={deleting} onDone={() => setDeleting(null)} />}
    </section>
  )
}
