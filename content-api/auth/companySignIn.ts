import * as oidc from 'openid-client'
import { z } from 'zod'
import { Role, User } from '../../catalogue/model/entities/user.ts'
import { newId } from '../../catalogue/model/ids.ts'
import type { Db } from '../db/openDatabase.ts'
import { unusableHash } from './passwords.ts'
import { sha256 } from './tokens.ts'

/**
 * Company sign-in: staff sign in through their company's OpenID Connect provider instead of (or as well as) a Voix
 * password. The operator configures it with environment variables, read at each sign-in (not at start), so a
 * changed setting takes effect without a restart (content-api/README.md, "Company sign-in"):
 * `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`, `OIDC_NAME` (shown as "Sign in with …"),
 * `OIDC_ROLE_CLAIM` (default `voix_role`), `OIDC_SITES_CLAIM` (default `voix_sites`), `OIDC_PASSWORDS`
 * (`allowed`, the default, or `off`: staff may then sign in only through the provider).
 *
 * The protocol is openid-client's (discovery, code with PKCE S256, state, nonce, the ID token's signature, issuer,
 * audience and times); this file only keeps what is pending between the two redirects and maps the claims.
 */
export interface CompanySignInConfig {
  issuer: string
  clientId: string
  clientSecret: string
  name: string
  roleClaim: string
  sitesClaim: string
  passwords: boolean
}

export function companySignInConfig(env: NodeJS.ProcessEnv = process.env): CompanySignInConfig | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env
  if (!issuer || !clientId || !clientSecret) return undefined
  return {
    issuer,
    clientId,
    clientSecret,
    name: env.OIDC_NAME?.trim() || 'your company account',
    roleClaim: env.OIDC_ROLE_CLAIM || 'voix_role',
    sitesClaim: env.OIDC_SITES_CLAIM || 'voix_sites',
    passwords: env.OIDC_PASSWORDS !== 'off',
  }
}

const loopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/**
 * The provider's discovered configuration, by issuer, client id and secret: discovery happens once per such key and
 * is forgotten when it fails, so a provider that was down is asked again at the next sign-in. Bound: one entry
 * for each configuration the environment has held, which is a handful.
 */
const discovered = new Map<string, Promise<oidc.Configuration>>()
function providerConfiguration(config: CompanySignInConfig): Promise<oidc.Configuration> {
  const key = JSON.stringify([config.issuer, config.clientId, config.clientSecret])
  let found = discovered.get(key)
  if (!found) {
    const issuer = new URL(config.issuer)
    // Plain http only to this machine's loopback (a provider a test or a developer runs); anything else must be https.
    const options = issuer.protocol === 'http:' && loopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}
    found = oidc.discovery(issuer, config.clientId, undefined, oidc.ClientSecretBasic(config.clientSecret), options)
    found.catch(() => discovered.delete(key))
    discovered.set(key, found)
  }
  return found
}

const pendingSeconds = 10 * 60

/** Starts a sign-in at the provider: keeps state, nonce and verifier (by the state's hash) and answers where to go. */
export async function startCompanySignIn(db: Db, config: CompanySignInConfig, callbackUrl: string, request: Record<string, string>): Promise<URL> {
  const provider = await providerConfiguration(config)
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const verifier = oidc.randomPKCECodeVerifier()
  const at = Date.now()
  await db.kysely.deleteFrom('company_sign_ins').where('expires_at', '<', new Date(at).toISOString()).execute()
  await db.kysely
    .insertInto('company_sign_ins')
    .values({ state_hash: sha256(state), nonce, code_verifier: verifier, request: JSON.stringify(request), expires_at: new Date(at + pendingSeconds * 1000).toISOString() })
    .execute()
  return oidc.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
}

/** Why a company sign-in was refused, in the words the sign-in page shows. */
export class CompanySignInRefused extends Error {
  /** The authorization request it belonged to, when known: the sign-in page is shown again for it. */
  request?: Record<string, string>
}

const Claims = z.object({ sub: z.string().min(1).max(255), email: z.string().max(254), name: z.string().max(200).optional() }).loose()

