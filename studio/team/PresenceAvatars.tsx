import { presenceColour, type PresenceEntry } from '../../catalogue/model/presence.ts'
import './team.css'

const time = (at: string) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
const initials = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')

/** A round badge per person (one per person, however many tabs), with their name and since when in words. */
export function PresenceAvatars({ entries }: { entries: readonly PresenceEntry[] }) {
  const people = new Map<string, PresenceEntry>()
  for (const e of entries) if (!people.has(e.user_id) || (e.edited_at && !people.get(e.user_id)!.edited_at)) people.set(e.user_id, e)
  if (!people.size) return null
  return (
    <ul className="presence" aria-label="Also here">
      {[...people.values()].map((p) => {
        const words = `${p.name}, ${p.edited_at ? `editing since ${time(p.edited_at)}` : `open since ${time(p.since)}`}`
        return (
          <li key={p.user_id} className="presence__person" title={words}>
            <span className="presence__avatar" style={{ background: presenceColour(p.user_id) }} aria-hidden="true">
              {initials(p.name)}
            </span>
            <span className="presence__words">{words}</span>
          </li>
        )
      })}
    </ul>
  )
}
