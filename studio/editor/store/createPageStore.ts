import { createStore, type StoreApi } from 'zustand/vanilla'
import type { BreakpointName } from '../../../catalogue/model/breakpoints.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import type { Page } from '../../../catalogue/model/page.ts'
import * as admin from './adminState.ts'
import { coalesceKey, editActions, type EditArgs, type EditName } from './editActions.ts'
import { record, redo, replacePresent, startHistory, undo, type History } from './history.ts'

export interface EditorState {
  pageId: string
  /** The copy last saved (or loaded) and its version, for If-Match. */
  saved: Page
  savedVersion: number
  history: History<Page>
  admin: admin.AdminState
  /** Why the last edit was refused; cleared by the next edit. */
  refused: string | null
  /** What the last clipboard command did ("Copied 3 blocks"); cleared by the next edit. */
  notice: string | null
  /** Another window of this page is saving. */
  savingElsewhere: boolean
  /** The breakpoint the preview shows (and review notes and properties default to). */
  viewBreakpoint: BreakpointName
  edit: <N extends EditName>(name: N, ...args: EditArgs<N>) => boolean
  undo: () => void
  redo: () => void
  /** A whole new copy (restored edits, a merge): one undo step. */
  replace: (page: Page) => void
  /** A change that came from another window: applied as it is, without an undo step. */
  receive: (page: Page) => void
  markSaved: (page: Page, version: number) => void
  selectField: (field: string | null) => void
  selectGroup: (group: string | null) => void
  selectElements: (ids: readonly string[]) => void
  setFlag: (flag: 'focusMode' | 'reviewMode' | 'loading' | 'dragging', on: boolean) => void
  setReleaseId: (id: string | null) => void
  setThemeColor: (color: string) => void
  openContextMenu: (at: admin.AdminState['contextMenu']) => void
  setSavingElsewhere: (on: boolean) => void
  setNotice: (notice: string | null) => void
  setViewBreakpoint: (breakpoint: BreakpointName) => void
}

export type PageStore = StoreApi<EditorState>

/** One store per open page. */
export function createPageStore(saved: Page, savedVersion: number, adminOverrides: Partial<admin.AdminState> = {}): PageStore {
  return createStore<EditorState>()((set, get) => {
    const updateAdmin = (f: (a: admin.AdminState) => admin.AdminState) => set((s) => ({ admin: f(s.admin) }))
    return {
      pageId: saved.id,
      saved,
      savedVersion,
      history: startHistory(saved),
      admin: admin.initialAdminState(adminOverrides),
      refused: null,
      notice: null,
      savingElsewhere: false,
      viewBreakpoint: 'lg',
      edit(name, ...args) {
        const action = editActions[name] as (page: Page, ...a: unknown[]) => Page
        const { history } = get()
        try {
          const next = action(history.present, ...args)
          set({ history: record(history, next, coalesceKey(name, args)), refused: null, notice: null })
          return true
        } catch (error) {
          set({ refused: error instanceof Error ? error.message : String(error), notice: null })
          return false
        }
      },
      undo: () => set((s) => ({ history: undo(s.history) })),
      redo: () => set((s) => ({ history: redo(s.history) })),
      replace: (page) => set((s) => ({ history: record(s.history, page) })),
      receive: (page) => set((s) => ({ history: replacePresent(s.history, page) })),
      markSaved: (page, version) => set({ saved: page, savedVersion: version }),
      selectField: (field) => updateAdmin((a) => admin.selectField(a, field)),
      selectGroup: (group) => updateAdmin((a) => admin.selectGroup(a, group)),
      selectElements: (ids) => updateAdmin((a) => admin.selectElements(a, ids)),
      setFlag: (flag, on) => updateAdmin((a) => admin.setAdminFlag(a, flag, on)),
      setReleaseId: (id) => updateAdmin((a) => admin.setReleaseId(a, id)),
      setThemeColor: (color) => updateAdmin((a) => admin.setThemeColor(a, color)),
      openContextMenu: (at) => updateAdmin((a) => admin.openContextMenu(a, at)),
      setSavingElsewhere: (on) => set({ savingElsewhere: on }),
      setNotice: (notice) => set({ notice, ...(notice ? { refused: null } : {}) }),
      setViewBreakpoint: (viewBreakpoint) => set({ viewBreakpoint }),
    }
  })
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** Compares element lists by identity first: an edit rebuilds only the path to what it changed. */
function elementsDiffer(a: readonly Element[], b: readonly Element[]): boolean {
  if (a === b) return false
  if (a.length !== b.length) return true
  return a.some((el, i) => el !== b[i] && !same(el, b[i]))
}

let lastDirty: { page: Page; saved: Page; dirty: boolean } | undefined
/** The edited copy differs from the last saved copy (by content, so undoing back to it is clean again). */
export function isDirty(state: Pick<EditorState, 'history' | 'saved'>): boolean {
  const page = state.history.present
  if (page === state.saved) return false
  if (lastDirty && lastDirty.page === page && lastDirty.saved === state.saved) return lastDirty.dirty
  const { elements: a, ...restA } = page
  const { elements: b, ...restB } = state.saved
  const dirty = elementsDiffer(a, b) || !same(restA, restB)
  lastDirty = { page, saved: state.saved, dirty }
  return dirty
}
