import type { Role } from '../../catalogue/model/entities/user.ts'

import type { Capability } from '../../catalogue/model/capabilities.ts'

// The table lives in catalogue, so the studio hides exactly what the API refuses.
export { can, capabilities, type Capability } from '../../catalogue/model/capabilities.ts'

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
