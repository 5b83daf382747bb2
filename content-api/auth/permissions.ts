import type { Role } from '../../catalogue/model/entities/user.ts'

/**
 * What each role may do. This is the table in content-api/README.md; change both together.
 * Published content the public site needs is readable without signing in (see `public` on each entity).
 */
export const capabilities = {
  'content:read': ['admin', 'editor', 'reviewer'],
  'content:write': ['admin', 'editor'],
  'pages:publish': ['admin', 'editor'],
  'pages:review': ['admin', 'editor', 'reviewer'],
  'sites:write': ['admin'],
  'users:manage': ['admin'],
  'builds:read': ['admin', 'editor', 'reviewer'],
  'caches:manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>
export type Capability = keyof typeof capabilities

export function can(role: Role, capability: Capability): boolean {
  return (capabilities[capability] as readonly Role[]).includes(role)
}

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
