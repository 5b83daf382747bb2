import type { Page } from '../../../catalogue/model/page.ts'
import type { SyncMessage } from '../../../catalogue/sync/syncMessages.ts'
import { ApiError, api, type BuildJob, type StoredPage } from '../../api/client.ts'
import type { PageStore } from '../store/createPageStore.ts'
import { clearDraft } from './drafts.ts'

/** platform.md §5: the four save options, all on by default, each with what it does in the editor's words. */
export const saveOptions = [
  { id: 'draft', label: 'Save draft', hint: 'Keeps your changes as the working copy; visitors still see the published page (Ctrl+S)' },
  { id: 'version', label: 'Save version for later', hint: 'Keeps this state as a named version you can restore or publish later; nothing goes live' },
  { id: 'publish', label: 'Save and publish', hint: 'Saves a named version and puts it live: the site is rebuilt with it' },
  { id: 'quick', label: 'Quick save and publish', hint: 'Puts your changes live at once, without naming the version' },
] as const
export type SaveOption = (typeof saveOptions)[number]['id']

export type SaveResult =
  | { kind: 'saved'; version: number; job?: Pick<BuildJob, 'id' | 'status'> }
  | { kind: 'conflict'; current: StoredPage }
  | { kind: 'failed'; message: string; error: unknown }

/**
 * Save the edited copy with one option, based on the version it was loaded at. A 412 is never retried
 * over the other editor's work: it comes back as a conflict for the editor to resolve.
 */
export async function savePage(store: PageStore, option: SaveOption, post: (m: SyncMessage) => void, opts: { name?: string; baseVersion?: number } = {}): Promise<SaveResult> {
  const s = store.getState()
  const page: Page = s.history.present
  const version = opts.baseVersion ?? s.savedVersion
  post({ type: 'isSaving', pageId: page.id, isSaving: true })
  s.setFlag('loading', true)
  try {
    let answer: { version: number; job?: Pick<BuildJob, 'id' | 'status'> }
    if (option === 'draft') answer = await api.saveDraft(page, version)
    else if (option === 'version') answer = await api.saveVersion(page, version, opts.name?.trim() || `Version of ${new Date().toLocaleString()}`)
    else answer = await api.publish(page, version, option === 'quick' ? { quick: true } : { ...(opts.name?.trim() ? { name: opts.name.trim() } : {}) })
    store.getState().markSaved(page, answer.version)
    post({ type: 'saved', pageId: page.id, version: answer.version, page })
    await clearDraft(page.id).catch(() => undefined)
    return { kind: 'saved', version: answer.version, ...(answer.job ? { job: answer.job } : {}) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 412 && error.current) return { kind: 'conflict', current: error.current as StoredPage }
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error), error }
  } finally {
    store.getState().setFlag('loading', false)
    post({ type: 'isSaving', pageId: page.id, isSaving: false })
  }
}
