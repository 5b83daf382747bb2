import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { api } from '../api/client.ts'
import { PageReleaseCell } from './releases/PageReleaseCell.tsx'

export function PageList() {
  const pages = useQuery({ queryKey: ['pages'], queryFn: api.listPages })
  return (
    <section>
      <div className="studio__heading">
        <h1>Pages</h1>
        <Link href="~/voix/pages/create" className="studio__primary">
          New page
        </Link>
      </div>
      {pages.isPending && <p>Loading pages…</p>}
      {pages.isError && <p role="alert">Could not load the pages: {pages.error.message}</p>}
      {pages.data && (
        <table className="studio__table">
          <thead>
            <tr>
              <th>Title</th>
              <th>Site</th>
              <th>Path</th>
              <th>Status</th>
              <th>Release and review</th>
            </tr>
          </thead>
          <tbody>
            {pages.data.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link href={`~/voix/studio?page=${encodeURIComponent(p.id)}`}>{p.title}</Link>
                </td>
                <td>{p.site_id}</td>
                <td>{p.path}</td>
                <td>{p.published || p.published_version_id ? 'Published' : 'Draft'}</td>
                <td>
                  <PageReleaseCell pageId={p.id} openNotes={p.open_notes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
