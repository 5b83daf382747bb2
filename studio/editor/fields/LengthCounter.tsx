/** From how full a limited text field shows its counter: early enough to be seen before the limit is hit. */
const showFrom = 0.7

/** "212 of 300 characters", shown as a text nears its limit (and always once it is over, so the fix is plain). */
export function LengthCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  if (length < max * showFrom) return null
  return (
    <small id={id} className={`length-counter${length > max ? ' is-over' : ''}`} aria-live="polite">
      {length > max ? `${length} of ${max} characters: shorten it by ${length - max}` : `${length} of ${max} characters`}
    </small>
  )
}
