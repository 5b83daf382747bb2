/** The first slide index a slider may show: the last page still fills every visible place. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - Math.max(1, Math.floor(perView)))
}

/** Clamp a requested first-visible index into the range the slider can show. */
export function clampStart(index: number, count: number, perView: number): number {
  return Math.min(Math.max(0, index), lastStart(count, perView))
}

/** A horizontal swipe longer than this many CSS pixels moves one slide; shorter ones are taps or scrolls. */
export const swipeThreshold = 40

/** -1 (back), +1 (forward) or 0 for a touch that moved dx across and dy down. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}
