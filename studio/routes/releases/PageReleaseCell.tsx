import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client.ts'
import { mayEdit } from '../../api/releaseApi.ts'
import { useMe } from '../../shell/useMe.ts'
import { AddToRelease } from './AddToRelease.tsx'
import { ReleaseBadge } from './ReleaseBadge.tsx'

/** Open review notes of a page's draft, counted over every breakpoint. */
export function useOpenNotes(pageId: string): number {
  const page = useQuery({ queryKey: ['page', pageId], queryFn: () => api.getPage(pageId), staleTime: 30_000 })
  return Object.values(page.data?.review.annotations ?? {}).reduce((n, list) => n + (list ?? []).filter((a) => !a.resolved).length, 0)
}

/** For a page-list row: the releases the page is in with their status, its open review notes, and "Add to release". */
export function PageReleaseCell({ pageId }: { pageId: string }) {
  const me = useMe()
  const open = useOpenNotes(pageId)
  return (
    <div className="page-release-cell" data-page={pageId}>
      <ReleaseBadge pageId={pageId} />
      {open > 0 && (
        <span className="release__notes" data-open-notes={open}>
          {open} open note{open === 1 ? '' : 's'}
        </span>
      )}
      {mayEdit(me.data?.role) && <AddToRelease compact pageId={pageId} />}
    </div>
  )
}
