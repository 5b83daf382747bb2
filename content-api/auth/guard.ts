import type { Context } from 'hono'
import { ApiError } from '../http/ApiError.ts'
import { can, type Actor, type Capability } from './permissions.ts'

export type ApiEnv = {
  Variables: {
    actor: Actor | null
    /** The sign-in (token family) the request's access token belongs to; null when anonymous. */
    signIn: string | null
  }
}

const described: Record<Capability, string> = {
  'content:read': 'read content in the studio',
  'content:write': 'change content',
  'pages:publish': 'publish pages',
  'pages:review': 'review pages',
  'sites:write': 'change sites',
  'users:manage': 'manage users',
  'builds:read': 'see builds',
}

export function requireActor(c: Context<ApiEnv>): Actor {
  const actor = c.get('actor')
  if (!actor) throw new ApiError(401, 'Sign in first: this needs an access token (Authorization: Bearer …)')
  return actor
}

export function requireCan(c: Context<ApiEnv>, capability: Capability): Actor {
  const actor = requireActor(c)
  if (!can(actor.role, capability)) throw new ApiError(403, `Your role (${actor.role}) may not ${described[capability]}`)
  return actor
}
