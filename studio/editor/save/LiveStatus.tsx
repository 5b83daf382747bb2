import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Page } from '../../../catalogue/model/page.ts'
import { api } from '../../api/client.ts'
import { request } from '../../api/http.ts'
import { useEditor } from '../EditorContext.ts'
import { draftChanges } from './draftChanges.ts'

// Often enough that someone else's save is noticed while one is still thinking about one's own.
const checkEveryMs = 15_000

/**
 * Draft against live, in the editor: whether the page is live at all, what the copy on screen changes of what
 * visitors get (with the list of changes), and whether someone else has saved the page since it was opened here.
 */
export function LiveStatus() {
  const pageId = useEditor((s) => s.pageId)
  const savedVersion = useEditor((s) => s.savedVersion)
  const present = useEditor((s) => s.history.present)
  // Read again after each save of this window (a publish changes what is live), and now and then for others' saves.
  const stored = useQuery({ queryKey: ['page-head', pageId, savedVersion], queryFn: () => api.getPage(pageId), staleTime: 0, refetchInterval: checkEveryMs, refetchOnWindowFocus: true })
  const liveId = stored.data?.published_version_id ?? null
  const live = useQuery({ queryKey: ['page-live', pageId, liveId], queryFn: () => request<Page>(`/pages/${encodeURIComponent(pageId)}/published`), enabled: !!liveId, staleTime: Infinity })
  const changes = useMemo(() => (live.data ? draftChanges(live.data, present) : []), [live.data, present])
  const theirs = stored.data && stored.data.version > savedVersion ? stored.data.version : null
  return (
    <div className="live-status">
      {theirs !== null && (
        <p role="alert" className="live-status__theirs">
          Someone else saved this page (version {theirs}) after you opened it. What you see is version {savedVersion}: your next save shows both so you can combine them, or reload to start from theirs.
        </p>
      )}
      {stored.data && !liveId && <span className="live-status__state">Not live: visitors get “page not found” until it is published.</span>}
      {live.data &&
        (changes.length ? (
          <details className="live-status__diff">
            <summary>
              Differs from the live page: {changes.length} {changes.length === 1 ? 'change' : 'changes'} visitors do not see yet
            </summary>
            <ul>
              {changes.map((c, i) => (
                <li key={i}>{c}</li>
              ))}
            </ul>
          </details>
        ) : (
          <span className="live-status__state">Same as the live page.</span>
        ))}
    </div>
  )
}
