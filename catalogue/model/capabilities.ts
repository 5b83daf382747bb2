import type { Role } from './entities/user.ts'

/**
 * What each role may do: the content API enforces it (content-api/auth/permissions.ts) and the studio hides
 * what a role may not do from the same table. It is the table in content-api/README.md; change both together.
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
  'builds:rollback': ['admin'],
} as const satisfies Record<string, readonly Role[]>
export type Capability = keyof typeof capabilities

export function can(role: Role | string | undefined, capability: Capability): boolean {
  return !!role && (capabilities[capability] as readonly string[]).includes(role)
}
