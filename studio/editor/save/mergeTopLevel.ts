import type { Element } from '../../../catalogue/model/element.ts'
import type { Page } from '../../../catalogue/model/page.ts'

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * Three-way merge by top-level element: what I changed since my base wins, everything else is theirs.
 * Elements I added keep their place after the element that preceded them in my copy.
 */
export function mergeTopLevel(base: Page, mine: Page, theirs: Page): Page {
  const baseById = new Map(base.elements.map((e) => [e.id, e]))
  const mineById = new Map(mine.elements.map((e) => [e.id, e]))
  const merged: Element[] = []
  for (const el of theirs.elements) {
    const baseEl = baseById.get(el.id)
    const mineEl = mineById.get(el.id)
    if (baseEl && !mineEl) continue // I deleted it.
    merged.push(mineEl && baseEl && !same(mineEl, baseEl) ? mineEl : el)
  }
  mine.elements.forEach((el, i) => {
    if (baseById.has(el.id) || merged.some((m) => m.id === el.id)) return
    const before = mine.elements[i - 1]
    const at = before ? merged.findIndex((m) => m.id === before.id) : -1
    merged.splice(at + 1, 0, el)
  })
  const pick = <K extends keyof Page>(k: K): Page[K] => (same(mine[k], base[k]) ? theirs[k] : mine[k])
  return {
    ...theirs,
    title: pick('title'),
    path: pick('path'),
    description: pick('description'),
    layout: pick('layout'),
    fields: pick('fields'),
    tags: pick('tags'),
    head: pick('head'),
    review: pick('review'),
    elements: merged,
  }
}

/** What they changed, in words, for the conflict dialog. */
export function describeChanges(base: Page, theirs: Page): string[] {
  const lines: string[] = []
  for (const k of ['title', 'path', 'description', 'layout'] as const) if (base[k] !== theirs[k]) lines.push(`${k}: '${base[k]}' → '${theirs[k]}'`)
  const baseById = new Map(base.elements.map((e) => [e.id, e]))
  const theirIds = new Set(theirs.elements.map((e) => e.id))
  for (const el of theirs.elements) {
    const name = el.label ?? el.component ?? el.type
    const was = baseById.get(el.id)
    if (!was) lines.push(`added ${name}`)
    else if (!same(was, el)) lines.push(`changed ${name}`)
  }
  for (const el of base.elements) if (!theirIds.has(el.id)) lines.push(`removed ${el.label ?? el.component ?? el.type}`)
  const order = (p: Page) => p.elements.map((e) => e.id).filter((id) => baseById.has(id) && theirIds.has(id)).join()
  if (order(base) !== order(theirs)) lines.push('reordered elements')
  return lines.length ? lines : ['no visible change (saved again)']
}
