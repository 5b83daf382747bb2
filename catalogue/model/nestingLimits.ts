/**
 * How deep content may nest. The schemas are recursive, and so are the renderer and the studio: a tree some
 * hundreds deep overflows their stacks ("Maximum call stack size exceeded") and names nothing. So every body is
 * measured by checkNesting before any schema sees it, and stored documents are brought within the limits when
 * they are loaded (migrations/pageMigrations.ts, menuMigrations.ts).
 */
export const nestingLimits = {
  /** Blocks inside groups inside groups…: a page's top-level elements are level 1. */
  elements: 20,
  /** Menu entries: top-level entries are level 1, their `children` level 2… */
  menus: 5,
  /** Conditions of one query element (`model_query.where`). */
  queryConditions: 20,
  /** Objects and arrays inside one query condition's value. */
  queryValue: 4,
  /** Objects and arrays inside each other anywhere in a body, whatever it is. */
  json: 100,
} as const

export interface NestingIssue {
  /** Where, as the API names fields: `page.elements.0.elements.3`. */
  path: string
  message: string
}

interface Frame {
  value: unknown
  parent: Frame | undefined
  key: string | number
  depth: number
  /** Element level of the element this value belongs to (0 outside the element tree). */
  element: number
  /** Menu level of the menu entry this value belongs to (0 outside a menu). */
  menu: number
  /** Depth inside a query condition's value; -1 outside one. */
  queryValue: number
}

function pathOf(frame: Frame): string {
  const keys: (string | number)[] = []
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) keys.push(f.key)
  return keys.reverse().join('.')
}

/** How an editor recognises an element: its label, else its block, and its id. */
function nameOf(value: unknown): string {
  const el = value as { id?: unknown; label?: unknown; component?: unknown; type?: unknown }
  const label = typeof el.label === 'string' && el.label ? `'${el.label}'` : typeof el.component === 'string' ? el.component : el.type === 'group' ? 'group' : 'block'
  return typeof el.id === 'string' ? `${label} (id ${el.id})` : label
}

/**
 * The first place where `value` (a parsed JSON body or stored document, not yet checked by any schema) nests
 * deeper than nestingLimits allow, or undefined. Walks with its own stack, so any depth is measured safely, in
 * one pass over the value.
 */
export function checkNesting(value: unknown): NestingIssue | undefined {
  if (value === null || typeof value !== 'object') return undefined
  // Only objects and lists get a frame: strings and numbers cannot nest, and most of a body is those.
  const stack: Frame[] = [{ value, parent: undefined, key: '', depth: 0, element: 0, menu: 0, queryValue: -1 }]
  while (stack.length) {
    const frame = stack.pop()!
    const here = frame.value as object
    const depth = frame.depth + 1
    if (depth > nestingLimits.json)
      return { path: pathOf(frame), message: `Values can be nested at most ${nestingLimits.json} deep (objects and lists inside each other); this one goes deeper` }
    if (frame.queryValue >= nestingLimits.queryValue)
      return { path: pathOf(frame), message: `A query condition's value can be nested at most ${nestingLimits.queryValue} deep; use a plain value or a short list` }
    const queryValue = frame.queryValue >= 0 ? frame.queryValue + 1 : -1
    if (Array.isArray(here)) {
      const key = frame.key
      const isElements = key === 'elements'
      const isChildren = key === 'children'
      if (key === 'where' && frame.parent?.key === 'model_query' && here.length > nestingLimits.queryConditions)
        return { path: pathOf(frame), message: `A query can have at most ${nestingLimits.queryConditions} conditions; this one has ${here.length}` }
      const element = isElements ? frame.element + 1 : frame.element
      const menu = isChildren ? Math.max(frame.menu, 1) + 1 : frame.menu
      for (let i = here.length - 1; i >= 0; i--) {
        const item: unknown = here[i]
        if (item === null || typeof item !== 'object') continue
        const child: Frame = { value: item, parent: frame, key: i, depth, element, menu, queryValue }
        if (isElements && element > nestingLimits.elements)
          return {
            path: pathOf(child),
            message: `Blocks can be nested at most ${nestingLimits.elements} deep; ${nameOf(item)} is at level ${element}: move it, or the group holding it, up a level`,
          }
        if (isChildren && menu > nestingLimits.menus)
          return { path: pathOf(child), message: `Menus can be nested at most ${nestingLimits.menus} deep; the entry ${labelOf(item)} is at level ${menu}: move it up a level` }
        stack.push(child)
      }
      continue
    }
    const inWhere = frame.parent?.key === 'where' && frame.parent.parent?.key === 'model_query'
    const record = here as Record<string, unknown>
    // Pushed last to first, so the first problem found is the first in the document.
    const from = stack.length
    for (const key in record) {
      const item = record[key]
      if (item === null || typeof item !== 'object') continue
      stack.push({ value: item, parent: frame, key, depth, element: frame.element, menu: frame.menu, queryValue: inWhere && key === 'value' ? 0 : queryValue })
    }
    for (let a = from, b = stack.length - 1; a < b; a++, b--) [stack[a], stack[b]] = [stack[b]!, stack[a]!]
  }
  return undefined
}

function labelOf(item: unknown): string {
  const label = (item as { label?: unknown } | null)?.label
  return typeof label === 'string' ? `'${label}'` : '(without a label)'
}
