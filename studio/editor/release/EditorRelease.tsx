import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { mayEdit } from '../../releases/releaseApi.ts'
import { AddToRelease } from '../../releases/AddToRelease.tsx'
import { ReleaseBadge } from '../../releases/ReleaseBadge.tsx'
import { useMe } from '../../shell/useMe.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'

/** The editor's release corner: the releases this page is in, and (for editors) adding what is on screen to one. */
export function EditorRelease() {
  const store = usePageStore()
  const client = useQueryClient()
  const pageId = useEditor((s) => s.history.present.id)
  const me = useMe()
  const openNotes = useEditor((s) => Object.values(s.history.present.review.annotations).reduce((n, list) => n + (list ?? []).filter((a) => !a.resolved).length, 0))
  const role = me.data?.role
  // A reviewer opens every page in review mode: reviewing is all they may do here.
  useEffect(() => {
    if (role === 'reviewer' && !store.getState().admin.reviewMode) store.getState().setFlag('reviewMode', true)
  }, [role, store])
  return (
    <div className="editor__release">
      <ReleaseBadge pageId={pageId} />
      {openNotes > 0 && (
        <span className="release__notes" data-open-notes={openNotes}>
          {openNotes} open review note{openNotes === 1 ? '' : 's'}
        </span>
      )}
      {mayEdit(me.data?.role) && (
        <AddToRelease
          compact
          pageId={pageId}
          draft={() => {
            // What is on screen becomes a saved version, as "Save version for later" does.
            const { history, savedVersion } = store.getState()
            return { page: history.present, version: savedVersion }
          }}
          onAdded={(release, saved) => {
            // The API marks the page as in the release; the open copy learns it too, so leaving raises the unsaved-draft alert.
            const mark = { id: release.id, name: release.name, status: release.status }
            const state = store.getState()
            if (saved) void client.invalidateQueries({ queryKey: ['page-versions', pageId] })
            state.markSaved({ ...(saved?.page ?? state.saved), current_release: mark }, saved?.version ?? state.savedVersion)
            state.receive({ ...state.history.present, current_release: mark })
          }}
        />
      )}
    </div>
  )
}
