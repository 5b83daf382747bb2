import type { Context } from 'hono'
import { z } from 'zod'
import { User } from '../../catalogue/model/entities/user.ts'
import type { Db } from '../db/openDatabase.ts'
import { readForm } from '../http/parseInput.ts'
import { OAuthError } from './oauthErrors.ts'
import { authenticateClient } from './clientAuthentication.ts'
import { oauthClient } from './clients.ts'
import { sha256 } from './tokens.ts'

export const IntrospectRequest = z
  .object({
    token: z.string().min(1).max(200),
    token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
    client_id: z.string().min(1).max(100).optional(),
    client_secret: z.string().max(200).optional(),
  })
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
 * The client asking. A confidential client authenticates with its secret (client_secret_basic or _post). A public
 * one has no secret, so it authenticates with a bearer access token it was issued (not revoked, not expired) and
 * names itself in `client_id`; that token is checked before the form is read.
 */
async function caller(db: Db, c: Context): Promise<{ clientId: string; form: z.infer<typeof IntrospectRequest> }> {
  const header = c.req.header('authorization') ?? ''
  if (!header.startsWith('Bearer ')) {
    const form = await readForm(c, IntrospectRequest)
    if (!header.startsWith('Basic ') && form.client_secret === undefined)
      throw new OAuthError('invalid_client', 'Introspection needs the client to authenticate: its secret, or for a public client a valid access token it was issued, sent as a bearer token')
    return { clientId: (await authenticateClient(db, c, form)).id, form }
  }
  const bearer = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header)?.[1]
  const row = bearer ? await tokenRow(db, bearer) : undefined
  if (!valid(row) || row.kind !== 'access') throw new OAuthError('invalid_client', 'Introspection needs a valid access token of the client asking, sent as a bearer token')
  const form = await readForm(c, IntrospectRequest)
  if (form.client_id !== row.client_id) throw new OAuthError('invalid_client', 'The client_id is not the client the bearer token was issued to')
  if (!(await oauthClient(db, row.client_id))) throw new OAuthError('invalid_client', 'The client is not known or has been disabled')
  return { clientId: row.client_id, form }
}

/**
 * RFC 7662 introspection: a client learns only about tokens issued to itself (any other is `{active:false}`, as if
 * unknown). API tokens (`voix_…`) are not OAuth tokens: they neither introspect nor are introspected. `scope` is a
 * registered client's scopes, or the person's role for a built-in client.
 */
export async function introspect(db: Db, c: Context): Promise<Introspection> {
  const { clientId, form } = await caller(db, c)
  const row = await tokenRow(db, form.token)
  if (!valid(row) || row.client_id !== clientId) return { active: false }
  const client = await oauthClient(db, clientId)
  if (!client) return { active: false }
  const user = User.parse(JSON.parse(row.document))
  const scope = client.scopes ? client.scopes.join(' ') : user.role
  return { active: true, scope, client_id: row.client_id, exp: seconds(row.expires_at), iat: seconds(row.created_at), sub: row.user_id, token_type: row.kind === 'access' ? 'Bearer' : 'refresh_token' }
}
