import { z } from 'zod'
import { problemAt } from '../../catalogue/blocks/problemForEditor.ts'
import { ContentError } from '../../catalogue/blocks/resolveElements.ts'
import { createRepeatWatch } from '../../catalogue/blocks/repeatWatch.ts'
import { Element } from '../../catalogue/model/element.ts'
import { Page } from '../../catalogue/model/page.ts'
import { quickElement } from './quickElement.ts'

export const PageWithSite = Page.extend({ site_id: Page.shape.site_id.unwrap() })
/** The page schema with its elements left to checkElement. */
const PageShell = PageWithSite.extend({ elements: z.array(z.unknown()).default([]) })

type CheckedPage = Page & { site_id: string }
type CheckedElement = z.output<typeof Element>
type Record_ = Record<string, unknown>

const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value)
// Id (catalogue/model/ids.ts): a string of 1 to 100 characters. Anything else takes the full schema, which names it.
const isId = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 100

/**
 * The holders of the ids an element checks as Id, in a fixed walk order: the element, its fields, then its children
 * likewise. Undefined when the shape is not what the schema accepts, or an id is not one: the full schema decides.
 */
function idHolders(element: unknown, holders: Record_[]): boolean {
  if (!isRecord(element) || !isId(element.id)) return false
  holders.push(element)
  if (element.fields !== undefined) {
    if (!Array.isArray(element.fields)) return false
    for (const field of element.fields) {
      if (!isRecord(field) || !isId(field.id)) return false
      holders.push(field)
    }
  }
  if (element.elements !== undefined) {
    if (!Array.isArray(element.elements)) return false
    for (const child of element.elements) if (!idHolders(child, holders)) return false
  }
  return true
}

/** A checked element again, with the given ids in the same walk order as idHolders; what holds no id is shared. */
function withIds(element: CheckedElement, ids: string[], at: { i: number }): CheckedElement {
  const id = ids[at.i++]!
  const fields = element.fields.map((field) => ({ ...field, id: ids[at.i++]! }))
  return { ...element, id, fields, elements: element.elements.map((child) => withIds(child, ids, at)) }
}

/**
 * Checks page text parsed from JSON against the page schema, checking each distinct element once. Pages of a site
 * repeat the same blocks (templates, shared sections) under new ids, and ids are only checked as strings of 1 to
 * 100 characters: so an element is keyed by its JSON text with those ids blanked, and a repeat gets the earlier
 * result with its own ids. Anything that fails, or that the shortcut cannot vouch for, goes through the whole
 * page schema, so errors are exactly the schema's. Results are shared between pages (read-only); the cache is
 * dropped past a size budget so memory stays bounded.
 */
export function createPageChecker(budgetChars = 4_000_000): ((raw: unknown) => CheckedPage) & { element: (raw: unknown) => CheckedElement | undefined } {
  let checked = new Map<string, CheckedElement>()
  let chars = 0

  // Unique elements (every page's own prose) are only checked: keying them by their text would cost for nothing.
  const repeats = createRepeatWatch()

  const checkElement = (raw: unknown): CheckedElement | undefined => {
    // Elements in their usual form are checked without zod, for less than keying them for the cache would cost.
    const quick = quickElement(raw)
    if (quick) return quick
    if (!repeats.ask()) {
      const parsed = Element.safeParse(raw)
      return parsed.success ? parsed.data : undefined
    }
    const holders: Record_[] = []
    if (!idHolders(raw, holders)) return undefined
    const ids = holders.map((h) => h.id as string)
    let key: string
    try {
      for (const h of holders) h.id = ''
      key = JSON.stringify(raw)
    } finally {
      holders.forEach((h, i) => (h.id = ids[i]))
    }
    const known = checked.get(key)
    repeats.note(known !== undefined)
    if (known) return withIds(known, ids, { i: 0 })
    const parsed = Element.safeParse(raw)
    if (!parsed.success) return undefined
    chars += key.length
    if (chars > budgetChars) {
      checked = new Map()
      chars = 0
    } else checked.set(key, withIds(parsed.data, ids.map(() => ''), { i: 0 }))
    return parsed.data
  }

  const fullCheck = (raw: unknown): CheckedPage => {
    const parsed = PageWithSite.safeParse(raw)
    if (parsed.success) return parsed.data
    const r = raw as { path?: unknown; id?: unknown; elements?: unknown }
    const issue = parsed.error.issues[0]!
    // Named by block and field label, as the editor who fixes it sees them, not by its JSON path.
    let at: ReturnType<typeof problemAt>
    try {
      at = problemAt({ elements: Array.isArray(r.elements) ? (r.elements as Element[]) : [] }, issue.path.filter((p) => typeof p !== 'symbol') as (string | number)[], issue.message)
    } catch {
      // Elements too broken to name (not even objects): the path is all there is.
      at = { where: issue.path.map(String).join('.') || 'page', message: issue.message }
    }
    throw new ContentError(`${at.where}: ${at.message}`, { page: String(r.path ?? r.id ?? '?'), ...(at.elementId ? { element: at.elementId } : {}), ...(at.field ? { field: at.field } : {}) })
  }

  const checkPage = (raw: unknown): CheckedPage => {
    const shell = PageShell.safeParse(raw)
    if (!shell.success) return fullCheck(raw)
    const elements: CheckedElement[] = []
    for (const element of shell.data.elements) {
      const one = checkElement(element)
      if (!one) return fullCheck(raw)
      elements.push(one)
    }
    return { ...shell.data, elements } as CheckedPage
  }
  // An element alone (the fragment cache reads a page's elements one by one): undefined when the schema rejects it.
  return Object.assign(checkPage, { element: checkElement })
}
