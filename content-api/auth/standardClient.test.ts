import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import * as oauth from 'oauth4webapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../testing/signIn.ts'
import { passwords, setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { authServerMetadata, authServerMetadataPath } from './authServerMetadata.ts'

const databases = await testDatabases()
// Loopback over plain http: the library refuses it unless told, as it should for any other address.
const insecure = { [oauth.allowInsecureRequests]: true }

/**
 * Voix's authorization server as a standard OAuth 2.1 client uses it: oauth4webapi (a maintained, spec-checking
 * client library) discovers it, signs a travel agent in with the authorization code and PKCE, and revokes; its
 * refusals parse as RFC 6749 errors. Served on a loopback socket, as the product mounts it (/api and the root).
 */
describe.each(databases)('a standard OAuth client on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let server: ServerType
  let as: oauth.AuthorizationServer
  let issuer: URL
  const client: oauth.Client = { client_id: 'voix-agent-portal' }
  const redirectUri = 'http://playaresorts.localhost/auth/callback'

  beforeAll(async () => {
    t = await setupApi(open)
    const app = new Hono()
    app.route('/api', t.api)
    app.get(authServerMetadataPath, (c) => c.json(authServerMetadata(issuer.origin)))
    await new Promise<void>((ready) => (server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready())))
    issuer = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }))
  })
  afterAll(async () => {
    await new Promise((closed) => server.close(closed))
    await t.close()
  })

  /** The agent signs in on Voix's page; the answer sends the browser back with a code. */
  async function authorize(verifier: string, state = oauth.generateRandomState()): Promise<URLSearchParams> {
    const form = {
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: redirectUri,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      email: 'agent@voix.localhost',
      password: passwords.agent,
    }
    const answer = await fetch(as.authorization_endpoint!, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) })
    expect(answer.status).toBe(302)
    return oauth.validateAuthResponse(as, client, new URL(answer.headers.get('location')!), state)
  }
  const grant = (params: URLSearchParams, verifier: string, redirect = redirectUri) =>
    oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirect, verifier, insecure).then((res) => oauth.processAuthorizationCodeResponse(as, client, res))
  const me = (token: string) => fetch(new URL('/api/auth/me', issuer), { headers: { Authorization: `Bearer ${token}` } })
  /** The RFC 6749 error the library parsed out of a refusal. */
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(() => undefined, (e: unknown) => e)
    expect(error).toBeInstanceOf(oauth.ResponseBodyError)
    const { error: code, error_description, status } = error as oauth.ResponseBodyError
    return { code, error_description, status }
  }

  it('discovers the server (RFC 8414): code with PKCE S256 only, and where to revoke', () => {
    expect(as).toMatchObject({ issuer: issuer.origin, response_types_supported: ['code'], code_challenge_methods_supported: ['S256'], token_endpoint: `${issuer.origin}/api/auth/token`, revocation_endpoint: `${issuer.origin}/api/auth/revoke`, introspection_endpoint: `${issuer.origin}/api/auth/introspect` })
  })

  it('signs in with the authorization code and PKCE, and a revoked token stops working (RFC 7009)', async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    const tokens = await grant(await authorize(verifier), verifier)
    expect(tokens.token_type.toLowerCase()).toBe('bearer')
    expect((await me(tokens.access_token)).status).toBe(200)
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), tokens.refresh_token!, { ...insecure, additionalParameters: { token_type_hint: 'refresh_token' } }))
    expect((await me(tokens.access_token)).status).toBe(401)
    // Revoking again, or a token that never was, is answered alike: nothing is learnt from it.
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), tokens.refresh_token!, insecure))
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), 'not-a-token-at-all', insecure))
    // The revoked refresh token is refused as RFC 6749 says.
    const refreshed = await refusal(oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure).then((res) => oauth.processRefreshTokenResponse(as, client, res)))
    expect(refreshed).toMatchObject({ code: 'invalid_grant', status: 400 })
  })

  /**
   * RFC 7662 as the library sends it. The caller proves its client with a bearer access token it was issued: a
   * client authentication method of the library's own kind (`ClientAuth`), as `client_id` in the form plus the header.
   */
  const bearerAuth =
    (caller: string): oauth.ClientAuth =>
    async (server, asClient, body, headers) => {
      await oauth.None()(server, asClient, body, headers)
      headers.set('authorization', `Bearer ${caller}`)
    }
  const introspect = (token: string, caller: string, asClient: oauth.Client = client) =>
    oauth.introspectionRequest(as, asClient, bearerAuth(caller), token, insecure).then((res) => oauth.processIntrospectionResponse(as, asClient, res))

  it('introspects a token for the client it was issued to (RFC 7662): active with what it is, inactive once revoked', async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    const tokens = await grant(await authorize(verifier), verifier)
    const caller = await grant(await authorize(verifier), verifier)
    const before = Math.floor(Date.now() / 1000)
    const answer = await introspect(tokens.access_token, caller.access_token)
    expect(answer).toMatchObject({ active: true, scope: 'agent', client_id: 'voix-agent-portal', token_type: 'Bearer', sub: expect.any(String) })
    expect(answer.exp! - before).toBeGreaterThan(3000)
    expect(Math.abs(answer.iat! - before)).toBeLessThan(120)
    expect(await introspect(tokens.refresh_token!, caller.access_token)).toMatchObject({ active: true, token_type: 'refresh_token' })
    expect(await introspect('not-a-token-at-all', caller.access_token)).toEqual({ active: false })
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), tokens.access_token, insecure))
    expect(await introspect(tokens.access_token, caller.access_token)).toEqual({ active: false })
    expect(await introspect(tokens.refresh_token!, caller.access_token)).toEqual({ active: false })
  })

  it("tells no client about another client's tokens, answers no one unauthenticated, and lets no client revoke another's token", async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    const agent = await grant(await authorize(verifier), verifier)
    const studio = (await signIn(t.api, 'admin@test.example', passwords.admin)).access_token
    // The studio's sign-in learns nothing about the agent portal's token, nor the reverse.
    expect(await introspect(agent.access_token, studio, { client_id: 'voix-studio' })).toEqual({ active: false })
    expect(await introspect(studio, agent.access_token)).toEqual({ active: false })
    // Naming another client than the bearer token's, no bearer token, or an API token: refused as invalid_client.
    expect(await refusal(introspect(agent.access_token, studio))).toMatchObject({ code: 'invalid_client', status: 401 })
    const anonymous = await fetch(as.introspection_endpoint!, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: agent.access_token, client_id: client.client_id }) })
    expect([anonymous.status, (await anonymous.json()).error]).toEqual([401, 'invalid_client'])
    const apiToken = (await t.admin.post('/tokens', { name: 'introspecting', scope: 'read', expiresInDays: 1 })).body.token as string
    expect(await refusal(introspect(agent.access_token, apiToken))).toMatchObject({ code: 'invalid_client', status: 401 })
    // Revoking as another client is refused, and the token stays valid.
    const revoked = await refusal(oauth.revocationRequest(as, { client_id: 'voix-studio' }, oauth.None(), agent.access_token, insecure).then((res) => oauth.processRevocationResponse(res)))
    expect(revoked).toMatchObject({ code: 'unauthorized_client', status: 400 })
    expect((await me(agent.access_token)).status).toBe(200)
  })

  it('refuses a wrong PKCE verifier, another redirect_uri and a replayed code as invalid_grant with a description', async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    const wrongVerifier = await refusal(grant(await authorize(verifier), oauth.generateRandomCodeVerifier()))
    expect(wrongVerifier).toEqual({ code: 'invalid_grant', error_description: 'The code_verifier does not match the code_challenge', status: 400 })
    const otherRedirect = await refusal(grant(await authorize(verifier), verifier, 'http://playaresorts.localhost/elsewhere'))
    expect(otherRedirect).toMatchObject({ code: 'invalid_grant', error_description: 'The redirect_uri does not match the one the code was issued for' })
    const params = await authorize(verifier)
    const first = await grant(params, verifier)
    const replayed = await refusal(grant(params, verifier))
    expect(replayed).toMatchObject({ code: 'invalid_grant', error_description: 'The code is not valid or was already used' })
    // The replay ends what the code gave: it may have been intercepted.
    expect((await me(first.access_token)).status).toBe(401)
  })

  it('answers a malformed token request as invalid_request and an unknown grant as unsupported_grant_type', async () => {
    const post = (form: Record<string, string>) => fetch(as.token_endpoint!, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) })
    const unknown = await post({ grant_type: 'password', client_id: client.client_id, username: 'a', password: 'b' })
    expect([unknown.status, await unknown.json()]).toEqual([400, { error: 'unsupported_grant_type', error_description: expect.stringContaining('grant_type') }])
    const missing = await post({ grant_type: 'authorization_code', client_id: client.client_id })
    expect([missing.status, (await missing.json()).error]).toEqual([400, 'invalid_request'])
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })
})
