import type { Element } from '../model/element.ts'
import { elementKind, elementWhere, fieldLabel } from './elementLabel.ts'

/** A problem as an editor reads it: where (block and field labels, never ids or paths) and what is wrong. */
export interface EditorProblem {
  /** 'Hero “Welcome” › Link (address)', or 'Page › Path'. */
  where: string
  /** What is wrong and, where the rule says so, how to fix it. */
  message: string
  /** The element it concerns, to select it in the editor. */
  elementId?: string
  /** The field it concerns (its name), to show the message next to it. */
  field?: string
  /** Which part of the field's value, in words: 'address', 'row 3, cells'. */
  part?: string
}

const pageLabels: Record<string, string> = { title: 'Title', path: 'Path', description: 'Description', layout: 'Layout', locale: 'Language', tags: 'Tags', head: 'Search and social', fields: 'Page fields', review: 'Review notes' }
// Parts of a field's value, in words: a link's address and text, an image's alt text.
const partLabels: Record<string, string> = { href: 'address', url: 'address', text: 'text', target: 'new tab', relationship: 'relationship', alt: 'alt text', src: 'image address', cells: 'cells', name: 'name', phone: 'phone', email: 'email', value: 'value', label: 'label' }
const elementPartLabels: Record<string, string> = { id: 'its identity', slot: 'its place', component: 'its block', label: 'its name', properties: 'its settings', model_query: 'the records it shows', conditions_settings: 'when it is shown' }

/**
 * The server's own prefix names the element by id and component ("element 52…-… (GenericBlockLink), field
 * 'link': "): the editor is told where in labels instead, so it is dropped.
 */
export function bareReason(message: string): string {
  return message.replace(/^(page \S+, )?element [^\s,:]+( \([^)]*\))?(, field '[^']*')?: /, '').replace(/^field '[^']*': /, '')
}

/** Where an issue path ('elements.2.fields.2.value.href', 'path') points in a page, in an editor's words. */
export function problemAt(page: { elements: readonly Element[] }, path: string | readonly (string | number)[], message: string): EditorProblem {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((p) => p !== '')
  const reason = bareReason(message)
  if (parts[0] !== 'elements') {
    const label = parts.length ? (pageLabels[parts[0]!] ?? parts[0]!) : 'The page'
    return { where: parts.length ? `Page › ${label}` : label, message: reason, ...(parts.length ? { field: parts[0] } : {}) }
  }
  let list: readonly Element[] = page.elements
  let element: Element | undefined
  let i = 0
  while (parts[i] === 'elements' && list[Number(parts[i + 1])]) {
    element = list[Number(parts[i + 1])]!
    list = element.elements
    i += 2
  }
  if (!element) return { where: 'A block of the page', message: reason }
  const where = elementWhere(element)
  if (parts[i] === 'fields') {
    const field = element.fields[Number(parts[i + 1])]
    if (!field) return { where, message: reason, elementId: element.id }
    // After 'value': the part of the value (a link's href), skipping list positions ('rows.2.cells' → row 3's cells).
    const detail = valuePartWords(parts.slice(i + 3))
    return { where: `${where} › ${fieldLabel(element.component, field.name)}${detail ? ` (${detail})` : ''}`, message: reason, elementId: element.id, field: field.name, ...(detail ? { part: detail } : {}) }
  }
  const part = parts[i] ? elementPartLabels[parts[i]!] : undefined
  return { where: part ? `${where} › ${part}` : where, message: reason, elementId: element.id }
}

/** One sentence for a content problem found while rendering (the build, the preview): block and field by label. */
export function describeContentProblem(where: { component?: string; field?: string; elementLabel?: string }, problem: string): string {
  const block = where.component ? `${where.elementLabel ? `“${where.elementLabel}” (${blockName(where.component)})` : `the ${blockName(where.component)} block`}` : ''
  const field = where.field ? `${block ? ', ' : ''}field ${fieldLabel(where.component, where.field)}` : ''
  const at = `${block}${field}`
  return at ? `${at.charAt(0).toUpperCase()}${at.slice(1)}: ${problem}` : problem
}

const blockName = (component: string) => elementKind({ type: 'slice', component })

/** A path inside one field's value ('rows.2.cells', 'href') in words: 'row 3, cells', 'address'. */
export function valuePartWords(path: readonly PropertyKey[]): string {
  const rest = path.map(String)
  const row = rest.find((p) => /^\d+$/.test(p))
  const part = [...rest].reverse().find((p) => partLabels[p])
  return [row !== undefined ? `row ${Number(row) + 1}` : '', part ? partLabels[part]! : ''].filter(Boolean).join(', ')
}
