import { useQuery } from '@tanstack/react-query'
import { auditApi } from './auditApi.ts'
import './audit.css'

/** Who changed the page and when (its audit entries joined with its versions); a versioned entry can be restored. */
export function PageActivity({ pageId, onRestore }: { pageId: string; onRestore?: (versionId: string) => void }) {
  const history = useQuery({ queryKey: ['page-history', pageId], queryFn: () => auditApi.pageHistory(pageId) })
  return (
    <section className="audit" aria-labelledby="page-activity">
      <h2 id="page-activity">Who changed what</h2>
      {history.isError && <p role="alert">Could not load the page's changes: {history.error.message}</p>}
      {history.data?.items.length === 0 && <p className="studio__empty">No change to this page is on record.</p>}
      {history.data && history.data.items.length > 0 && (
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
                    {item.version && onRestore && (
                      <button type="button" onClick={() => onRestore(item.version!.id)}>
                        Restore this version
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
