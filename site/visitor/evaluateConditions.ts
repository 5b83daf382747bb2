import type { Condition, ConditionsSettings } from '../../catalogue/model/conditions.ts'
import { breakpointForWidth } from '../../catalogue/model/breakpoints.ts'

/** What a condition can test about the visitor; gathered in the browser (see site/README.md). */
export interface Visitor {
  points: (tag: string) => number
  query: URLSearchParams
  cookie: (name: string) => string | undefined
  now: Date
  path: string
  referrer: string
  language: string
  width: number
  agentSignedIn: boolean
}

function lookup(key: string, v: Visitor): string | number | undefined {
  const colon = key.indexOf(':')
  const [kind, name] = colon < 0 ? [key, ''] : [key.slice(0, colon), key.slice(colon + 1)]
  switch (kind) {
    case 'xp':
      return v.points(name)
    case 'query':
      return v.query.get(name) ?? undefined
    case 'cookie':
      return v.cookie(name)
    case 'date':
      return v.now.toISOString().slice(0, 10)
    case 'datetime':
      return v.now.toISOString()
    case 'path':
      return v.path
    case 'referrer':
      return v.referrer || undefined
    case 'language':
      return v.language
    case 'breakpoint':
      return breakpointForWidth(v.width)
    case 'agent':
      return v.agentSignedIn ? 'signed-in' : 'signed-out'
    default:
      return undefined
  }
}

const breakpointOrder = ['default', 'sm', 'md', 'lg', 'xl', '2xl']

/** Numbers compare as numbers, breakpoints by size, everything else as text (ISO dates sort as text). */
function compare(actual: string | number, expected: string | number | boolean, key: string): number {
  if (key === 'breakpoint') return breakpointOrder.indexOf(String(actual)) - breakpointOrder.indexOf(String(expected))
  const a = Number(actual)
  const b = Number(expected)
  if (actual !== '' && expected !== '' && Number.isFinite(a) && Number.isFinite(b)) return a - b
  return String(actual) < String(expected) ? -1 : String(actual) > String(expected) ? 1 : 0
}

export function evaluateCondition(condition: Condition, visitor: Visitor): boolean {
  const actual = lookup(condition.key, visitor)
  const { operator, value } = condition
  if (operator === 'exists') return actual !== undefined && actual !== ''
  if (operator === 'not_exists') return actual === undefined || actual === ''
  if (actual === undefined) return operator === 'not_equals' || operator === 'not_contains'
  const expected = value ?? ''
  switch (operator) {
    case 'equals':
      return compare(actual, expected, condition.key) === 0
    case 'not_equals':
      return compare(actual, expected, condition.key) !== 0
    case 'contains':
      return String(actual).toLowerCase().includes(String(expected).toLowerCase())
    case 'not_contains':
      return !String(actual).toLowerCase().includes(String(expected).toLowerCase())
    case 'greater_than':
      return compare(actual, expected, condition.key) > 0
    case 'less_than':
      return compare(actual, expected, condition.key) < 0
  }
}

/** `and`: every condition holds; `or`: at least one does. No conditions: always shown. */
export function evaluateConditions(settings: ConditionsSettings | undefined, visitor: Visitor): boolean {
  if (!settings?.conditions.length) return true
  const results = settings.conditions.map((c) => evaluateCondition(c, visitor))
  return settings.type === 'or' ? results.some(Boolean) : results.every(Boolean)
}
