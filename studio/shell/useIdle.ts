import { useEffect, useState } from 'react'

/**
 * False until the browser is first idle after mounting (at most `timeout` ms later): for work that can wait until
 * the screen around it has painted. Without requestIdleCallback (Safari), a short timer stands in.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout })
      return () => cancelIdleCallback(handle)
    }
    const handle = setTimeout(() => setIdle(true), 50)
    return () => clearTimeout(handle)
  }, [timeout])
  return idle
}
