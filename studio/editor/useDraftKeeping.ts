import { useEffect, useState } from 'react'
import type { Page } from '../../catalogue/model/page.ts'
import { clearDraft, readDraft, writeDraft, type StoredDraft } from './save/drafts.ts'
import { takeResume } from './save/resumeAfterSignIn.ts'
import { isDirty, type PageStore } from './store/createPageStore.ts'

/** Writes unsaved edits to IndexedDB as they happen; offers back what a crash or closed tab left behind. */
export function useDraftKeeping(store: PageStore): { offered: StoredDraft | null; resumed: boolean; restore: () => void; discard: () => void } {
  const [offered, setOffered] = useState<StoredDraft | null>(null)
  const [resumed, setResumed] = useState(false)
  const pageId = store.getState().pageId
  useEffect(() => {
    let live = true
    // Edits kept while the editor signed in again come back by themselves; any others are offered.
    const resume = takeResume(pageId)
    void readDraft(pageId)
      .then((draft) => {
        if (!live || !draft || JSON.stringify(draft.page) === JSON.stringify(store.getState().history.present)) return
        if (!resume) return setOffered(draft)
        store.getState().replace(draft.page)
        setResumed(true)
      })
      .catch((error: unknown) => console.error('Could not read the kept edits', error))
    return () => void (live = false)
  }, [pageId, store])
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let lastPage: Page | undefined
    const unsubscribe = store.subscribe((s) => {
      if (s.history.present === lastPage) return
      lastPage = s.history.present
      clearTimeout(timer)
      // Short enough that a crash loses at most a moment of typing; long enough not to write on every key.
      timer = setTimeout(() => {
        const state = store.getState()
        const write = isDirty(state)
          ? writeDraft({ page: state.history.present, baseVersion: state.savedVersion, savedAt: Date.now() })
          : clearDraft(pageId)
        write.catch((error: unknown) => console.error('Could not keep the unsaved edits', error))
      }, 250)
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [store, pageId])
  return {
    offered,
    resumed,
    restore: () => {
      if (offered) store.getState().replace(offered.page)
      setOffered(null)
    },
    discard: () => {
      void clearDraft(pageId)
      setOffered(null)
    },
  }
}
