import { useEffect, useRef } from 'react'

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

/**
 * While the screen is shown, its state guards both navigation inside the studio and closing or reloading the tab.
 * `state` is read when leaving, so it may change every render.
 */
export function useLeaveGuard(state: () => LeaveState): void {
  const latest = useRef(state)
  latest.current = state
  useEffect(() => {
    setLeaveGuard(() => latest.current())
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current().dirty) return
      event.preventDefault()
      event.returnValue = unsavedChangesMessage
    }
    window.addEventListener('beforeunload', beforeUnload)
    return () => {
      setLeaveGuard(null)
      window.removeEventListener('beforeunload', beforeUnload)
    }
  }, [])
}

/** Asks before leaving with unsaved changes, then raises the unsaved-draft alert; true when leaving may go on. */
export function confirmLeave(ask: (m: string) => boolean = (m) => window.confirm(m), alert: (m: string) => void = (m) => window.alert(m)): boolean {
  const state = current?.()
  if (!state) return true
  if (state.dirty && !ask(unsavedChangesMessage)) return false
  if (state.releaseStatus === 'draft') alert(draftReleaseMessage)
  return true
}
