import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { Site } from '../../catalogue/model/site.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { readForm, readJson, readQuery } from '../http/parseInput.ts'
import { clearAuthCookies, refreshCookie, setAuthCookies } from './authCookies.ts'
import { requireOwnOrigin, type Forget } from './authenticate.ts'
import { clientAddress } from './clientAddress.ts'
import { oauthClient, type OAuthClient } from './clients.ts'
import { authenticateClient } from './clientAuthentication.ts'
import { requireActor, type ApiEnv } from './guard.ts'
import { hashPassword, unusableHash, verifyPassword } from './passwords.ts'
import { oauthErrorAnswer, OAuthError } from './oauthErrors.ts'
import { signInPage } from './signInPage.ts'
import { CompanySignInRefused, companySignInConfig, finishCompanySignIn, startCompanySignIn } from './companySignIn.ts'
import { apiPath } from './authCookies.ts'
import { createSignInLimits, type SignInLimitOptions } from './signInLimits.ts'
import { introspect } from './introspection.ts'
import { codeFamily, codeSeconds, issueTokens, randomToken, revokeFamily, revokeToken, revokeUserSignIns, rotateRefreshToken, sha256, type TokenPair } from './tokens.ts'
import { withTransaction } from '../db/withTransaction.ts'
import { Password, User } from '../../catalogue/model/entities/user.ts'

const b64url = /^[A-Za-z0-9_-]+$/

export const AuthorizeParams = z
  .object({
    response_type: z.literal('code', "must be 'code'"),
    client_id: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/, 'is not a known client'),
    redirect_uri: z.string().min(1).max(2000),
    code_challenge: z.string().length(43, 'must be the 43-character base64url SHA-256 of the verifier').regex(b64url, 'must be base64url'),
    code_challenge_method: z.literal('S256', 'must be S256 (plain is not accepted)'),
    state: z.string().min(8, 'must be at least 8 characters').max(500),
  })
  .strict()

const notices = { expired: 'Your sign-in has expired. Please sign in again.' } as const
const AuthorizeQuery = AuthorizeParams.extend({ notice: z.enum(['expired'], "must be 'expired'").optional() }).strict()

export const SignInForm = AuthorizeParams.extend({ email: z.string().max(254), password: z.string().max(200) }).strict()

const Verifier = z.string().min(43, 'must be 43 to 128 characters').max(128, 'must be 43 to 128 characters').regex(/^[A-Za-z0-9._~-]+$/, 'may hold only A-Z a-z 0-9 - . _ ~')

export const TokenRequest = z.discriminatedUnion(
  'grant_type',
  [
    z
      .object({
        grant_type: z.literal('authorization_code'),
        client_id: z.string().max(100).optional(),
        client_secret: z.string().max(200).optional(),
        redirect_uri: z.string().max(2000),
        code_verifier: Verifier,
        code: z.string().min(1).max(200),
      })
      .strict(),
    // The studio sends no refresh_token: its httpOnly cookie carries it.
    z
      .object({ grant_type: z.literal('refresh_token'), client_id: z.string().max(100).optional(), client_secret: z.string().max(200).optional(), refresh_token: z.string().min(1).max(200).optional() })
      .strict(),
  ],
  { error: "grant_type must be 'authorization_code' or 'refresh_token'" },
)

export const ProfileBody = z
  .object({ name: z.string().trim().min(1, 'must not be empty').max(200).optional(), password: Password.optional(), currentPassword: z.string().max(200).optional() })
  .strict()

// RFC 7009 §2.1: a hint the server does not know is ignored, and a public client names itself with client_id.
export const RevokeRequest = z
  .object({ token: z.string().min(1).max(200), token_type_hint: z.string().max(100).optional(), client_id: z.string().max(100).optional(), client_secret: z.string().max(200).optional() })
  .strict()

/**
 * The sign-in page's policy. The form posts here, and the answer redirects to the client's registered return
 * path, which may be on a site's host (the agent portal): browsers hold a form's redirect to form-action too.
 */
