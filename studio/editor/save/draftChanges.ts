import { elementLabel, elementKind } from '../../../catalogue/blocks/elementLabel.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import type { Page } from '../../../catalogue/model/page.ts'

const settingLabels: [keyof Page, string][] = [
  ['title', 'Title'],
  ['path', 'Path'],
  ['description', 'Description'],
  ['layout', 'Layout'],
  ['tags', 'Tags'],
  ['seo', 'Search and social'],
  ['head', 'Head tags'],
  ['access', 'Who may see it'],
  ['fields', 'Page fields'],
]

function flatten(elements: readonly Element[], into = new Map<string, Element>()): Map<string, Element> {
  for (const el of elements) {
    into.set(el.id, el)
    flatten(el.elements, into)
  }
  return into
}

const name = (el: Element) => {
  const label = elementLabel(el)
  const kind = elementKind(el)
  return label === kind ? kind : `“${label}” (${kind})`
}

/** JSON with object keys sorted: the server stores a page in its schema's key order, the editor in edit order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** An element's own content, without its children (they are compared on their own). */
const own = (el: Element) => stable({ ...el, elements: el.elements.map((c) => c.id) })

/**
 * What the draft changes of the live page, one line each in editors' words: settings by label, blocks by their
 * name in the tree. Review notes are left out: visitors never see them.
 */
export function draftChanges(live: Page, draft: Page): string[] {
  const lines: string[] = []
  for (const [key, label] of settingLabels) {
    if (stable(live[key] ?? null) === stable(draft[key] ?? null)) continue
    const before = live[key]
    const after = draft[key]
    lines.push(typeof before === 'string' && typeof after === 'string' && before.length + after.length < 160 ? `${label}: “${before}” → “${after}”` : `${label} changed`)
  }
  const before = flatten(live.elements)
  const after = flatten(draft.elements)
  for (const [id, el] of after) if (!before.has(id)) lines.push(`Added ${name(el)}`)
  for (const [id, el] of before) if (!after.has(id)) lines.push(`Removed ${name(el)}`)
  for (const [id, el] of after) {
    const was = before.get(id)
    if (!was || own(was) === own(el)) continue
    lines.push(was.enabled !== el.enabled ? `${el.enabled ? 'Shown' : 'Hidden'}: ${name(el)}` : `Changed ${name(el)}`)
  }
  const order = (m: Map<string, Element>, keep: Map<string, Element>) => [...m.keys()].filter((id) => keep.has(id)).join()
  if (order(before, after) !== order(after, before)) lines.push('Blocks moved')
  return lines
}
