import { useCallback } from 'react'
import { useBrowserLocation } from 'wouter/use-browser-location'
import { indexedState } from './historyGuard.ts'
import { confirmLeave } from './leaveGuard.ts'

/** The browser location, but in-app navigation away from an open page asks first (Back and Forward: historyGuard.ts). */
export function useGuardedLocation(options?: { ssrPath?: string }): ReturnType<typeof useBrowserLocation> {
  const [location, navigate] = useBrowserLocation(options)
  const guarded = useCallback<typeof navigate>(
    (to, opts) => {
      if (confirmLeave()) navigate(to, { ...opts, state: indexedState(opts?.state, opts?.replace ?? false) })
    },
    [navigate],
  )
  return [location, guarded]
}
