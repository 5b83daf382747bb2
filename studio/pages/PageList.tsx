import '../shell/admin.css'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { adminApi, type PageFilter } from '../api/adminApi.ts'
import { api } from '../api/client.ts'
import { Pager } from '../shell/Pager.tsx'
import { useCan } from '../shell/useCan.ts'
import { useSiteName } from '../shell/useSiteName.ts'
import { PageRowActions } from './PageRowActions.tsx'
import { PageStatus } from './PageStatus.tsx'
import { filterFromSearch, pageSize, searchFromFilter } from './pageListFilter.ts'
import { PageReleaseCell } from '../releases/PageReleaseCell.tsx'
import { PageListPresence, PagePresenceCell } from '../team/PageListPresence.tsx'
import { ScheduleBadge } from '../team/ScheduleBadge.tsx'
import { scheduleApi } from '../team/scheduleApi.ts'

/** /voix and /voix/pages: every page the user may see, searched, filtered and paged by the API. */
export function PageList() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const filter = filterFromSearch(search)
  const [text, setText] = useState(filter.q ?? '')
  const [notice, setNotice] = useState<string>()
  const mayWrite = useCan('content:write')
  // The filter's choices; the rows name their sites through useSiteName, which shares this query.
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites, staleTime: 60_000 })
  const authors = useQuery({ queryKey: ['page-authors'], queryFn: adminApi.listAuthors, staleTime: 60_000 })
  const pages = useQuery({ queryKey: ['page-list', filter], queryFn: ({ signal }) => adminApi.listPages(filter, signal), placeholderData: keepPreviousData })
  // One request for the scheduled changes of every visible row, not one a row.
  const visible = pages.data?.items.map((p) => p.id) ?? []
  const schedules = useQuery({
    queryKey: ['schedules', 'pages', 'list', visible],
    queryFn: ({ signal }) => scheduleApi.forTargets('pages', visible, signal),
    enabled: visible.length > 0,
    refetchInterval: 15_000,
  })
  const scheduledFor = (id: string) => schedules.data?.items.filter((j) => j.target_id === id) ?? []
  const change = (next: Partial<PageFilter>) => navigate(`~/voix/pages${searchFromFilter({ ...filter, offset: 0, ...next })}`, { replace: true })
  const siteName = useSiteName()
  const filtered = Boolean(filter.q || filter.site_id || filter.published || filter.author)
  return (
    <PageListPresence>
    <section>
      <div className="studio__heading">
        <h1>Pages</h1>
        {mayWrite && (
          <Link href="~/voix/pages/create" className="studio__primary">
            New page
          </Link>
        )}
      </div>
      <form className="page-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          Search by title or path
          <input
            type="search"
            value={text}
            maxLength={200}
            onChange={(e) => {
              setText(e.target.value)
              change({ q: e.target.value.trim() || undefined })
            }}
          />
        </label>
        <label>
          Site
          <select value={filter.site_id ?? ''} onChange={(e) => change({ site_id: e.target.value || undefined })}>
            <option value="">All sites</option>
            {sites.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select value={filter.published ?? ''} onChange={(e) => change({ published: (e.target.value || undefined) as PageFilter['published'] })}>
            <option value="">Any status</option>
            <option value="true">Published</option>
            <option value="false">Draft</option>
          </select>
        </label>
        <label>
          Author
          <select value={filter.author ?? ''} onChange={(e) => change({ author: e.target.value || undefined })}>
            <option value="">Anyone</option>
            {authors.data?.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
      </form>
      {notice && <p role="status">{notice}</p>}
      {pages.isPending && <p role="status">Loading pages…</p>}
      {pages.isError && <p role="alert">Could not load the pages: {pages.error.message}</p>}
      {pages.data && pages.data.items.length === 0 && (
        <div className="studio__empty">
          {filtered ? (
            <p>
              No pages match these filters.{' '}
              <button type="button" onClick={() => (setText(''), navigate('~/voix/pages', { replace: true }))}>
                Show all pages
              </button>
            </p>
          ) : (
            <p>There are no pages yet.{mayWrite && ' Make the first one with New page.'}</p>
          )}
        </div>
      )}
      {pages.data && pages.data.items.length > 0 && (
        <>
          <div className="studio__scroll" aria-busy={pages.isFetching}>
            <table className="studio__table page-table">
              <thead>
                <tr>
                  <th>Title</th>
                  <th>Site</th>
                  <th>Path</th>
                  <th>Status</th>
                  <th>Release and review</th>
                  <th>Scheduled</th>
                  <th>Author</th>
                  <th>Changed</th>
                  <th>
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {pages.data.items.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link href={`~/voix/studio?page=${encodeURIComponent(p.id)}`}>{p.title}</Link>
                      <PagePresenceCell pageId={p.id} />
                    </td>
                    <td data-label="Site">{siteName(p.site_id)}</td>
                    <td data-label="Path">{p.path}</td>
                    <td data-label="Status">
                      <PageStatus page={p} />
                    </td>
                    <td data-label="Release and review">
                      <PageReleaseCell pageId={p.id} openNotes={p.open_notes} />
                    </td>
                    <td data-label="Scheduled">
                      <ScheduleBadge kind="pages" id={p.id} jobs={scheduledFor(p.id)} />
                    </td>
                    <td data-label="Author">{p.author ?? '—'}</td>
                    <td data-label="Changed">
                      <time dateTime={p.updated_at}>{new Date(p.updated_at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}</time>
                    </td>
                    <td>
                      <PageRowActions page={p} onDone={setNotice} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={filter.offset} shown={pages.data.items.length} total={pages.data.total} pageSize={pageSize} onOffset={(offset) => change({ offset })} />
        </>
      )}
    </section>
    </PageListPresence>
  )
}
