import type { Element } from '../../../catalogue/model/element.ts'
import type { Page } from '../../../catalogue/model/page.ts'

export type MergeTarget =
  | { kind: 'page'; key: keyof Page }
  | { kind: 'elementKey'; elementId: string; key: keyof Element }
  | { kind: 'field'; elementId: string; name: string }
  /** A block one side removed and the other changed: null is "removed". */
  | { kind: 'element'; elementId: string }

/** One thing both editors changed differently: where it is (in labels) and both values. */
export interface MergeConflict<Target = MergeTarget> {
  id: string
  where: string
  target: Target
  mine: unknown
  theirs: unknown
}

/** The value the editor chose (or edited) for one conflict. */
export interface ChosenValue<Target = MergeTarget> {
  conflict: MergeConflict<Target>
  value: unknown
}

function mapElements(list: readonly Element[], id: string, change: (el: Element) => Element | null): Element[] {
  return list.flatMap((el) => {
    if (el.id === id) {
      const next = change(el)
      return next ? [next] : []
    }
    return [{ ...el, elements: mapElements(el.elements, id, change) }]
  })
}

/** The merged page with the editor's chosen (or edited) value for each conflict. */
export function resolveConflicts(page: Page, chosen: readonly ChosenValue[]): Page {
  let out = page
  for (const { conflict, value } of chosen) {
    const t = conflict.target
    if (t.kind === 'page') out = { ...out, [t.key]: value }
    else if (t.kind === 'elementKey') out = { ...out, elements: mapElements(out.elements, t.elementId, (el) => ({ ...el, [t.key]: value })) }
    else if (t.kind === 'element') out = { ...out, elements: mapElements(out.elements, t.elementId, (el) => (value === null ? null : (value as Element) ?? el)) }
    else
      out = {
        ...out,
        elements: mapElements(out.elements, t.elementId, (el) => ({ ...el, fields: el.fields.map((f) => (f.name === t.name ? (value as typeof f) : f)) })),
      }
  }
  return out
}

/** A value as an editor reads it: text without markup, a link's address, a yes/no; "(removed)" for a removed block. */
export function showValue(value: unknown): string {
  if (value === null) return '(removed)'
  if (value === undefined || value === '') return '(empty)'
  if (typeof value === 'string') return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || '(empty)'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'object' && 'value' in value && 'name' in value) return showValue((value as { value: unknown }).value)
  if (typeof value === 'object' && 'href' in value) return `${String((value as { text?: unknown }).text ?? '')} → ${String((value as { href: unknown }).href)}`.trim()
  if (typeof value === 'object' && 'elements' in value && 'id' in value) return 'the block as changed'
  return JSON.stringify(value)
}

/** The text an editor may edit for a conflict, when the value is text (a field's text value or a page's text). */
export function editableText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'name' in value && 'value' in value && typeof (value as { value: unknown }).value === 'string') return (value as { value: string }).value
  return undefined
}

/** The value an edited text stands for: a field keeps its other parts (its kind, media, styles). */
export function withEditedText(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text
  return { ...(value as object), value: text }
}
