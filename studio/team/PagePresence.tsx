import { useEffect, useRef } from 'react'
import { request } from '../api/http.ts'
import { PresenceAvatars } from './PresenceAvatars.tsx'
import { usePresenceStream } from './usePresenceStream.ts'

/**
 * In the editor: being on the page (the stream counts this tab as there), who else is, and a warning as soon as
 * the page opens when someone else has it open, before any edit of one's own. The first edit is announced once.
 */
export function PagePresence({ pageId, edited, myId }: { pageId: string; edited: boolean; myId: string | undefined }) {
  const event = usePresenceStream(`/presence/pages/${encodeURIComponent(pageId)}`)
  const others = (event?.items ?? []).filter((e) => e.session !== event?.you && e.user_id !== myId)
  const announced = useRef<string | null>(null)
  useEffect(() => {
    if (!edited || !event?.you || announced.current === event.you) return
    announced.current = event.you
    void request(`/presence/sessions/${encodeURIComponent(event.you)}/edited`, { method: 'POST' }).catch(() => undefined)
  }, [edited, event?.you])
  if (!others.length) return null
  const editing = others.filter((o) => o.edited_at)
  const names = [...new Set((editing.length ? editing : others).map((o) => o.name))].join(', ')
  return (
    <>
      <PresenceAvatars entries={others} />
      <p role="alert" className="presence-warning">
        {editing.length ? `${names} ${editing.length > 1 ? 'are' : 'is'} editing this page` : `${names} also ${others.length > 1 ? 'have' : 'has'} this page open`}: saving may conflict with their changes.
      </p>
    </>
  )
}
