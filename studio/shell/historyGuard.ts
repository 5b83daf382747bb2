import { confirmLeave } from './leaveGuard.ts'

const indexKey = 'voixHistoryIndex'
let index = 0

const indexOf = (state: unknown): number | undefined => {
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[indexKey] : undefined
  return typeof value === 'number' ? value : undefined
}

/** The history state of a studio navigation: the caller's state plus the entry's position in this tab's history. */
export function indexedState(state: unknown, replace: boolean): Record<string, unknown> {
  index = replace ? index : index + 1
  return { ...(state && typeof state === 'object' ? state : {}), [indexKey]: index }
}

/**
 * Back and Forward ask before unsaved changes are left, as links do (closing the tab is beforeunload's). A
 * history move cannot be cancelled, only undone: each studio entry carries its position, a refused move is
 * walked back by the difference, and the router never hears of either move, so the editor stays as it was.
 * Listens in the capture phase, which runs before the router's own popstate listener.
 */
export function guardHistory(win: Window = window, ask: () => boolean = () => confirmLeave()): () => void {
  const { history } = win
  const known = indexOf(history.state)
  if (known === undefined) history.replaceState({ ...(history.state && typeof history.state === 'object' ? history.state : {}), [indexKey]: index }, '')
  else index = known
  let undoing = false
  const onPopState = (event: PopStateEvent) => {
    const target = indexOf(event.state)
    if (undoing) {
      undoing = false
      event.stopImmediatePropagation()
      return
    }
    if (ask()) {
      index = target ?? index - 1
      return
    }
    event.stopImmediatePropagation()
    undoing = true
    // An entry made outside the studio has no position: most likely it is the one just before.
    history.go(target === undefined ? 1 : index - target)
  }
  win.addEventListener('popstate', onPopState, true)
  return () => win.removeEventListener('popstate', onPopState, true)
}
