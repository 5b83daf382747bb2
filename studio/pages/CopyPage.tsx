import '../shell/admin.css'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import type { PageSummary } from '../../catalogue/model/pageSummary.ts'
import { adminApi } from '../api/adminApi.ts'
import { api, ApiError, type StoredPage } from '../api/client.ts'

const fieldLabels: Record<string, string> = { path: 'Path', site_id: 'Site', title: 'Title' }

/** The API's refusal in the form's words: each bad field by its label. */
function problem(error: Error): string {
  if (error instanceof ApiError && error.issues.length) return error.issues.map((i) => `${fieldLabels[i.path.split('.')[0]!] ?? 'The copy'}: ${i.message}`).join('. ')
  return error.message
}

/** Finding the page to copy: the API searches, so it works with any number of pages. */
function PickSource({ onPick }: { onPick: (id: string) => void }) {
  const [q, setQ] = useState('')
  const found = useQuery({ queryKey: ['page-list', 'copy-pick', q], queryFn: ({ signal }) => adminApi.listPages({ q: q || undefined, limit: 10, offset: 0 }, signal) })
  return (
    <div className="studio__form">
      <label>
        Find the page to copy (title or path)
        <input type="search" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
      </label>
      {found.data?.items.length === 0 && <p className="studio__empty">No page matches “{q}”.</p>}
      <ul className="pick-list">
        {found.data?.items.map((p: PageSummary) => (
          <li key={p.id}>
            <button type="button" onClick={() => onPick(p.id)}>
              {p.title} <span className="studio__muted">{p.path}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

function CopyForm({ source }: { source: StoredPage }) {
  const [, navigate] = useLocation()
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites, staleTime: 60_000 })
  const [site, setSite] = useState('')
  const [path, setPath] = useState(source.path)
  const [title, setTitle] = useState(source.title)
  const copy = useMutation({
    mutationFn: () => adminApi.copy(source.id, { site_id: site || source.site_id, path, title: title.trim() || undefined }),
    onSuccess: (made) => navigate(`~/voix/studio?page=${encodeURIComponent(made.id)}`),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    copy.mutate()
  }
  return (
    <form className="studio__form" onSubmit={submit} aria-label="Copy to a site">
      <p>
        Copying <strong>{source.title}</strong> ({source.path}). The copy is a new page with new ids for every block, as a draft; the original does not change.
      </p>
      <label>
        To the site
        <select value={site || source.site_id} onChange={(e) => setSite(e.target.value)}>
          {sites.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
              {s.id === source.site_id ? ' (the same site)' : ''}
            </option>
          ))}
        </select>
      </label>
      <label>
        Path
        <input value={path} onChange={(e) => setPath(e.target.value)} required />
      </label>
      <label>
        Title
        <input value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      {copy.isError && (
        <p role="alert" className="field__problem">
          {problem(copy.error)}
        </p>
      )}
      <div className="modal__actions">
        <button type="submit" className="studio__primary" disabled={copy.isPending}>
          {copy.isPending ? 'Copying…' : 'Copy the page'}
        </button>
        <Link href="~/voix/pages">Cancel</Link>
      </div>
    </form>
  )
}

/** /voix/pages/copy?page=<id> (platform.md §2): a copy of a page on this or another site, with new ids. */
export function CopyPage() {
  const [, navigate] = useLocation()
  const chosen = new URLSearchParams(useSearch()).get('page') ?? ''
  const source = useQuery({ queryKey: ['page', chosen], queryFn: () => api.getPage(chosen), enabled: Boolean(chosen) })
  return (
    <section>
      <div className="studio__heading">
        <h1>Copy a page</h1>
      </div>
      {!chosen && <PickSource onPick={(id) => navigate(`~/voix/pages/copy?page=${encodeURIComponent(id)}`)} />}
      {chosen && source.isPending && <p role="status">Loading the page…</p>}
      {chosen && source.isError && <p role="alert">Could not load the page to copy: {source.error.message}</p>}
      {source.data && <CopyForm key={source.data.id} source={source.data} />}
    </section>
  )
}
