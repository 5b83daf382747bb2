/** Frames to wait for a control to appear: the field panel of a newly selected block renders in the next few. */
const framesToWait = 60

/**
 * Focuses (and scrolls to) the first element matching `selector` once it is on screen: a control shown only after
 * a selection made in the same click. Gives up quietly after about a second (the block was removed meanwhile).
 */
export function focusWhenShown(selector: string, frames = framesToWait): void {
  const found = document.querySelector<HTMLElement>(selector)
  if (found) {
    found.scrollIntoView({ block: 'center' })
    found.focus()
    return
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(selector, frames - 1))
}
