/** Frames to wait for a control to appear: the field panel of a newly selected block renders in the next few. */
const framesToWait = 60

/**
 * Focuses (and scrolls to) the first element found by `selectors`, tried in the order given, once one is on screen:
 * a control shown only after a selection made in the same click. The order is the preference ("the alt text, else
 * the field's first control"): one selector list joined by commas would answer whichever comes first in the
 * document, the image's button before its alt text. Gives up quietly after about a second (the block was removed).
 */
export function focusWhenShown(selectors: string | readonly string[], frames = framesToWait): void {
  let found: HTMLElement | null = null
  try {
    for (const selector of typeof selectors === 'string' ? [selectors] : selectors) {
      found = document.querySelector<HTMLElement>(selector)
      if (found) break
    }
  } catch {
    // A selector built from an id holding a line break is not valid CSS: nothing to focus.
    return
  }
  if (found) {
    found.scrollIntoView({ block: 'center' })
    found.focus()
    keepInSight(found, framesToWait)
    return
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(selectors, frames - 1))
}

/**
 * While the screen around the focused control finishes loading (a list above it grows), brings it back into sight
 * when the page moved it out; a page the editor scrolls leaves the control where it is in the page, so it stays put.
 */
function keepInSight(control: HTMLElement, frames: number, top = control.getBoundingClientRect().top + window.scrollY): void {
  if (frames <= 0 || document.activeElement !== control) return
  requestAnimationFrame(() => {
    const box = control.getBoundingClientRect()
    const now = box.top + window.scrollY
    if (now !== top && (box.top < 0 || box.bottom > window.innerHeight)) control.scrollIntoView({ block: 'center' })
    keepInSight(control, frames - 1, now)
  })
}

/** A value quoted for an attribute selector (`[name="…"]`): ids and field names come from content. */
export const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`
