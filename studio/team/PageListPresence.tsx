import { createContext, useContext, type ReactNode } from 'react'
import type { PresenceEntry } from '../../catalogue/model/presence.ts'
import { PresenceAvatars } from './PresenceAvatars.tsx'
import { usePresenceStream } from './usePresenceStream.ts'

const Everyone = createContext<readonly PresenceEntry[]>([])

/** Wrap the page list once: one stream of who has which page open, shared by every row. */
export function PageListPresence({ children }: { children: ReactNode }) {
  const event = usePresenceStream('/presence')
  return <Everyone.Provider value={event?.items ?? []}>{children}</Everyone.Provider>
}

/** A page list cell: who has this page open (inside PageListPresence). */
export function PagePresenceCell({ pageId }: { pageId: string }) {
  const everyone = useContext(Everyone)
  return <PresenceAvatars entries={everyone.filter((e) => e.page_id === pageId)} />
}
