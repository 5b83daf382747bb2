import { useQuery } from '@tanstack/react-query'
import { api } from '../api/client.ts'

export function PageList({ open }: { open: (id: string) => void }) {
  const pages = useQuery({ queryKey: ['pages'], queryFn: api.listPages })
  if (pages.isPending) return <p>Loading pages…</p>
  if (pages.isError) return <p role="alert">Could not load the pages: {pages.error.message}</p>
  return (
    <section>
      <h1>Pages</h1>
      <table className="studio__table">
        <thead>
          <tr>
            <th>Title</th>
            <th>Site</th>
            <th>Path</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {pages.data.map((p) => (
            <tr key={p.id}>
              <td>
                <a href={`/voix/pages/${encodeURIComponent(p.id)}`} onClick={(e) => (e.preventDefault(), open(p.id))}>
                  {p.title}
                </a>
              </td>
              <td>{p.site_id}</td>
              <td>{p.path}</td>
              <td>{p.published ? 'Published' : 'Draft'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
