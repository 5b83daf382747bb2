import '../shell/admin.css'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { adminApi, type PageVersionInfo } from '../api/adminApi.ts'
import { api } from '../api/client.ts'
import { useCan } from '../shell/useCan.ts'
import { PageActivity } from '../audit/PageActivity.tsx'
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx'

const kindLabel = { saved: 'Saved', published: 'Published' } as const
const when = (at: string) => <time dateTime={at}>{new Date(at).toLocaleString()}</time>

/** One version's content, enough to recognise it: title, path and the blocks in order. */
function VersionContent({ pageId, version }: { pageId: string; version: PageVersionInfo }) {
  const read = useQuery({ queryKey: ['page-version', pageId, version.id], queryFn: () => adminApi.version(pageId, version.id), staleTime: Infinity })
  if (read.isPending) return <p role="status">Loading the version…</p>
  if (read.isError) return <p role="alert">Could not load the version: {read.error.message}</p>
  const page = read.data.page
  return (
    <dl className="studio__fields" aria-label={`Content of ${version.name || 'the version'}`}>
      <div>
        <dt>Title</dt>
        <dd>{page.title}</dd>
      </div>
      <div>
        <dt>Path</dt>
        <dd>{page.path}</dd>
      </div>
      <div>
        <dt>Blocks</dt>
        <dd>{page.elements.length ? page.elements.map((e) => e.label ?? e.component ?? e.type).join(', ') : 'none'}</dd>
      </div>
    </dl>
  )
}

/** /voix/pages/history/{id}: a page's saved and published versions and who changed what, newest first; any version can become the draft again. */
export function PageHistory({ id }: { id: string }) {
  const client = useQueryClient()
  const mayWrite = useCan('content:write')
  const page = useQuery({ queryKey: ['page', id], queryFn: () => api.getPage(id) })
  const versions = useQuery({ queryKey: ['page-versions', id], queryFn: () => adminApi.versions(id) })
  const [open, setOpen] = useState<string>()
  const [asking, setAsking] = useState<PageVersionInfo>()
  const [done, setDone] = useState<PageVersionInfo>()
  const restore = useMutation({
    mutationFn: (v: PageVersionInfo) => adminApi.restore(id, v.id, page.data!.version),
    onSuccess: async (_, v) => {
      setAsking(undefined)
      setDone(v)
      await client.invalidateQueries({ queryKey: ['page', id] })
      await client.invalidateQueries({ queryKey: ['page-list'] })
    },
  })
  if (page.isError) return <p role="alert">Could not load the page: {page.error.message}</p>
  const label = (v: PageVersionInfo) => v.name || `${kindLabel[v.kind]} ${new Date(v.created_at).toLocaleString()}`
  return (
    <section>
      <div className="studio__heading">
        <h1>History{page.data ? ` of “${page.data.title}”` : ''}</h1>
        <Link href={`~/voix/studio?page=${encodeURIComponent(id)}`}>Open in the editor</Link>
      </div>
      <p className="studio__muted">Every saved and published version, newest first. Restoring one makes it the draft again; publish it from the editor when it is right.</p>
      {done && (
        <p role="status">
          “{label(done)}” is the draft again. <Link href={`~/voix/studio?page=${encodeURIComponent(id)}`}>See it in the editor</Link>
        </p>
      )}
      {versions.isPending && <p role="status">Loading versions…</p>}
      {versions.isError && <p role="alert">Could not load the versions: {versions.error.message}</p>}
      {versions.data?.length === 0 && <p className="studio__empty">This page has no saved or published versions yet: only its draft.</p>}
      {versions.data && versions.data.length > 0 && (
        <ol className="history">
          {versions.data.map((v) => (
            <li key={v.id} className="history__item">
              <div className="history__head">
                <strong>{label(v)}</strong>
                <span className="studio__muted">
                  {kindLabel[v.kind]} {when(v.created_at)}
                  {v.created_by ? ` by ${v.created_by}` : ''}
                </span>
                <span className="page-actions">
                  <button type="button" aria-expanded={open === v.id} onClick={() => setOpen(open === v.id ? undefined : v.id)}>
                    {open === v.id ? 'Hide content' : 'Show content'}
                  </button>
                  {mayWrite && (
                    <button type="button" disabled={!page.data} onClick={() => setAsking(v)}>
                      Restore
                    </button>
                  )}
                </span>
              </div>
              {open === v.id && <VersionContent pageId={id} version={v} />}
            </li>
          ))}
        </ol>
      )}
      <PageActivity pageId={id} onRestore={mayWrite ? (versionId) => setAsking(versions.data?.find((v) => v.id === versionId)) : undefined} />
      {asking && (
        <ConfirmDialog title={`Restore “${label(asking)}”?`} confirm="Restore this version" busy={restore.isPending} onConfirm={() => restore.mutate(asking)} onCancel={() => (setAsking(undefined), restore.reset())}>
          <p>The draft is replaced by this version. The draft as it is now stays in the history only if it was saved as a version. The public site does not change until the page is published.</p>
          {restore.isError && <p role="alert">{restore.error.message}</p>}
        </ConfirmDialog>
      )}
    </section>
  )
}
