import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { Page } from '../../../catalogue/model/page.ts'

/** Unsaved edits, kept in IndexedDB as they happen so a crash or a closed tab loses nothing. */
export interface StoredDraft {
  page: Page
  /** The version the edits started from, to tell whether someone saved since. */
  baseVersion: number
  savedAt: number
}

let db: UseStore | undefined
const store = () => (db ??= createStore('voix-studio', 'drafts'))
const key = (pageId: string) => `draft:${pageId}`

// Async, so a browser without IndexedDB (a locked-down profile) gives a rejected promise rather than a throw.
export const readDraft = async (pageId: string) => get<StoredDraft>(key(pageId), store())
export const writeDraft = async (draft: StoredDraft) => set(key(draft.page.id), draft, store())
export const clearDraft = async (pageId: string) => del(key(pageId), store())