/**
 * Finishes a sign-in: the pending request is taken (it works once), the provider's answer is checked by
 * openid-client, and the person is found by their provider account, or made just in time with the role and sites of
 * the claims. A disabled person is refused. Answers the user and the authorization request to go on with.
 */
export async function finishCompanySignIn(db: Db, config: CompanySignInConfig, currentUrl: URL): Promise<{ user: User; request: Record<string, string> }> {
  const state = currentUrl.searchParams.get('state') ?? ''
  const stateHash = sha256(state)
  const pending = await db.kysely.selectFrom('company_sign_ins').selectAll().where('state_hash', '=', stateHash).executeTakeFirst()
  const taken = await db.kysely.deleteFrom('company_sign_ins').where('state_hash', '=', stateHash).executeTakeFirst()
  if (!pending || taken.numDeletedRows === 0n || pending.expires_at < new Date().toISOString()) throw new CompanySignInRefused('This sign-in has expired or was already used. Start again.')
  const request = JSON.parse(pending.request) as Record<string, string>
  try {
    return { user: await confirmedUser(db, config, currentUrl, state, pending), request }
  } catch (error) {
    if (error instanceof CompanySignInRefused) error.request = request
    throw error
  }
}

async function confirmedUser(db: Db, config: CompanySignInConfig, currentUrl: URL, state: string, pending: { nonce: string; code_verifier: string }): Promise<User> {
  let claims: oidc.IDToken | undefined
  try {
    const provider = await providerConfiguration(config)
    const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, { pkceCodeVerifier: pending.code_verifier, expectedNonce: pending.nonce, expectedState: state, idTokenExpected: true })
    claims = tokens.claims()
  } catch (error) {
    throw new CompanySignInRefused(`${config.name} did not confirm who you are (${error instanceof Error ? error.message : String(error)}). Start again, or ask an admin.`, { cause: error })
  }
  const parsed = Claims.safeParse(claims)
  if (!parsed.success) throw new CompanySignInRefused(`${config.name} did not send your email address. Ask an admin to add it to your company account.`)
  const user = await userFor(db, config, parsed.data)
  if (user.disabled) throw new CompanySignInRefused('Your Voix account is switched off. Ask an admin to switch it on.')
  return user
}

async function userFor(db: Db, config: CompanySignInConfig, claims: z.infer<typeof Claims>): Promise<User> {
  const linked = await db.kysely
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .select('users.document')
    .where('user_identities.issuer', '=', config.issuer)
    .where('user_identities.subject', '=', claims.sub)
    .executeTakeFirst()
  if (linked) return User.parse(JSON.parse(linked.document))
  const role = Role.safeParse(claims[config.roleClaim])
  if (!role.success || role.data === 'agent') throw new CompanySignInRefused(`Your company account has no Voix role (admin, editor or reviewer). Ask whoever runs ${config.name} to give you one.`)
  const rawSites = claims[config.sitesClaim]
  const sites = rawSites === undefined ? [] : typeof rawSites === 'string' ? rawSites.split(/[\s,]+/).filter(Boolean) : rawSites
  const user = User.safeParse({ id: newId(), email: claims.email, name: claims.name?.trim() || claims.email, role: role.data, sites })
  if (!user.success) throw new CompanySignInRefused(`Your company account's email address or sites are not ones Voix can use. Ask an admin.`)
  const taken = await db.kysely.selectFrom('users').select('id').where('email', '=', user.data.email).executeTakeFirst()
  // Never take over an account made another way: an admin decides whether that person signs in with the company account.
  if (taken) throw new CompanySignInRefused(`A Voix account with the email ${user.data.email} already exists. Sign in with its password, or ask an admin.`)
  const at = new Date().toISOString()
  await db.kysely
    .insertInto('users')
    .values({ id: user.data.id, email: user.data.email, name: user.data.name, role: user.data.role, password_hash: unusableHash, document: JSON.stringify(user.data), version: 1, created_at: at, updated_at: at })
    .execute()
  await db.kysely.insertInto('user_identities').values({ issuer: config.issuer, subject: claims.sub, user_id: user.data.id, created_at: at }).execute()
  return user.data
}
