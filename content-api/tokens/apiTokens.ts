import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { newId } from '../../catalogue/model/ids.ts'
import type { Actor, Capability } from '../auth/permissions.ts'
import { sha256 } from '../auth/tokens.ts'
import type { Db } from '../db/openDatabase.ts'
import { now } from '../http/clock.ts'

/** Every API token starts with this, so the authenticator (and a secret scanner) tells it from a sign-in's token. */
export const apiTokenPrefix = 'voix_'

/**
 * What each scope allows, as capabilities of the permission table: a token is checked like a role. Publishing
 * queues a build, so `publish` may also read the build jobs it waits for.
 */
export const scopes = {
  read: ['content:read', 'builds:read'],
  publish: ['content:read', 'pages:publish', 'builds:read'],
  builds: ['builds:read'],
} as const satisfies Record<string, readonly Capability[]>
export const Scope = z.enum(Object.keys(scopes) as [keyof typeof scopes, ...(keyof typeof scopes)[]], { error: 'must be one of read, publish, builds' })
export type Scope = z.infer<typeof Scope>

export const CreateApiTokenBody = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
    scope: Scope,
    expiresInDays: z.number().int('must be a whole number of days').min(1, 'must be at least 1 day').max(366, 'must be at most 366 days').default(90),
  })
  .strict()

/** A token as the API lists it: never the token, never its hash. */
export const ApiToken = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: Scope,
    created_by: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .strict()
export type ApiToken = z.infer<typeof ApiToken>

interface ApiTokensTable extends ApiToken {
  token_hash: string
}
const tokens = (db: Db) => (db.kysely as unknown as Kysely<{ api_tokens: ApiTokensTable }>)
const columns = ['id', 'name', 'scope', 'created_by', 'created_at', 'expires_at', 'last_used_at', 'revoked_at'] as const

/** Makes a token; the answer is the only place its value ever appears. */
export async function createApiToken(db: Db, body: z.infer<typeof CreateApiTokenBody>, createdBy: string): Promise<ApiToken & { token: string }> {
  const token = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`
  const at = now()
  const record: ApiToken = {
    id: newId(),
    name: body.name,
    scope: body.scope,
    created_by: createdBy,
    created_at: at,
    expires_at: new Date(Date.parse(at) + body.expiresInDays * 86_400_000).toISOString(),
    last_used_at: null,
    revoked_at: null,
  }
  await tokens(db).insertInto('api_tokens').values({ ...record, token_hash: sha256(token) }).execute()
  return { ...record, token }
}

export async function listApiTokens(db: Db, limit: number, offset: number) {
  const items = await tokens(db).selectFrom('api_tokens').select(columns).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute()
  const count = await tokens(db).selectFrom('api_tokens').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return { items, total: Number(count.n) }
}

/** Revokes a token from now on; answers it, or undefined when there is none with that id. */
export async function revokeApiToken(db: Db, id: string): Promise<ApiToken | undefined> {
  await tokens(db).updateTable('api_tokens').set({ revoked_at: now() }).where('id', '=', id).where('revoked_at', 'is', null).execute()
  return tokens(db).selectFrom('api_tokens').select(columns).where('id', '=', id).executeTakeFirst()
}

/** Use is recorded at most once a minute per token, so a busy pipeline does not write on every request. */
const lastUseEveryMs = 60_000

/** The actor a valid API token acts as, or undefined when it is unknown, revoked or expired. */
export async function apiTokenActor(db: Db, token: string): Promise<Actor | undefined> {
  const row = await tokens(db).selectFrom('api_tokens').select(columns).where('token_hash', '=', sha256(token)).executeTakeFirst()
  const at = now()
  if (!row || row.revoked_at || row.expires_at <= at) return undefined
  if (!row.last_used_at || Date.parse(at) - Date.parse(row.last_used_at) >= lastUseEveryMs)
    await tokens(db).updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', row.id).execute()
  return tokenActor(row)
}

// Checked like an editor of every site, narrowed to the scope's capabilities (auth/guard.ts).
const tokenActor = (row: Pick<ApiToken, 'id' | 'name' | 'scope'>): Actor => ({ id: row.id, email: `api-token:${row.name}`, name: row.name, role: 'editor', sites: [], viaCookie: false, scopes: scopes[row.scope] })

/**
 * The actor of a still valid token named as an actor's email (`api-token:<name>`), for work it left to be done
 * later (a scheduled change): undefined once no token of that name is valid any more (revoked or expired).
 */
export async function apiTokenActorByName(db: Db, email: string): Promise<Actor | undefined> {
  if (!email.startsWith('api-token:')) return undefined
  const row = await tokens(db)
    .selectFrom('api_tokens')
    .select(columns)
    .where('name', '=', email.slice('api-token:'.length))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now())
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  return row && tokenActor(row)
}
