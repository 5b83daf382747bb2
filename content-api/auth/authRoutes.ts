import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { Site } from '../../catalogue/model/site.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { readForm, readJson, readQuery } from '../http/parseInput.ts'
import { clients, redirectAllowed } from './clients.ts'
import { requireActor, type ApiEnv } from './guard.ts'
import { hashPassword, unusableHash, verifyPassword } from './passwords.ts'
import { signInPage } from './signInPage.ts'
import { codeSeconds, issueTokens, randomToken, revokeToken, revokeUserSignIns, rotateRefreshToken, sha256 } from './tokens.ts'
import { withTransaction } from '../db/withTransaction.ts'
import { Password, User } from '../../catalogue/model/entities/user.ts'

const b64url = /^[A-Za-z0-9_-]+$/

export const AuthorizeParams = z
  .object({
    response_type: z.literal('code', "must be 'code'"),
    client_id: z.enum(Object.keys(clients) as [string, ...string[]], 'is not a known client'),
    redirect_uri: z.string().min(1).max(2000),
    code_challenge: z.string().length(43, 'must be the 43-character base64url SHA-256 of the verifier').regex(b64url, 'must be base64url'),
    code_challenge_method: z.literal('S256', 'must be S256 (plain is not accepted)'),
    state: z.string().min(8, 'must be at least 8 characters').max(500),
  })
  .strict()

export const SignInForm = AuthorizeParams.extend({ email: z.string().max(254), password: z.string().max(200) }).strict()

const Verifier = z.string().min(43, 'must be 43 to 128 characters').max(128, 'must be 43 to 128 characters').regex(/^[A-Za-z0-9._~-]+$/, 'may hold only A-Z a-z 0-9 - . _ ~')

export const TokenRequest = z.discriminatedUnion(
  'grant_type',
  [
    z
      .object({
        grant_type: z.literal('authorization_code'),
        client_id: z.string().max(100),
        redirect_uri: z.string().max(2000),
        code_verifier: Verifier,
        code: z.string().min(1).max(200),
      })
      .strict(),
    z.object({ grant_type: z.literal('refresh_token'), client_id: z.string().max(100), refresh_token: z.string().min(1).max(200) }).strict(),
  ],
  { error: "grant_type must be 'authorization_code' or 'refresh_token'" },
)

export const ProfileBody = z
  .object({ name: z.string().trim().min(1, 'must not be empty').max(200).optional(), password: Password.optional(), currentPassword: z.string().max(200).optional() })
  .strict()

export const RevokeRequest = z.object({ token: z.string().min(1).max(200), token_type_hint: z.enum(['access_token', 'refresh_token']).optional() }).strict()

/** Failed sign-ins per email: ten in fifteen minutes, then 429 until the window passes. */
function createLimiter(max = 10, windowMs = 15 * 60_000) {
  const failures = new Map<string, number[]>()
  return {
    blocked: (key: string) => (failures.get(key) ?? []).filter((t) => t > Date.now() - windowMs).length >= max,
    fail: (key: string) => {
      const recent = (failures.get(key) ?? []).filter((t) => t > Date.now() - windowMs)
      recent.push(Date.now())
      failures.set(key, recent)
      if (failures.size > 100_000) failures.clear()
    },
    clear: (key: string) => failures.delete(key),
  }
}

const tokenError = (message: string) => new ApiError(400, message, { code: 'invalid_grant' })

