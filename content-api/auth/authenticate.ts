import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { User } from '../../catalogue/model/entities/user.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import type { ApiEnv } from './guard.ts'
import type { Actor } from './permissions.ts'
import { sha256 } from './tokens.ts'
import { apiTokenActor, apiTokenPrefix } from '../tokens/apiTokens.ts'

/** The cookie the studio may keep its access token in (platform.md §7 stores tokens in cookies). */
export const accessCookie = 'voix-access-token'

interface Cached {
  actor: Omit<Actor, 'viaCookie'>
  familyId: string
  expiresAt: number
}

/**
 * Resolves the actor of each request from `Authorization: Bearer` or the access cookie. Lookups are cached
 * for a few seconds so reads stay fast; revocation in this process clears the cache at once.
 */
export function createAuthenticator(db: Db) {
  const cache = new Map<string, Cached>()
  const cacheMs = 5000

  async function lookup(token: string): Promise<Cached | undefined> {
    // Keyed by the token itself: hashing it on every request cost more than the rest of a cached check.
    const hit = cache.get(token)
    if (hit && hit.expiresAt > Date.now()) return hit
    cache.delete(token)
    const hash = sha256(token)
    const row = await db.kysely
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .select(['auth_tokens.expires_at', 'auth_tokens.revoked_at', 'auth_tokens.family_id', 'users.document'])
      .where('auth_tokens.token_hash', '=', hash)
      .where('auth_tokens.kind', '=', 'access')
      .executeTakeFirst()
    if (!row || row.revoked_at || row.expires_at < new Date().toISOString()) return undefined
    const user = User.parse(JSON.parse(row.document))
    if (user.disabled) return undefined
    const entry = { actor: { id: user.id, email: user.email, name: user.name, role: user.role, sites: user.sites }, familyId: row.family_id, expiresAt: Math.min(Date.now() + cacheMs, Date.parse(row.expires_at)) }
    if (cache.size > 10_000) cache.clear()
    cache.set(token, entry)
    return entry
  }

  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const header = c.req.header('authorization')
    let token: string | undefined
    let viaCookie = false
    if (header !== undefined) {
      const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim())
      if (!match) throw new ApiError(401, 'The Authorization header must be "Bearer <access_token>"')
      token = match[1]
    } else {
      token = getCookie(c, accessCookie)
      viaCookie = token !== undefined
    }
    if (token === undefined) {
      c.set('actor', null)
      c.set('signIn', null)
      return next()
    }
    if (viaCookie && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      // A cookie rides along on any site's form post; only our own pages may write with it.
      const origin = c.req.header('origin')
      if (origin !== new URL(c.req.url).origin) throw new ApiError(403, `Writes signed in by cookie must come from this site; the Origin was ${origin ? `'${origin}'` : 'missing'}`)
    }
    if (!viaCookie && token.startsWith(apiTokenPrefix)) {
      const actor = await apiTokenActor(db, token)
      if (!actor) throw new ApiError(401, 'The API token is not valid, has expired or was revoked')
      c.set('actor', actor)
      c.set('signIn', null)
      return next()
    }
    const found = await lookup(token)
    if (!found) throw new ApiError(401, 'The access token is not valid or has expired; sign in again')
    c.set('actor', { ...found.actor, viaCookie })
    c.set('signIn', found.familyId)
    return next()
  }

  /** Forget cached tokens of a revoked sign-in (or of a user whose role or sites changed). */
  const forget = (match: { familyId?: string; userId?: string }) => {
    for (const [token, entry] of cache) if (entry.familyId === match.familyId || entry.actor.id === match.userId) cache.delete(token)
  }
  return { middleware, forget }
}
