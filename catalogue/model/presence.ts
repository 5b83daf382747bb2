import { z } from 'zod'

/** Someone with a page open in the studio: who, since when, and since when they have been changing it. */
export const PresenceEntry = z.object({
  session: z.string(),
  page_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  since: z.string(),
  edited_at: z.string().nullable(),
})
export type PresenceEntry = z.infer<typeof PresenceEntry>

/** What a presence stream sends each time it changes: everyone on the page (or on every page the reader may see). */
export const PresenceEvent = z.object({ you: z.string().optional(), items: z.array(PresenceEntry) })
export type PresenceEvent = z.infer<typeof PresenceEvent>

/** A stable colour per person, so the same editor looks the same in every list and browser. */
export function presenceColour(userId: string): string {
  let h = 0
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0
  return `hsl(${h % 360} 60% 42%)`
}
