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
  'caches:manage': 'see or clear caches',
  'builds:rollback': 'roll the live site back to an earlier build',
}

function signedIn(c: Context<ApiEnv>): Actor {
  const actor = c.get('actor')
  if (!actor) throw new ApiError(401, 'Sign in first: this needs an access token (Authorization: Bearer …)')
  return actor
}

/** A person signed in (an API token acts only through the capabilities of its scope, never as a person). */
export function requireActor(c: Context<ApiEnv>): Actor {
  const actor = signedIn(c)
  if (actor.scopes) throw new ApiError(403, 'An API token may not do this; it acts only within its scope')
  return actor
}

/** Why the actor may not use a capability (its role, or its token's scope), or undefined when it may. */
export function refusal(actor: Actor, capability: Capability): string | undefined {
  if (!can(actor.role, capability)) return `Your role (${actor.role}) may not ${described[capability]}`
  if (actor.scopes && !actor.scopes.includes(capability)) return `This API token's scope does not allow it to ${described[capability]}`
  return undefined
}

export function requireCan(c: Context<ApiEnv>, capability: Capability): Actor {
  const actor = signedIn(c)
  const refused = refusal(actor, capability)
  if (refused) throw new ApiError(403, refused)
  return actor
}
