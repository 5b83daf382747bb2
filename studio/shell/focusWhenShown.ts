/** Frames to wait for a control to appear: the field panel of a newly selected block renders in the next few. */
const framesToWait = 60

/**
 * Focuses (and scrolls to) the first element matching `selector` once it is on screen: a control shown only after
 * a selection made in the same click. Gives up quietly after about a second (the block was removed meanwhile).
 */
export function focusWhenShown(selector: string, frames = framesToWait): void {
  let found: HTMLElement | null
  try {
    found = document.querySelector<HTMLElement>(selector)
  } catch {
    // A selector built from an id holding a line break is not valid CSS: nothing to focus.
    return
  }
  if (found) {
    found.scrollIntoView({ block: 'center' })
    found.focus()
    return
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(selector, frames - 1))
}

/** A value quoted for an attribute selector (`[name="…"]`): ids and field names come from content. */
export const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`
