import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import type { PageSummary } from '../../catalogue/model/pageSummary.ts'
import { adminApi } from '../api/adminApi.ts'
import { useCan } from '../shell/useCan.ts'
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx'

const enc = encodeURIComponent

/** What can be done to one page from the list; each action only for a role that may do it. */
export function PageRowActions({ page, onDone }: { page: PageSummary; onDone: (message: string) => void }) {
  const client = useQueryClient()
  const mayWrite = useCan('content:write')
  const mayPublish = useCan('pages:publish')
  const [asking, setAsking] = useState<'delete' | 'unpublish'>()
  const [problem, setProblem] = useState<string>()
  const settle = async (message: string) => {
    setAsking(undefined)
    setProblem(undefined)
    await client.invalidateQueries({ queryKey: ['page-list'] })
    onDone(message)
  }
  const remove = useMutation({ mutationFn: () => adminApi.remove(page.id, page.version), onSuccess: () => settle(`Deleted “${page.title}”.`), onError: (e) => setProblem(e.message) })
  const unpublish = useMutation({
    mutationFn: () => adminApi.unpublish(page.id, page.version),
    onSuccess: () => settle(`“${page.title}” is unpublished; the site drops it when the build is live.`),
    onError: (e) => setProblem(e.message),
  })
  return (
    <>
      <span className="page-actions">
        <Link href={`~/voix/pages/history/${enc(page.id)}`}>History</Link>
        {mayWrite && <Link href={`~/voix/pages/copy?page=${enc(page.id)}`}>Copy</Link>}
        {mayWrite && <Link href={`~/voix/pages/translate?page=${enc(page.id)}`}>Translate</Link>}
        {mayPublish && page.published && (
          <button type="button" onClick={() => setAsking('unpublish')}>
            Unpublish
          </button>
        )}
        {mayWrite && (
          <button type="button" className="studio__danger" onClick={() => setAsking('delete')}>
            Delete
          </button>
        )}
      </span>
      {problem && !asking && (
        <p role="alert" className="field__problem">
          {problem}
        </p>
      )}
      {asking === 'delete' && (
        <ConfirmDialog title={`Delete “${page.title}”?`} confirm="Delete the page" busy={remove.isPending} onConfirm={() => remove.mutate()} onCancel={() => setAsking(undefined)}>
          <p>
            {page.path} and all its saved versions are deleted. {page.published ? 'It disappears from the public site at the next build.' : ''} This cannot be undone.
          </p>
          {problem && <p role="alert">{problem}</p>}
        </ConfirmDialog>
      )}
      {asking === 'unpublish' && (
        <ConfirmDialog title={`Unpublish “${page.title}”?`} confirm="Unpublish" busy={unpublish.isPending} onConfirm={() => unpublish.mutate()} onCancel={() => setAsking(undefined)}>
          <p>{page.path} is taken off the public site at the next build. Its draft and versions stay, so it can be published again.</p>
          {problem && <p role="alert">{problem}</p>}
        </ConfirmDialog>
      )}
    </>
  )
}
