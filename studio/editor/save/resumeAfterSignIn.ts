import { beginSignIn } from '../../auth/signIn.ts'
import type { PageStore } from '../store/createPageStore.ts'
import { writeDraft } from './drafts.ts'

const resumeKey = (pageId: string) => `voix:resume:${pageId}`

/**
 * The editor's sign-in has ended with edits unsaved: keep them in this browser, note that they are to come back
 * by themselves, and go to the sign-in page, which returns to this editor.
 */
export async function signInKeepingEdits(store: PageStore, returnTo = `${location.pathname}${location.search}`): Promise<void> {
  const s = store.getState()
  await writeDraft({ page: s.history.present, baseVersion: s.savedVersion, savedAt: Date.now() })
  sessionStorage.setItem(resumeKey(s.pageId), '1')
  await beginSignIn(returnTo.startsWith('/voix') ? returnTo : '/voix')
}

/** Whether the kept edits of this page are to come back without asking (the editor left only to sign in); asked once. */
export function takeResume(pageId: string): boolean {
  const marked = sessionStorage.getItem(resumeKey(pageId)) === '1'
  sessionStorage.removeItem(resumeKey(pageId))
  return marked
}
