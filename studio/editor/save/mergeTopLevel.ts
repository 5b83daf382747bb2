import { getBlockDefinition } from '../../../catalogue/blocks/definitions.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import type { Page } from '../../../catalogue/model/page.ts'
import { elementLabel } from '../tree/flattenTree.ts'
import type { MergeConflict, MergeTarget } from './mergeConflicts.ts'

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

const pageKeys = { title: 'Title', path: 'Path', description: 'Description', layout: 'Layout', fields: 'Page fields', tags: 'Tags', head: 'Search and social', review: 'Review notes' } as const
const elementKeyLabels: Record<string, string> = { label: 'its name in the tree', enabled: 'shown or hidden', slot: 'its place', tags: 'tags', conditions_settings: 'when it is shown', model_query: 'the records it shows', properties: 'its settings', administration: 'who may edit it', component: 'its block', xp_status: 'its approval', hydration_mode: 'when it becomes interactive' }

function fieldLabel(element: Element, name: string): string {
  try {
    const definition = element.component ? getBlockDefinition(element.component) : undefined
    const field = definition?.fields[name as keyof typeof definition.fields] as { meta?: { label?: string } } | undefined
    return field?.meta?.label ?? name
  } catch {
    return name
  }
}

class Merger {
  readonly conflicts: MergeConflict[] = []

  private conflict(where: string, target: MergeTarget, mine: unknown, theirs: unknown) {
    this.conflicts.push({ id: `c${this.conflicts.length}`, where, target, mine, theirs })
  }

  /** Mine where only I changed it, theirs where only they did; where both did, differently, a conflict (mine kept until chosen). */
  element(base: Element, mine: Element, theirs: Element): Element {
    if (same(mine, base)) return theirs
    if (same(theirs, base)) return mine
    const where = elementLabel(base)
    const merged: Record<string, unknown> = { ...theirs }
    for (const key of Object.keys({ ...mine, ...base }) as (keyof Element)[]) {
      if (key === 'fields' || key === 'elements' || same(mine[key], base[key])) continue
      merged[key] = mine[key]
      if (!same(theirs[key], base[key]) && !same(theirs[key], mine[key]))
        this.conflict(`${where} — ${elementKeyLabels[key] ?? key}`, { kind: 'elementKey', elementId: base.id, key }, mine[key], theirs[key])
    }
    const baseFields = new Map(base.fields.map((f) => [f.name, f]))
    const mineFields = new Map(mine.fields.map((f) => [f.name, f]))
    const fields = theirs.fields.map((f) => {
      const b = baseFields.get(f.name)
      const m = mineFields.get(f.name)
      if (!m || (b && same(m, b))) return f
      if (b && !same(f, b) && !same(f, m)) this.conflict(`${where} — ${fieldLabel(theirs, f.name)}`, { kind: 'field', elementId: base.id, name: f.name }, m, f)
      return m
    })
    for (const m of mine.fields) if (!fields.some((f) => f.name === m.name) && !baseFields.has(m.name)) fields.push(m)
    return { ...(merged as Element), fields, elements: this.list(base.elements, mine.elements, theirs.elements) }
  }

  /** Their list, with my edits applied, my deletions removed and my additions after the element that preceded them. */
  list(base: readonly Element[], mine: readonly Element[], theirs: readonly Element[]): Element[] {
    const baseById = new Map(base.map((e) => [e.id, e]))
    const mineById = new Map(mine.map((e) => [e.id, e]))
    const theirIds = new Set(theirs.map((e) => e.id))
    const merged: Element[] = []
    for (const el of theirs) {
      const baseEl = baseById.get(el.id)
      const mineEl = mineById.get(el.id)
      if (baseEl && !mineEl) {
        // I deleted it; if they changed it meanwhile, it stays until the editor chooses.
        if (same(el, baseEl)) continue
        this.conflict(`${elementLabel(baseEl)} — you removed this block, they changed it`, { kind: 'element', elementId: el.id }, null, el)
      }
      merged.push(mineEl && baseEl ? this.element(baseEl, mineEl, el) : el)
    }
    mine.forEach((el, i) => {
      if (merged.some((m) => m.id === el.id)) return
      const baseEl = baseById.get(el.id)
      if (baseEl && !theirIds.has(el.id)) {
        // They deleted it: gone, unless I changed it meanwhile, then it stays until the editor chooses.
        if (same(el, baseEl)) return
        this.conflict(`${elementLabel(baseEl)} — they removed this block, you changed it`, { kind: 'element', elementId: el.id }, el, null)
      }
      const before = mine[i - 1]
      const at = before ? merged.findIndex((m) => m.id === before.id) : -1
      merged.splice(at + 1, 0, el)
    })
    return merged
  }
}

/**
 * Three-way merge after a conflict: element by element and field by field, what only I changed since my base is
 * mine, what only they changed is theirs. Where both changed the same thing differently the result holds mine for
 * now and the conflict is returned, for the editor to choose or edit (resolveConflicts): nothing is dropped silently.
 */
export function mergeTopLevel(base: Page, mine: Page, theirs: Page): { page: Page; conflicts: MergeConflict[] } {
  const merger = new Merger()
  const page: Page = { ...theirs, elements: merger.list(base.elements, mine.elements, theirs.elements) }
  for (const key of Object.keys(pageKeys) as (keyof typeof pageKeys)[]) {
    if (same(mine[key], base[key])) continue
    ;(page as Record<string, unknown>)[key] = mine[key]
    if (!same(theirs[key], base[key]) && !same(theirs[key], mine[key])) merger.conflicts.push({ id: `p-${key}`, where: `Page — ${pageKeys[key]}`, target: { kind: 'page', key }, mine: mine[key], theirs: theirs[key] })
  }
  return { page, conflicts: merger.conflicts }
}

/** What they changed, in words, for the conflict dialog. */
export function describeChanges(base: Page, theirs: Page): string[] {
  const lines: string[] = []
  for (const k of ['title', 'path', 'description', 'layout'] as const) if (base[k] !== theirs[k]) lines.push(`${pageKeys[k]}: '${base[k] ?? ''}' → '${theirs[k] ?? ''}'`)
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
