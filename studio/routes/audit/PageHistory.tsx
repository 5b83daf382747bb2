import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { request } from '../../api/http.ts'
import { auditApi } from './auditApi.ts'
import './audit.css'

/** Restore a version as the page's working draft (saved versions keep what was there before). */
async function restore(pageId: string, versionId: string): Promise<void> {
  const page = await request<Record<string, unknown> & { version: number }>(`/pages/${encodeURIComponent(pageId)}`)
  const { page: doc } = await request<{ page: Record<string, unknown> }>(`/pages/${encodeURIComponent(pageId)}/versions/${encodeURIComponent(versionId)}`)
  const { version: _v, published_version_id: _p, source_page_id: _s, created_at: _c, updated_at: _u, ...rest } = doc
  await request(`/pages/${encodeURIComponent(pageId)}`, { method: 'PUT', version: page.version, body: { ...rest, id: pageId, site_id: page.site_id } })
}

/** `/voix/pages/:id/history`: who changed the page and when, joined with its versions, each of which can be opened as the draft. */
export function PageHistory({ pageId }: { pageId: string }) {
  const [, navigate] = useLocation()
  const history = useQuery({ queryKey: ['page-history', pageId], queryFn: () => auditApi.pageHistory(pageId) })
  const open = useMutation({ mutationFn: (versionId: string) => restore(pageId, versionId), onSuccess: () => navigate(`~/voix/studio?page=${encodeURIComponent(pageId)}`) })
  return (
    <section className="audit">
      <h1>Page history</h1>
      <p>
        <Link href={`~/voix/studio?page=${encodeURIComponent(pageId)}`}>Back to the editor</Link>
      </p>
      {history.isError && <p role="alert">{history.error.message}</p>}
      {open.isError && <p role="alert">Could not restore that version: {open.error.message}</p>}
      {history.data && (
        <div className="audit__scroll">
          <table className="audit__table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((item, i) => (
                <tr key={`${item.at}-${i}`} className={item.status && item.status >= 400 ? 'audit__failed' : undefined}>
                  <td>
                    <time dateTime={item.at}>{new Date(item.at).toLocaleString()}</time>
                  </td>
                  <td>{item.who ?? '—'}</td>
                  <td>{item.summary}</td>
                  <td>
                    {item.version && (
                      <button type="button" onClick={() => open.mutate(item.version!.id)} disabled={open.isPending}>
                        Open as draft
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
