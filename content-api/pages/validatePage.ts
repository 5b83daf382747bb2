import { getBlockDefinition } from '../../catalogue/blocks/definitions.ts'
import { ContentError, resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import type { AnyField } from '../../catalogue/fields/fieldKind.ts'
import { isLayoutId } from '../../catalogue/layouts/layouts.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { Page } from '../../catalogue/model/page.ts'
import { invalid, toIssues, type Issue } from '../http/ApiError.ts'
import { sanitizeRichText } from '../sanitize/sanitizeRichText.ts'

/**
 * Check a parsed page against the block definitions it uses, exactly as the build will: every slice names a
 * known block allowed in the page's layout, every field value parses with its field kind, children sit in
 * slots their parent has. Rich text comes back sanitised. Throws a 400 naming page, element and field. A section
 * for every site is checked with the layout '*': its blocks may be of any layout (each page placing it is checked
 * against its own when published).
 */
export function validatePage(page: Page): Page {
  const issues: Issue[] = []
  if (page.layout !== '*' && !isLayoutId(page.layout)) issues.push({ path: 'layout', message: `no layout '${page.layout}'` })
  duplicateIds(page.elements, issues)
  const elements = page.elements.map((el, i) => checkElement(el, ['elements', i], page, issues, undefined))
  if (issues.length) throw invalid(`Page ${page.path}`, issues)
  const checked = { ...page, elements }
  try {
    resolveElements(checked.elements, page.path)
  } catch (error) {
    if (error instanceof ContentError) throw invalid(`Page ${page.path}`, [{ path: [error.where.element, error.where.field].filter(Boolean).join('.'), message: error.message }])
    throw error
  }
  return checked
}

function checkElement(el: Element, at: (string | number)[], page: Page, issues: Issue[], parent: Element | undefined): Element {
  const path = at.join('.')
  const where = `element ${el.id}${el.component ? ` (${el.component})` : ''}`
  if (parent?.component) {
    const parentDef = safeDefinition(parent.component)
    const slot = parentDef?.slots.find((s) => s.name === el.slot)
    if (parentDef && parentDef.slots.length && !slot) issues.push({ path: `${path}.slot`, message: `${where}: ${parent.component} has no slot '${el.slot}'` })
    else if (slot?.allows && el.component && !slot.allows.includes(el.component))
      issues.push({ path: `${path}.component`, message: `${where}: slot '${el.slot}' of ${parent.component} does not accept ${el.component}` })
  }
  let fields = el.fields
  if (el.type !== 'group' && el.component) {
    const definition = safeDefinition(el.component)
    if (!definition) issues.push({ path: `${path}.component`, message: `${where}: Slice configuration not found for component: ${el.component}` })
    else {
      if (page.layout !== '*' && !definition.layouts.includes('*') && !(definition.layouts as readonly string[]).includes(page.layout))
        issues.push({ path: `${path}.component`, message: `${where}: block ${el.component} is not available in layout '${page.layout}'` })
      const kinds = definition.fields as Record<string, AnyField>
      fields = el.fields.map((field, j) => {
        const kind = kinds[field.name]
        const fieldPath = `${path}.fields.${j}`
        if (!kind) {
          issues.push({ path: `${fieldPath}.name`, message: `${where}: block ${el.component} has no field '${field.name}'` })
          return field
        }
        if (field.value === undefined) return field
        const parsed = kind.schema.safeParse(field.value)
        if (!parsed.success) {
          for (const issue of toIssues(parsed.error, [fieldPath, 'value']))
            issues.push({ path: issue.path, message: `${where}, field '${field.name}': ${issue.message}` })
          return field
        }
        return { ...field, value: kind.kind === 'wysiwyg' ? sanitizeRichText(parsed.data as string) : field.value }
      })
    }
  }
  const elements = el.elements.map((child, k) => checkElement(child, [...at, 'elements', k], page, issues, el))
  return { ...el, fields, elements }
}

const labelOf = (el: Element) => (el.label ? `'${el.label}'` : el.component ? `block ${el.component}` : `a ${el.type}`)

/**
 * Every element of a page needs its own id: the editor, permissions, experience points and the fragment cache
 * find elements by it. Names each repeat by its label and where the first one is.
 */
function duplicateIds(elements: readonly Element[], issues: Issue[]): void {
  const seen = new Map<string, { el: Element; path: string }>()
  const stack = elements.map((el, i) => ({ el, path: `elements.${i}` })).reverse()
  while (stack.length) {
    const { el, path } = stack.pop()!
    const first = seen.get(el.id)
    if (first)
      issues.push({ path: `${path}.id`, message: `${labelOf(el)} has the id '${el.id}' of ${labelOf(first.el)} (at ${first.path}): every block needs its own id; duplicate it with the editor instead of copying its JSON` })
    else seen.set(el.id, { el, path })
    for (let k = el.elements.length - 1; k >= 0; k--) stack.push({ el: el.elements[k]!, path: `${path}.elements.${k}` })
  }
}

function safeDefinition(component: string) {
  try {
    return getBlockDefinition(component)
  } catch {
    return undefined
  }
}