/** The authorization server for the studio and the agent portal (content-api/README.md, "Sign-in"). */
export function authRoutes(db: Db, forget: (match: { familyId?: string; userId?: string }) => void): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const limiter = createLimiter()

  async function checkRedirect(c: Context, params: z.infer<typeof AuthorizeParams>) {
    const rows = await db.kysely.selectFrom('sites').select('document').execute()
    const hosts = rows.flatMap((r) => Site.parse(JSON.parse(r.document)).hosts)
    if (!redirectAllowed(params.client_id, params.redirect_uri, new URL(c.req.url).origin, hosts))
      throw new ApiError(400, `The query is not valid: redirect_uri: '${params.redirect_uri}' is not registered for client ${params.client_id}`, {
        issues: [{ path: 'redirect_uri', message: `is not registered for client ${params.client_id}` }],
      })
  }

  routes.get('/authorize', async (c) => {
    const params = readQuery(c, AuthorizeParams)
    await checkRedirect(c, params)
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    return c.html(signInPage(params))
  })

  routes.post('/authorize', async (c) => {
    const { email: rawEmail, password, ...params } = await readForm(c, SignInForm)
    await checkRedirect(c, params)
    const email = rawEmail.trim().toLowerCase()
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    if (limiter.blocked(email)) return c.html(signInPage(params, { error: 'Too many failed attempts; wait 15 minutes and try again', email }), 429)
    const row = await db.kysely.selectFrom('users').select(['id', 'password_hash', 'document']).where('email', '=', email).executeTakeFirst()
    const matches = await verifyPassword(password, row?.password_hash ?? unusableHash)
    const user = row && User.parse(JSON.parse(row.document))
    if (!row || !user || !matches || user.disabled) {
      limiter.fail(email)
      return c.html(signInPage(params, { error: 'Wrong email or password', email }), 401)
    }
    if (!clients[params.client_id]!.roles.includes(user.role))
      return c.html(signInPage(params, { error: `A ${user.role} account cannot sign in here`, email }), 403)
    limiter.clear(email)
    const code = randomToken()
    await db.kysely
      .insertInto('auth_codes')
      .values({
        code_hash: sha256(code),
        user_id: row.id,
        client_id: params.client_id,
        redirect_uri: params.redirect_uri,
        code_challenge: params.code_challenge,
        expires_at: new Date(Date.now() + codeSeconds * 1000).toISOString(),
        used_at: null,
      })
      .execute()
    const target = new URL(params.redirect_uri)
    target.searchParams.set('code', code)
    target.searchParams.set('state', params.state)
    return c.redirect(target.href, 302)
  })

  routes.post('/token', async (c) => {
    const body = await readForm(c, TokenRequest)
    c.header('Cache-Control', 'no-store')
    if (body.grant_type === 'refresh_token') {
      const outcome = await rotateRefreshToken(db, body.refresh_token, body.client_id)
      if (!outcome.ok) {
        if (outcome.revokedFamily) forget({ familyId: outcome.revokedFamily })
        throw tokenError(outcome.reason)
      }
      return c.json(outcome.pair)
    }
    const hash = sha256(body.code)
    // Claiming the code and checking it is unused is one statement: a code works once, even under a race.
    const claimed = await db.kysely.updateTable('auth_codes').set({ used_at: new Date().toISOString() }).where('code_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst()
    if (claimed.numUpdatedRows === 0n) throw tokenError('The code is not valid or was already used')
    const code = await db.kysely.selectFrom('auth_codes').selectAll().where('code_hash', '=', hash).executeTakeFirstOrThrow()
    if (code.expires_at < new Date().toISOString()) throw tokenError('The code has expired; sign in again')
    if (code.client_id !== body.client_id) throw tokenError('The code was issued to another client')
    if (code.redirect_uri !== body.redirect_uri) throw tokenError('The redirect_uri does not match the one the code was issued for')
    if (sha256(body.code_verifier) !== code.code_challenge) throw tokenError('The code_verifier does not match the code_challenge')
    return c.json(await issueTokens(db, code.user_id, code.client_id))
  })

  routes.post('/revoke', async (c) => {
    const { token } = await readForm(c, RevokeRequest)
    const familyId = await revokeToken(db, token)
    if (familyId) forget({ familyId })
    return c.json({ revoked: true })
  })

  routes.get('/me', (c) => {
    const { id, email, name, role, sites } = requireActor(c)
    return c.json({ id, email, name, role, sites })
  })

  /** The profile screen: anyone signed in may change their own name and password (the current one proves it is them). */
  routes.put('/me', async (c) => {
    const actor = requireActor(c)
    const body = await readJson(c, ProfileBody)
    const row = await db.kysely.selectFrom('users').select(['password_hash', 'document', 'version']).where('id', '=', actor.id).executeTakeFirstOrThrow()
    if (body.password !== undefined && !(await verifyPassword(body.currentPassword ?? '', row.password_hash)))
      throw new ApiError(403, 'The current password is wrong', { issues: [{ path: 'currentPassword', message: 'is wrong' }] })
    const user = User.parse({ ...JSON.parse(row.document), ...(body.name ? { name: body.name } : {}) })
    const passwordHash = body.password ? await hashPassword(body.password) : undefined
    await withTransaction(db, async (tx) => {
      await tx
        .updateTable('users')
        .set({ name: user.name, document: JSON.stringify(user), version: Number(row.version) + 1, updated_at: new Date().toISOString(), ...(passwordHash ? { password_hash: passwordHash } : {}) })
        .where('id', '=', actor.id)
        .execute()
      // A new password ends every other sign-in (a stolen token stops working); the one making the change goes on.
      if (passwordHash) await revokeUserSignIns({ ...db, kysely: tx }, actor.id, c.get('signIn') ?? undefined)
    })
    // Cached sign-ins carry the name too: forget them, so the next request reads the new one.
    forget({ userId: actor.id })
    return c.json({ id: user.id, email: user.email, name: user.name, role: user.role, sites: user.sites })
  })
  return routes
}
