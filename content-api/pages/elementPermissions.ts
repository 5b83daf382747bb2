import type { Element } from '../../catalogue/model/element.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { Actor } from '../auth/permissions.ts'
import { ApiError } from '../http/ApiError.ts'

interface Placed {
  element: Element
  /** The groups and blocks holding it, outermost first. */
  ancestors: Element[]
}

function index(elements: readonly Element[]): Map<string, Placed> {
  const into = new Map<string, Placed>()
  const stack: Placed[] = elements.map((element) => ({ element, ancestors: [] }))
  while (stack.length) {
    const placed = stack.pop()!
    into.set(placed.element.id, placed)
    const ancestors = [...placed.ancestors, placed.element]
    for (const child of placed.element.elements) stack.push({ element: child, ancestors })
  }
  return into
}

/** What of a holding element decides whether, where and to whom the elements inside it show. */
const holding = (el: Element) => JSON.stringify([el.id, el.type, el.component, el.enabled, el.slot, el.xp_status, el.conditions_settings ?? null])

const nameOf = (el: Element) => `${el.id}${el.component ? ` (${el.component})` : el.label ? ` ('${el.label}')` : ''}`

/**
 * An element whose `administration.permissions` lists roles may be changed, moved or deleted only by those roles
 * (admins always may). Everyone else must leave it exactly as stored, and leave it where it is: the elements
 * holding it keep their ids, order of nesting, enabled state, slot and conditions, or else it could be hidden by
 * wrapping it in a disabled or never-shown group.
 */
export function checkElementPermissions(actor: Actor, stored: Page, next: Page): void {
  if (actor.role === 'admin') return
  const after = index(next.elements)
  for (const [id, before] of index(stored.elements)) {
    const allowed = before.element.administration.permissions
    if (!allowed.length || allowed.includes(actor.role)) continue
    const now = after.get(id)
    const name = nameOf(before.element)
    if (!now) throw new ApiError(403, `Element ${name} may only be removed by: ${allowed.join(', ')}`)
    if (JSON.stringify(now.element) !== JSON.stringify(before.element)) throw new ApiError(403, `Element ${name} may only be changed by: ${allowed.join(', ')}`)
    const was = before.ancestors.map(holding).join('\n')
    if (now.ancestors.map(holding).join('\n') !== was)
      throw new ApiError(
        403,
        `Element ${name} may only be moved, or hidden by changing the groups holding it (enabled, conditions, slot), by: ${allowed.join(', ')}; leave it and the groups around it as they were`,
      )
  }
}
