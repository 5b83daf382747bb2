/** Undo and redo over whole page copies; cheap because edits share every untouched subtree. */
export interface History<T> {
  past: T[]
  present: T
  future: T[]
  /** Edits with the same key in a row (typing in one field) become one undo step. */
  lastKey: string | null
}

export const historyLimit = 200

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null }
}

export function record<T>(h: History<T>, next: T, coalesceKey: string | null = null): History<T> {
  if (next === h.present) return h
  if (coalesceKey !== null && coalesceKey === h.lastKey) return { ...h, present: next, future: [] }
  const past = [...h.past, h.present]
  if (past.length > historyLimit) past.shift()
  return { past, present: next, future: [], lastKey: coalesceKey }
}

export function undo<T>(h: History<T>): History<T> {
  const previous = h.past[h.past.length - 1]
  if (previous === undefined) return h
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], lastKey: null }
}

export function redo<T>(h: History<T>): History<T> {
  const [next, ...future] = h.future
  if (next === undefined) return h
  return { past: [...h.past, h.present], present: next, future, lastKey: null }
}

/** Replace the present without an undo step (a change that came from another window). */
export function replacePresent<T>(h: History<T>, present: T): History<T> {
  return { ...h, present, lastKey: null }
}
