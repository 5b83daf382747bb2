import { useEffect, useState } from 'react'
import { PresenceEvent } from '../../catalogue/model/presence.ts'

/**
 * The latest presence event of an API stream (`/api/presence…`), live. EventSource sends the studio's session cookie
 * and reconnects by itself after a dropped connection; a closed stream leaves the last known state.
 */
export function usePresenceStream(path: string | null): PresenceEvent | undefined {
  const [event, setEvent] = useState<PresenceEvent>()
  useEffect(() => {
    if (!path) return
    const source = new EventSource(`/api${path}`, { withCredentials: true })
    source.addEventListener('presence', (e) => {
      const parsed = PresenceEvent.safeParse(JSON.parse((e as MessageEvent<string>).data))
      if (parsed.success) setEvent(parsed.data)
    })
    return () => source.close()
  }, [path])
  return event
}
