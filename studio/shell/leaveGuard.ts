/** platform.md §8: the question asked before leaving the studio with unsaved changes. */
export const unsavedChangesMessage = 'You have some unsaved changes. Are you sure you want to leave?'
export const draftReleaseMessage = 'This page belongs to a draft release that is not published yet. Publish the release to put its changes live.'

export interface LeaveState {
  dirty: boolean
  releaseStatus?: string
}

let current: (() => LeaveState) | null = null

/** The open editor tells the shell what leaving would lose. */
export function setLeaveGuard(guard: (() => LeaveState) | null): void {
  current = guard
}

/** Asks before leaving with unsaved changes, then raises the unsaved-draft alert; true when leaving may go on. */
export function confirmLeave(ask: (m: string) => boolean = (m) => window.confirm(m), alert: (m: string) => void = (m) => window.alert(m)): boolean {
  const state = current?.()
  if (!state) return true
  if (state.dirty && !ask(unsavedChangesMessage)) return false
  if (state.releaseStatus === 'draft') alert(draftReleaseMessage)
  return true
}
