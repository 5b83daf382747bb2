import type { Element } from '../../catalogue/model/element.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { Actor } from '../auth/permissions.ts'
import { ApiError } from '../http/ApiError.ts'

function index(elements: readonly Element[], into = new Map<string, Element>()): Map<string, Element> {
  for (const el of elements) {
    into.set(el.id, el)
    index(el.elements, into)
  }
  return into
}

/**
 * An element whose `administration.permissions` lists roles may be changed, moved out or deleted only by
 * those roles (admins always may). Everyone else must leave it exactly as stored.
 */
export function checkElementPermissions(actor: Actor, stored: Page, next: Page): void {
  if (actor.role === 'admin') return
  const after = index(next.elements)
  for (const [id, before] of index(stored.elements)) {
    const allowed = before.administration.permissions
    if (!allowed.length || allowed.includes(actor.role)) continue
    const now = after.get(id)
    if (!now) throw new ApiError(403, `Element ${id}${before.component ? ` (${before.component})` : ''} may only be removed by: ${allowed.join(', ')}`)
    if (JSON.stringify(now) !== JSON.stringify(before))
      throw new ApiError(403, `Element ${id}${before.component ? ` (${before.component})` : ''} may only be changed by: ${allowed.join(', ')}`)
  }
}
