import { useSyncExternalStore } from 'react'

/** platform.md §9: styles (and what depends on the viewport) are re-applied 50 ms after the window settles. */
export const styleReapplyDelayMs = 50

/**
 * The window's width, followed as it is resized (platform.md §4: "The viewport breakpoint follows window
 * resizing"). One listener for every subscriber; a burst of resize events makes one update, 50 ms after the last.
 */
export function subscribeViewportWidth(onChange: () => void): () => void {
  listeners.add(onChange)
  if (listeners.size === 1) window.addEventListener('resize', onResize)
  return () => {
    listeners.delete(onChange)
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize)
      clearTimeout(timer)
    }
  }
}

/** The width a component renders with; on the server (no window) the smallest breakpoint's, 0. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeViewportWidth, () => settledWidth ?? window.innerWidth, () => 0)
}

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined
let settledWidth: number | undefined

function onResize(): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    settledWidth = window.innerWidth
    for (const listener of listeners) listener()
  }, styleReapplyDelayMs)
}