const signInPolicy = (redirectUri: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(redirectUri).origin}; frame-ancestors 'none'`

const tokenError = (message: string) => new OAuthError('invalid_grant', message)

export interface AuthRouteOptions {
  /** The public origin (`PUBLIC_URL`): where the studio's redirect goes and what cookie writes must come from. */
  publicOrigin: string
  /** Take the client address from X-Forwarded-For (`TRUST_PROXY`), for sign-in limits. */
  trustProxy?: boolean
  signInLimits?: Partial<SignInLimitOptions>
}

/** The authorization server for the studio and the agent portal (content-api/README.md, "Sign-in"). */
export function authRoutes(db: Db, forget: (match: Forget) => void, options: AuthRouteOptions): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  const { publicOrigin } = options
  const secure = publicOrigin.startsWith('https:')
  // On PostgreSQL the failures are kept in the database, so every instance sharing it counts them all.
  const limits = createSignInLimits({ ...(db.dialect === 'postgres' ? { db } : {}), ...options.signInLimits })

  /** Tokens for a client: the studio's only as httpOnly cookies, so no script of this origin ever reads them. */
  const answerTokens = (c: Context, client: OAuthClient, pair: TokenPair) => {
    if (!client.cookies) return c.json(pair)
    setAuthCookies(c, pair, secure)
    return c.json({ token_type: pair.token_type, expires_in: pair.expires_in })
  }

  /** The client of an authorization request, once its redirect URI is one it registered. */
  async function checkRedirect(c: Context, params: z.infer<typeof AuthorizeParams>): Promise<OAuthClient> {
    const client = await oauthClient(db, params.client_id)
    if (!client) throw new ApiError(400, `The query is not valid: client_id: '${params.client_id}' is not a known client`, { issues: [{ path: 'client_id', message: 'is not a known client' }] })
    const rows = await db.kysely.selectFrom('sites').select('document').execute()
    const hosts = rows.flatMap((r) => Site.parse(JSON.parse(r.document)).hosts)
    if (!client.redirectAllowed(params.redirect_uri, publicOrigin, hosts))
      throw new ApiError(400, `The query is not valid: redirect_uri: '${params.redirect_uri}' is not registered for client ${params.client_id}`, {
        issues: [{ path: 'redirect_uri', message: `is not registered for client ${params.client_id}` }],
      })
    return client
  }

  routes.get('/authorize', async (c) => {
    // `notice=expired`: the client sends back someone whose sign-in has run out, and the page says so.
    const { notice, ...params } = readQuery(c, AuthorizeQuery)
    const client = await checkRedirect(c, params)
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', signInPolicy(params.redirect_uri))
    return c.html(signInPage(params, { clientName: client.name, company: companyOption(client), ...(notice ? { notice: notices[notice] } : {}) }))
  })

  routes.post('/authorize', async (c) => {
    const { email: rawEmail, password, ...params } = await readForm(c, SignInForm)
    const client = await checkRedirect(c, params)
    const page = (options: Parameters<typeof signInPage>[1]) => signInPage(params, { clientName: client.name, company: companyOption(client), ...options })
    if (companyOption(client)?.only) return c.html(page({ error: `Sign in with ${companySignInConfig()!.name}: passwords are switched off for staff` }), 403)
    const email = rawEmail.trim().toLowerCase()
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', signInPolicy(params.redirect_uri))
    const address = clientAddress(c, options.trustProxy ?? false)
    // Counted as a failure before the password is checked, so attempts at once cannot exceed the limits.
    const attempt = await limits.attempt(email, address)
    if (attempt.refused) return c.html(page({ error: attempt.refused.message, email }), 429)
    const row = await db.kysely.selectFrom('users').select(['id', 'password_hash', 'document']).where('email', '=', email).executeTakeFirst()
    const matches = await verifyPassword(password, row?.password_hash ?? unusableHash)
    const user = row && User.parse(JSON.parse(row.document))
    if (!row || !user || !matches || user.disabled) {
      await attempt.failed()
      return c.html(page({ error: 'Wrong email or password', email }), 401)
    }
    if (!client.roles.includes(user.role)) {
      await attempt.released()
      return c.html(page({ error: `A ${user.role} account cannot sign in here`, email }), 403)
    }
    await attempt.succeeded()
    return c.redirect(await issueCode(row.id, params), 302)
  })

  /** Staff sign in through the company's provider when the operator configured one (auth/companySignIn.ts). */
  function companyOption(client: OAuthClient) {
    const config = companySignInConfig()
    if (!config || client.roles.includes('agent')) return undefined
    return { name: config.name, only: !config.passwords }
  }
  const companyCallback = `${publicOrigin}${apiPath}/auth/company/callback`

  routes.get('/company', async (c) => {
    const params = readQuery(c, AuthorizeParams)
    const client = await checkRedirect(c, params)
    const config = companySignInConfig()
    if (!config || !companyOption(client)) throw new ApiError(404, 'Company sign-in is not set up here: sign in with your email and password')
    c.header('Cache-Control', 'no-store')
    const to = await startCompanySignIn(db, config, companyCallback, params).catch((error: unknown) => {
      console.error(`voix: company sign-in: ${error instanceof Error ? error.message : String(error)}`)
      throw new ApiError(503, `${config.name} cannot be reached or is not set up right, so company sign-in is not possible now. Sign in with your password, or ask an admin.`)
    })
    return c.redirect(to.href, 302)
  })

  routes.get('/company/callback', async (c) => {
    const config = companySignInConfig()
    if (!config) throw new ApiError(404, 'Company sign-in is not set up here: sign in with your email and password')
    c.header('Cache-Control', 'no-store')
    const url = new URL(c.req.url)
    const here = new URL(`${companyCallback}${url.search}`)
    try {
      const { user, request } = await finishCompanySignIn(db, config, here)
      const params = AuthorizeParams.parse(request)
      const client = await checkRedirect(c, params)
      if (!client.roles.includes(user.role)) throw Object.assign(new CompanySignInRefused(`A ${user.role} account cannot sign in here`), { request })
      return c.redirect(await issueCode(user.id, params), 302)
    } catch (error) {
      if (!(error instanceof CompanySignInRefused)) throw error
      const params = error.request && AuthorizeParams.safeParse(error.request)
      if (!params?.success) return c.html(signInPage(undefined, { error: error.message }), 400)
      c.header('Content-Security-Policy', signInPolicy(params.data.redirect_uri))
      return c.html(signInPage(params.data, { error: error.message, company: { name: config.name, only: !config.passwords } }), 403)
    }
  })

  /** A code for the person, and where it sends the browser: the client's redirect URI with the code and its state. */
  async function issueCode(userId: string, params: z.infer<typeof AuthorizeParams>): Promise<string> {
    const code = randomToken()
    await db.kysely
      .insertInto('auth_codes')
      .values({
        code_hash: sha256(code),
        user_id: userId,
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
    return target.href
  }

  routes.post('/token', (c) => token(c).catch((error: unknown) => oauthErrorAnswer(c, error)))
  async function token(c: Context<ApiEnv>): Promise<Response> {
    const body = await readForm(c, TokenRequest)
    c.header('Cache-Control', 'no-store')
    const client = await authenticateClient(db, c, body)
    if (body.grant_type === 'refresh_token') {
      const fromCookie = body.refresh_token === undefined
      // The cookie rides along with any request to this path: only our own pages may use it.
      if (fromCookie) requireOwnOrigin(c, publicOrigin)
      const token = body.refresh_token ?? getCookie(c, refreshCookie)
      if (!token) throw tokenError('No refresh token: send refresh_token, or sign in again')
      const outcome = await rotateRefreshToken(db, token, client.id)
      if (!outcome.ok) {
        if (outcome.revokedFamily) forget({ familyId: outcome.revokedFamily })
        // A sign-in that is over leaves nothing behind in the browser.
        if (fromCookie) clearAuthCookies(c, secure)
        throw tokenError(outcome.reason)
      }
      return answerTokens(c, client, outcome.pair)
    }
    const hash = sha256(body.code)
    // Claiming the code and checking it is unused is one statement: a code works once, even under a race.
    const claimed = await db.kysely.updateTable('auth_codes').set({ used_at: new Date().toISOString() }).where('code_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst()
    if (claimed.numUpdatedRows === 0n) {
      // A code used twice was intercepted, or the first answer was: revoke what it gave (RFC 6749 §4.1.2).
      const used = await db.kysely.selectFrom('auth_codes').select('code_hash').where('code_hash', '=', hash).executeTakeFirst()
      if (used) {
        await revokeFamily(db, codeFamily(hash))
        forget({ familyId: codeFamily(hash) })
      }
      throw tokenError('The code is not valid or was already used')
    }
    const code = await db.kysely.selectFrom('auth_codes').selectAll().where('code_hash', '=', hash).executeTakeFirstOrThrow()
    if (code.expires_at < new Date().toISOString()) throw tokenError('The code has expired; sign in again')
    if (code.client_id !== client.id) throw tokenError('The code was issued to another client')
    if (code.redirect_uri !== body.redirect_uri) throw tokenError('The redirect_uri does not match the one the code was issued for')
    if (sha256(body.code_verifier) !== code.code_challenge) throw tokenError('The code_verifier does not match the code_challenge')
    return answerTokens(c, client, await issueTokens(db, code.user_id, code.client_id, codeFamily(hash)))
  }

  /**
   * The studio's sign-out: ends the request's sign-in (all its tokens) and clears the cookies. Without a bearer
   * token it must come from our own pages, so another site cannot sign an editor out.
   */
  routes.post('/sign-out', async (c) => {
    if (c.req.header('authorization') === undefined) requireOwnOrigin(c, publicOrigin)
    const signIn = c.get('signIn')
    if (signIn) {
      await revokeFamily(db, signIn)
      forget({ familyId: signIn })
    }
    clearAuthCookies(c, secure)
    return c.json({ signedOut: true })
  })

  /**
   * RFC 7009 revocation as a standard client sends it (the token, a hint, its client_id): the sign-in the token
   * belongs to ends. A client_id other than the one the token was issued to is refused (`unauthorized_client`,
   * §2.1); without one, holding the token is the proof, as the agent portal's sign-out sends it. An unknown or already revoked token is answered the same (§2.2), so nothing is learnt from it.
   */
  routes.post('/revoke', async (c) => {
    try {
      const form = await readForm(c, RevokeRequest)
      // A client that names itself must be who it says (a confidential one with its secret); without a name, holding the token is the proof.
      const client = form.client_id !== undefined || c.req.header('authorization')?.startsWith('Basic ') ? await authenticateClient(db, c, form) : undefined
      const familyId = await revokeToken(db, form.token, client?.id)
      if (familyId) forget({ familyId })
      c.header('Cache-Control', 'no-store')
      return c.json({ revoked: true })
    } catch (error) {
      return oauthErrorAnswer(c, error)
    }
  })

  /** RFC 7662 introspection, for the client a token was issued to (auth/introspection.ts says how it proves it). */
  routes.post('/introspect', async (c) => {
    try {
      const answer = await introspect(db, c)
      c.header('Cache-Control', 'no-store')
      return c.json(answer)
    } catch (error) {
      return oauthErrorAnswer(c, error)
    }
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
