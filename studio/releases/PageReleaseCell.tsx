import { mayEdit } from './releaseApi.ts'
import { useMe } from '../shell/useMe.ts'
import { AddToRelease } from './AddToRelease.tsx'
import { ReleaseBadge } from './ReleaseBadge.tsx'

/** For a page-list row: the releases the page is in with their status, its open review notes, and "Add to release". */
export function PageReleaseCell({ pageId, openNotes = 0 }: { pageId: string; openNotes?: number }) {
  const me = useMe()
  return (
    <div className="page-release-cell" data-page={pageId}>
      <ReleaseBadge pageId={pageId} />
      {openNotes > 0 && (
        <span className="release__notes" data-open-notes={openNotes}>
          {openNotes} open note{openNotes === 1 ? '' : 's'}
        </span>
      )}
      {mayEdit(me.data?.role) && <AddToRelease compact pageId={pageId} />}
    </div>
  )
}
