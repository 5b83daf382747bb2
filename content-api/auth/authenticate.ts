import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { User } from '../../catalogue/model/entities/user.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { accessCookie } from './authCookies.ts'
import type { ApiEnv } from './guard.ts'
import type { Actor } from './permissions.ts'
import { sha256 } from './tokens.ts'
import { apiTokenActor, apiTokenPrefix } from '../tokens/apiTokens.ts'
import { listenForNotices, sendNotice } from '../db/listenForNotices.ts'
import { oauthClient } from './clients.ts'
import { clientCapabilities } from '../clients/registeredClients.ts'

export { accessCookie }

/** What to forget: a sign-in, every sign-in of a person, or every sign-in through a client. */
export type Forget = { familyId?: string; userId?: string; clientId?: string }

interface Cached {
  actor: Omit<Actor, 'viaCookie'>
  familyId: string
  clientId: string
  expiresAt: number
}

/**
 * How a request proves who it is. `bearer`: `Authorization: Bearer <access token>` (scripts, the agent portal);
 * `cookie`: the studio's httpOnly access cookie, which a browser attaches by itself, so writes with it must
 * come from our own origin. A new kind of credential is one more case here and in `resolve` below.
 */
type Credential = { kind: 'bearer'; token: string } | { kind: 'cookie'; token: string }

/** Where a confidential OAuth client authenticates with `Authorization: Basic` (auth/clientAuthentication.ts). */
const clientEndpoints = /\/auth\/(?:token|revoke|introspect)$/

function credentialOf(c: Context): Credential | undefined {
  const header = c.req.header('authorization')
  // A client's own credentials, not a person's: the endpoint itself checks them.
  if (header?.startsWith('Basic ') && clientEndpoints.test(c.req.path)) return undefined
  if (header !== undefined) {
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim())
    if (!match) throw new ApiError(401, 'The Authorization header must be "Bearer <access_token>"')
    return { kind: 'bearer', token: match[1]! }
  }
  const cookie = getCookie(c, accessCookie)
  return cookie ? { kind: 'cookie', token: cookie } : undefined
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The ways back in: the sign-in page and the token endpoint. A browser sends the access cookie to every /api path,
 * so a sign-in that has ended (expired, signed out elsewhere, a password reset by an admin) would otherwise keep
 * its owner from signing in again or refreshing, the answer being the very 401 that sent them there.
 */
const waysBackIn = /\/auth\/(?:authorize|token)$/

/**
 * A browser attaches cookies to any site's form post or fetch; only pages of our own public origin may write
 * with them. The origin is configuration (`PUBLIC_URL`), never the request's Host header, which a client or a
 * proxy in front of us may set to anything.
 */
export function requireOwnOrigin(c: Context, publicOrigin: string): void {
  if (safeMethods.has(c.req.method)) return
  const origin = c.req.header('origin')
  if (origin !== publicOrigin) throw new ApiError(403, `Writes signed in by cookie must come from this site; the Origin was ${origin ? `'${origin}'` : 'missing'}`)
}

/**
 * Resolves the actor of each request from its credential. Lookups are cached for a few seconds so reads stay
 * fast; revocation clears the cache at once, in this process and, on PostgreSQL, in every other instance sharing
 * the database (a notice on `voix_sign_ins_<schema>`). While that notice cannot be heard, nothing is cached.
 */
export function createAuthenticator(db: Db, { publicOrigin }: { publicOrigin: string }) {
  const cache = new Map<string, Cached>()
  let cacheMs = db.pool ? 0 : 5000
  // Bumped by every forget: a lookup that began before one must not keep what it read.
  let generation = 0
  const forgetHere = (match: Forget) => {
    generation++
    for (const [token, entry] of cache) if (entry.familyId === match.familyId || entry.actor.id === match.userId || entry.clientId === match.clientId) cache.delete(token)
  }
  listenForNotices(db, 'sign_ins', {
    notice: (payload) => {
      try {
        forgetHere(JSON.parse(payload) as Forget)
      } catch {
        generation++
        cache.clear()
      }
    },
    listening: () => {
      generation++
      cache.clear()
      cacheMs = 5000
    },
    lost: () => {
      cacheMs = 0
      generation++
      cache.clear()
    },
  })

  async function lookup(token: string): Promise<Cached | undefined> {
    // Keyed by the token itself: hashing it on every request cost more than the rest of a cached check.
    const hit = cache.get(token)
    if (hit && hit.expiresAt > Date.now()) return hit
    cache.delete(token)
    const since = generation
    const hash = sha256(token)
    const row = await db.kysely
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .select(['auth_tokens.expires_at', 'auth_tokens.revoked_at', 'auth_tokens.family_id', 'auth_tokens.client_id', 'users.document'])
      .where('auth_tokens.token_hash', '=', hash)
      .where('auth_tokens.kind', '=', 'access')
      .executeTakeFirst()
    if (!row || row.revoked_at || row.expires_at < new Date().toISOString()) return undefined
    const user = User.parse(JSON.parse(row.document))
    if (user.disabled) return undefined
    // A registered client's tokens act within its scopes; one disabled or deleted no longer acts at all.
    const client = await oauthClient(db, row.client_id)
    if (!client) return undefined
    const actor = { id: user.id, email: user.email, name: user.name, role: user.role, sites: user.sites, ...(client.scopes ? { scopes: clientCapabilities(client.scopes) } : {}) }
    const entry = { actor, familyId: row.family_id, clientId: row.client_id, expiresAt: Math.min(Date.now() + cacheMs, Date.parse(row.expires_at)) }
    if (!cacheMs || since !== generation) return entry
    if (cache.size > 10_000) cache.clear()
    cache.set(token, entry)
    return entry
  }

  /** The sign-in a credential stands for, or undefined when it is not valid (any more). */
  function resolve(credential: Credential): Promise<Cached | undefined> {
    switch (credential.kind) {
      case 'bearer':
      case 'cookie':
        return lookup(credential.token)
    }
  }

  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const credential = credentialOf(c)
    if (!credential) {
      c.set('actor', null)
      c.set('signIn', null)
      return next()
    }
    if (credential.kind === 'cookie') requireOwnOrigin(c, publicOrigin)
    // Machines carry a named API token as a bearer token; it acts within its scopes, never as a person.
    if (credential.kind === 'bearer' && credential.token.startsWith(apiTokenPrefix)) {
      const actor = await apiTokenActor(db, credential.token)
      if (!actor) throw new ApiError(401, 'The API token is not valid, has expired or was revoked')
      c.set('actor', actor)
      c.set('signIn', null)
      return next()
    }
    const found = await resolve(credential)
    if (!found && credential.kind === 'cookie' && waysBackIn.test(c.req.path)) {
      c.set('actor', null)
      c.set('signIn', null)
      return next()
    }
    if (!found) throw new ApiError(401, 'The access token is not valid or has expired; sign in again')
    c.set('actor', { ...found.actor, viaCookie: credential.kind === 'cookie' })
    c.set('signIn', found.familyId)
    return next()
  }

  /** Forget cached tokens of a revoked sign-in (or of a user whose role or sites changed), here and on other instances. */
  const forget = (match: Forget) => {
    forgetHere(match)
    sendNotice(db, 'sign_ins', JSON.stringify(match)).catch((error: unknown) => {
      console.error(`voix: could not tell other instances to forget a sign-in: ${error instanceof Error ? error.message : String(error)}`)
    })
  }
  return { middleware, forget }
}
