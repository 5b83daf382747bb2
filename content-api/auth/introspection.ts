import type { Context } from 'hono'
import { z } from 'zod'
import { User } from '../../catalogue/model/entities/user.ts'
import type { Db } from '../db/openDatabase.ts'
import { readForm } from '../http/parseInput.ts'
import { OAuthError } from './oauthErrors.ts'
import { sha256 } from './tokens.ts'

export const IntrospectRequest = z
  .object({ token: z.string().min(1).max(200), token_type_hint: z.enum(['access_token', 'refresh_token']).optional(), client_id: z.string().min(1).max(100) })
  .strict()

/** RFC 7662 §2.2: only `active` for a token that is unknown, expired, revoked, of a disabled person or another client's. */
export type Introspection = { active: false } | { active: true; scope: string; client_id: string; exp: number; iat: number; sub: string; token_type: 'Bearer' | 'refresh_token' }

const seconds = (at: string) => Math.floor(Date.parse(at) / 1000)

async function tokenRow(db: Db, token: string) {
  return db.kysely
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['auth_tokens.kind', 'auth_tokens.client_id', 'auth_tokens.user_id', 'auth_tokens.expires_at', 'auth_tokens.revoked_at', 'auth_tokens.created_at', 'users.document'])
    .where('auth_tokens.token_hash', '=', sha256(token))
    .executeTakeFirst()
}

type Row = NonNullable<Awaited<ReturnType<typeof tokenRow>>>
const valid = (row: Row | undefined): row is Row => !!row && !row.revoked_at && row.expires_at > new Date().toISOString() && !User.parse(JSON.parse(row.document)).disabled

/**
 * RFC 7662 introspection. Our clients are public (no client secret), so the caller authenticates as its client
 * with a bearer access token that client was issued (not revoked, not expired) and names that client in
 * `client_id`; it learns only about tokens issued to the same client (any other is `{active:false}`, as if
 * unknown). API tokens (`voix_…`) are not OAuth tokens: they neither introspect nor are introspected. The caller
 * is checked from the Authorization header before the form is read.
 */
export async function introspect(db: Db, c: Context): Promise<Introspection> {
  const bearer = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(c.req.header('authorization') ?? '')?.[1]
  const caller = bearer ? await tokenRow(db, bearer) : undefined
  if (!valid(caller) || caller.kind !== 'access') throw new OAuthError('invalid_client', 'Introspection needs a valid access token of the client asking, sent as a bearer token')
  const form = await readForm(c, IntrospectRequest)
  if (form.client_id !== caller.client_id) throw new OAuthError('invalid_client', 'The client_id is not the client the bearer token was issued to')
  const row = await tokenRow(db, form.token)
  if (!valid(row) || row.client_id !== caller.client_id) return { active: false }
  const user = User.parse(JSON.parse(row.document))
  return { active: true, scope: user.role, client_id: row.client_id, exp: seconds(row.expires_at), iat: seconds(row.created_at), sub: row.user_id, token_type: row.kind === 'access' ? 'Bearer' : 'refresh_token' }
}
