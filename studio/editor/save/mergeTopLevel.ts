import type { Element } from '../../../catalogue/model/element.ts'
import type { Page } from '../../../catalogue/model/page.ts'
import { elementLabel } from '../tree/flattenTree.ts'

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** Mine where I changed it since the base, theirs everywhere else; for two edits of one field, mine. */
function mergeElement(base: Element, mine: Element, theirs: Element): Element {
  if (same(mine, base)) return theirs
  if (same(theirs, base)) return mine
  const merged: Record<string, unknown> = { ...theirs }
  for (const key of Object.keys({ ...mine, ...base }) as (keyof Element)[])
    if (key !== 'fields' && key !== 'elements' && !same(mine[key], base[key])) merged[key] = mine[key]
  const baseFields = new Map(base.fields.map((f) => [f.name, f]))
  const mineFields = new Map(mine.fields.map((f) => [f.name, f]))
  const fields = theirs.fields.map((f) => {
    const b = baseFields.get(f.name)
    const m = mineFields.get(f.name)
    return m && (!b || !same(m, b)) ? m : f
  })
  for (const m of mine.fields) if (!fields.some((f) => f.name === m.name) && !baseFields.has(m.name)) fields.push(m)
  return { ...(merged as Element), fields, elements: mergeList(base.elements, mine.elements, theirs.elements) }
}

/** Their list, with my edits applied, my deletions removed and my additions after the element that preceded them. */
function mergeList(base: readonly Element[], mine: readonly Element[], theirs: readonly Element[]): Element[] {
  const baseById = new Map(base.map((e) => [e.id, e]))
  const mineById = new Map(mine.map((e) => [e.id, e]))
  const merged: Element[] = []
  for (const el of theirs) {
    const baseEl = baseById.get(el.id)
    const mineEl = mineById.get(el.id)
    if (baseEl && !mineEl) continue // I deleted it.
    merged.push(mineEl && baseEl ? mergeElement(baseEl, mineEl, el) : el)
  }
  mine.forEach((el, i) => {
    if (baseById.has(el.id) || merged.some((m) => m.id === el.id)) return
    const before = mine[i - 1]
    const at = before ? merged.findIndex((m) => m.id === before.id) : -1
    merged.splice(at + 1, 0, el)
  })
  return merged
}

/**
 * Three-way merge after a conflict: element by element and field by field, what I changed since my base wins
 * and everything else is theirs, so neither side's separate edits are lost.
 */
export function mergeTopLevel(base: Page, mine: Page, theirs: Page): Page {
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
    elements: mergeList(base.elements, mine.elements, theirs.elements),
  }
}

/** What they changed, in words, for the conflict dialog. */
export function describeChanges(base: Page, theirs: Page): string[] {
  const lines: string[] = []
  for (const k of ['title', 'path', 'description', 'layout'] as const) if (base[k] !== theirs[k]) lines.push(`${k}: '${base[k]}' → '${theirs[k]}'`)
  const baseById = new Map(base.elements.map((e) => [e.id, e]))
  const theirIds = new Set(theirs.elements.map((e) => e.id))
  for (const el of theirs.elements) {
    const name = elementLabel(el)
    const was = baseById.get(el.id)
    if (!was) lines.push(`added ${name}`)
    else if (!same(was, el)) lines.push(`changed ${name}`)
  }
  for (const el of base.elements) if (!theirIds.has(el.id)) lines.push(`removed ${elementLabel(el)}`)
  const order = (p: Page) => p.elements.map((e) => e.id).filter((id) => baseById.has(id) && theirIds.has(id)).join()
  if (order(base) !== order(theirs)) lines.push('reordered elements')
  return lines.length ? lines : ['no visible change (saved again)']
}
