import { can, capabilities, type Capability } from '../../catalogue/model/capabilities.ts'

import type { Role } from '../../catalogue/model/entities/user.ts'

export { can, capabilities, type Capability }

/** The signed-in user a request acts for. */
export interface Actor {
  id: string
  email: string
  name: string
  role: Role
  /** Site ids this user may work on; empty means every site. */
  sites: string[]
  /** The token came from a cookie rather than the Authorization header. */
  viaCookie: boolean
  /** An API token's scope (tokens/): only these capabilities, whatever the role allows. */
  scopes?: readonly Capability[]
}

export function mayUseSite(actor: Actor, siteId: string | null | undefined): boolean {
  return !siteId || actor.sites.length === 0 || actor.sites.includes(siteId)
}

/**
 * Who may read what is for signed-in travel agents only (agents-only pages and content, catalogue/model/gatedContent.ts):
 * a travel agent of the site, or staff who may read content there (an API token only when its scope allows reading).
 */
export function mayReadGated(actor: Actor, siteId: string | null | undefined): boolean {
  if (!mayUseSite(actor, siteId)) return false
  if (actor.role === 'agent') return true
  return can(actor.role, 'content:read') && (!actor.scopes || actor.scopes.includes('content:read'))
}
