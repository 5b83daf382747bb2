import { randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../db/openDatabase.ts'
import { now } from '../http/clock.ts'
import { sha256 } from '../auth/tokens.ts'
import { scopes, Scope } from '../tokens/apiTokens.ts'
import type { Capability } from '../auth/permissions.ts'

/** Every registered client's id starts with this, so it can never be taken for a built-in one (auth/clients.ts). */
export const registeredClientPrefix = 'client_'
export const ClientId = z.string().regex(/^client_[A-Za-z0-9_-]{16,64}$/, 'is not a registered client id')

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * A redirect URI as RFC 9700 §2.1 wants it: compared exactly, https (plain http only to this machine's loopback,
 * for native and development apps), no user, no fragment. It is kept as the URL parser writes it, and a client must
 * send exactly that string back.
 */
export const RedirectUri = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .regex(/^https?:\/\/[^\s#]+$/, 'must be an https address (http only for 127.0.0.1, localhost or [::1]), without a # part')
  .refine((s) => URL.canParse(s), 'is not a web address')
  .transform((s) => new URL(s))
  .refine((u) => u.protocol === 'https:' || loopbackHosts.has(u.hostname), 'must use https; plain http is allowed only for 127.0.0.1, localhost or [::1]')
  .refine((u) => !u.username && !u.password, 'must not hold a user name or password')
  .transform((u) => u.href)

export const ClientKind = z.enum(['public', 'confidential'], 'must be public or confidential')

export const RegisterClientBody = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
    redirectUris: z.array(RedirectUri).min(1, 'needs at least one address').max(10, 'may list at most 10 addresses'),
    scopes: z.array(Scope).min(1, 'needs at least one').max(3),
    kind: ClientKind,
  })
  .strict()

export const UpdateClientBody = z.object({ disabled: z.boolean() }).strict()

/** A client as the API lists it: never its secret, never the secret's hash. */
export const RegisteredClient = z
  .object({
    id: z.string(),
    name: z.string(),
    redirectUris: z.array(z.string()),
    scopes: z.array(Scope),
    kind: ClientKind,
    createdBy: z.string(),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
  })
  .strict()
export type RegisteredClient = z.infer<typeof RegisteredClient>

type Row = Awaited<ReturnType<typeof rowOf>>
const rowOf = (db: Db, id: string) => db.kysely.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst()

const toClient = (row: NonNullable<Row>): RegisteredClient => ({
  id: row.id,
  name: row.name,
  redirectUris: JSON.parse(row.redirect_uris) as string[],
  scopes: JSON.parse(row.scopes) as Scope[],
  kind: ClientKind.parse(row.kind),
  createdBy: row.created_by,
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
})

/** Registers a client; a confidential one's secret is in this answer only, and stored as its hash. */
export async function registerClient(db: Db, body: z.infer<typeof RegisterClientBody>, createdBy: string): Promise<RegisteredClient & { secret?: string }> {
  const id = `${registeredClientPrefix}${randomBytes(18).toString('base64url')}`
  const secret = body.kind === 'confidential' ? randomBytes(32).toString('base64url') : undefined
  const row = {
    id,
    name: body.name,
    redirect_uris: JSON.stringify([...new Set(body.redirectUris)]),
    scopes: JSON.stringify([...new Set(body.scopes)]),
    kind: body.kind,
    secret_hash: secret ? sha256(secret) : null,
    created_by: createdBy,
    created_at: now(),
    disabled_at: null,
  }
  await db.kysely.insertInto('oauth_clients').values(row).execute()
  return { ...toClient(row), ...(secret ? { secret } : {}) }
}

export async function listClients(db: Db): Promise<RegisteredClient[]> {
  const rows = await db.kysely.selectFrom('oauth_clients').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(500).execute()
  return rows.map(toClient)
}

/** A client ready for the authorization server: its record plus how it proves itself. */
export async function findClient(db: Db, id: string): Promise<(RegisteredClient & { secretHash: string | null }) | undefined> {
  if (!ClientId.safeParse(id).success) return undefined
  const row = await rowOf(db, id)
  return row ? { ...toClient(row), secretHash: row.secret_hash } : undefined
}

export function secretMatches(secretHash: string, secret: string): boolean {
  const a = Buffer.from(sha256(secret))
  const b = Buffer.from(secretHash)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Disables or enables a client. Disabling ends every sign-in made through it at once (its tokens are revoked,
 * so enabling it again does not bring them back).
 */
export async function setClientDisabled(db: Db, id: string, disabled: boolean): Promise<RegisteredClient | undefined> {
  if (!ClientId.safeParse(id).success) return undefined
  await db.kysely.updateTable('oauth_clients').set({ disabled_at: disabled ? now() : null }).where('id', '=', id).execute()
  if (disabled) await revokeClientTokens(db, id)
  const row = await rowOf(db, id)
  return row && toClient(row)
}

/** Deletes a client and revokes every token it was issued. */
export async function deleteClient(db: Db, id: string): Promise<RegisteredClient | undefined> {
  if (!ClientId.safeParse(id).success) return undefined
  const row = await rowOf(db, id)
  if (!row) return undefined
  await revokeClientTokens(db, id)
  await db.kysely.deleteFrom('auth_codes').where('client_id', '=', id).execute()
  await db.kysely.deleteFrom('oauth_clients').where('id', '=', id).execute()
  return toClient(row)
}

async function revokeClientTokens(db: Db, id: string) {
  await db.kysely.updateTable('auth_tokens').set({ revoked_at: now() }).where('client_id', '=', id).where('revoked_at', 'is', null).execute()
}

/** What a registered client's tokens may do: the capabilities of its scopes (and never more than the person's role). */
export function clientCapabilities(clientScopes: readonly Scope[]): Capability[] {
  return [...new Set(clientScopes.flatMap((s) => scopes[s]))]
}
