import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import * as oauth from 'oauth4webapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authServerMetadata, authServerMetadataPath, openIdConfiguration, openIdConfigurationPath } from '../auth/authServerMetadata.ts'
import { client as jsonClient, signIn } from '../testing/signIn.ts'
import { passwords, setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()
// Loopback over plain http: the library refuses it unless told, as it should for any other address.
const insecure = { [oauth.allowInsecureRequests]: true }
const appCallback = 'http://127.0.0.1:8123/callback'

/**
 * A third-party application registered by an admin, as a standard client (oauth4webapi) uses Voix: discovery, the
 * authorization code with PKCE, its secret at the token, introspection and revocation endpoints; its tokens act
 * only within the scopes the admin gave it; disabling it ends them.
 */
describe.each(databases)('registered OAuth clients on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let server: ServerType
  let as: oauth.AuthorizationServer
  let issuer: URL

  beforeAll(async () => {
    t = await setupApi(open)
    const app = new Hono()
    app.route('/api', t.api)
    app.get(authServerMetadataPath, (c) => c.json(authServerMetadata(issuer.origin)))
    app.get(openIdConfigurationPath, (c) => c.json(openIdConfiguration(issuer.origin)))
    await new Promise<void>((ready) => (server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready())))
    issuer = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }))
  })
  afterAll(async () => {
    await new Promise((closed) => server.close(closed))
    await t.close()
  })

  const register = async (body: Record<string, unknown>) => t.admin.post('/clients', body)
  const setDisabled = (token: string | undefined, id: string, body: unknown) =>
    t.api.request(`http://localhost/clients/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })
  const asBearer = (token: string) => (path: string) => fetch(new URL(`/api${path}`, issuer), { headers: { Authorization: `Bearer ${token}` } })

  /** The editor signs in on Voix's page for the application; the answer sends the browser back with a code. */
  async function authorize(clientId: string, verifier: string, redirectUri = appCallback, state = oauth.generateRandomState()) {
    const form = { response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state, email: 'editor@test.example', password: passwords.editor }
    const answer = await fetch(as.authorization_endpoint!, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) })
    return { answer, params: answer.status === 302 ? oauth.validateAuthResponse(as, { client_id: clientId }, new URL(answer.headers.get('location')!), state) : undefined }
  }
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(() => undefined, (e: unknown) => e)
    expect(error).toBeInstanceOf(oauth.ResponseBodyError)
    const { error: code, error_description, status } = error as oauth.ResponseBodyError
    return { code, error_description, status }
  }

  it('completes discovery → code with PKCE → token → introspection → revocation as a confidential client', async () => {
    const made = await register({ name: 'Booking dashboard', redirectUris: [appCallback], scopes: ['read'], kind: 'confidential' })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ id: expect.stringMatching(/^client_/), name: 'Booking dashboard', kind: 'confidential', secret: expect.any(String) })
    const app: oauth.Client = { client_id: made.body.id }
    const auth = oauth.ClientSecretBasic(made.body.secret)
    // The secret is shown once: never listed again, nor its hash.
    const listed = await t.admin.get('/clients')
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret)
    expect(listed.body.items[0]).not.toHaveProperty('secret')

    expect(as.token_endpoint_auth_methods_supported).toContain('client_secret_basic')
    const page = await fetch(`${as.authorization_endpoint}?${new URLSearchParams({ response_type: 'code', client_id: app.client_id, redirect_uri: appCallback, code_challenge: 'a'.repeat(43), code_challenge_method: 'S256', state: 'state-12345' })}`)
    expect(await page.text()).toContain('Booking dashboard')

    const verifier = oauth.generateRandomCodeVerifier()
    const { params } = await authorize(app.client_id, verifier)
    const tokens = await oauth.processAuthorizationCodeResponse(as, app, await oauth.authorizationCodeGrantRequest(as, app, auth, params!, appCallback, verifier, insecure))
    expect(tokens.token_type.toLowerCase()).toBe('bearer')

    const introspected = await oauth.processIntrospectionResponse(as, app, await oauth.introspectionRequest(as, app, auth, tokens.access_token, insecure))
    expect(introspected).toMatchObject({ active: true, client_id: app.client_id, scope: 'read', token_type: 'Bearer' })

    // The token acts within the client's scope: the editor may write and publish, the application may only read.
    const get = asBearer(tokens.access_token)
    expect((await get('/pages')).status).toBe(200)
    const write = await fetch(new URL('/api/tokens', issuer), { method: 'POST', headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' }, body: '{}' })
    expect(write.status).toBe(403)

    await oauth.processRevocationResponse(await oauth.revocationRequest(as, app, auth, tokens.refresh_token!, insecure))
    expect((await get('/pages')).status).toBe(401)
    expect(await oauth.processIntrospectionResponse(as, app, await oauth.introspectionRequest(as, app, auth, tokens.access_token, insecure))).toEqual({ active: false })
  })

  it('is found by OpenID Connect discovery too, with the same endpoints', async () => {
    const oidc = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure }))
    expect(oidc).toMatchObject({ issuer: issuer.origin, token_endpoint: as.token_endpoint, introspection_endpoint: as.introspection_endpoint, subject_types_supported: ['public'] })
    expect(oidc).not.toHaveProperty('jwks_uri')
  })

  it('answers a wrong secret, a reused code and a public client sending a secret as RFC 6749 errors', async () => {
    const made = (await register({ name: 'Reports', redirectUris: [appCallback], scopes: ['read', 'builds'], kind: 'confidential' })).body
    const app: oauth.Client = { client_id: made.id }
    const verifier = oauth.generateRandomCodeVerifier()
    const { params } = await authorize(app.client_id, verifier)
    const grant = (auth: oauth.ClientAuth) => oauth.authorizationCodeGrantRequest(as, app, auth, params!, appCallback, verifier, insecure).then((res) => oauth.processAuthorizationCodeResponse(as, app, res))
    expect(await refusal(grant(oauth.ClientSecretBasic('wrong-secret')))).toEqual({ code: 'invalid_client', error_description: 'The client secret is missing or wrong', status: 401 })
    expect(await refusal(grant(oauth.None()))).toMatchObject({ code: 'invalid_client', status: 401 })
    await grant(oauth.ClientSecretPost(made.secret))
    expect(await refusal(grant(oauth.ClientSecretPost(made.secret)))).toMatchObject({ code: 'invalid_grant', error_description: 'The code is not valid or was already used' })

    const pub = (await register({ name: 'Phone app', redirectUris: ['http://[::1]:9000/cb'], scopes: ['read'], kind: 'public' })).body
    expect(pub).not.toHaveProperty('secret')
    const pubApp: oauth.Client = { client_id: pub.id }
    const pubVerifier = oauth.generateRandomCodeVerifier()
    const pubParams = (await authorize(pub.id, pubVerifier, 'http://[::1]:9000/cb')).params!
    expect(await refusal(oauth.authorizationCodeGrantRequest(as, pubApp, oauth.ClientSecretPost('made-up'), pubParams, 'http://[::1]:9000/cb', pubVerifier, insecure).then((res) => oauth.processAuthorizationCodeResponse(as, pubApp, res)))).toMatchObject({ code: 'invalid_client' })
    const pubTokens = await oauth.processAuthorizationCodeResponse(as, pubApp, await oauth.authorizationCodeGrantRequest(as, pubApp, oauth.None(), (await authorize(pub.id, pubVerifier, 'http://[::1]:9000/cb')).params!, 'http://[::1]:9000/cb', pubVerifier, insecure))
    expect((await asBearer(pubTokens.access_token)('/pages')).status).toBe(200)
  })

  it('sends the browser back only to an exactly registered address', async () => {
    const made = (await register({ name: 'Exact', redirectUris: [appCallback], scopes: ['read'], kind: 'public' })).body
    for (const near of [`${appCallback}/`, `${appCallback}?x=1`, 'http://127.0.0.1:8124/callback', 'http://localhost:8123/callback', `${appCallback}#`]) {
      const { answer } = await authorize(made.id, oauth.generateRandomCodeVerifier(), near)
      expect([near, answer.status]).toEqual([near, 400])
    }
    const { answer } = await authorize('client_AAAAAAAAAAAAAAAAAAAAAAAA', oauth.generateRandomCodeVerifier())
    expect([answer.status, (await answer.json()).error]).toEqual([400, "The query is not valid: client_id: 'client_AAAAAAAAAAAAAAAAAAAAAAAA' is not a known client"])
  })

  it('ends every sign-in through a client an admin disables, and refuses new ones until it is enabled again', async () => {
    const made = (await register({ name: 'Soon off', redirectUris: [appCallback], scopes: ['read'], kind: 'public' })).body
    const app: oauth.Client = { client_id: made.id }
    const verifier = oauth.generateRandomCodeVerifier()
    const tokens = await oauth.processAuthorizationCodeResponse(as, app, await oauth.authorizationCodeGrantRequest(as, app, oauth.None(), (await authorize(made.id, verifier)).params!, appCallback, verifier, insecure))
    expect((await asBearer(tokens.access_token)('/pages')).status).toBe(200)
    const { access_token: admin } = await signIn(t.api, 'admin@test.example', passwords.admin)
    const off = await setDisabled(admin, made.id, { disabled: true })
    expect([off.status, (await off.json()).disabledAt]).toEqual([200, expect.any(String)])
    expect((await asBearer(tokens.access_token)('/pages')).status).toBe(401)
    expect((await authorize(made.id, verifier)).answer.status).toBe(400)
    expect(await refusal(oauth.refreshTokenGrantRequest(as, app, oauth.None(), tokens.refresh_token!, insecure).then((res) => oauth.processRefreshTokenResponse(as, app, res)))).toMatchObject({ code: 'invalid_client' })
    expect((await setDisabled(admin, made.id, { disabled: false })).status).toBe(200)
    expect((await authorize(made.id, verifier)).answer.status).toBe(302)
    // Deleted: gone from the list, and its sign-in page is refused.
    expect((await t.admin.delete(`/clients/${made.id}`)).status).toBe(200)
    expect((await t.admin.get('/clients')).body.items.map((c: { id: string }) => c.id)).not.toContain(made.id)
    expect((await authorize(made.id, verifier)).answer.status).toBe(400)
  })

  it('refuses redirect addresses that are not https (or http to loopback), that hide a user or a fragment, and unknown scopes, naming the field', async () => {
    const bad: [unknown, string][] = [
      [['http://app.example/cb'], 'must use https; plain http is allowed only for 127.0.0.1, localhost or [::1]'],
      [['https://app.example/cb#frag'], 'must be an https address (http only for 127.0.0.1, localhost or [::1]), without a # part'],
      [['javascript:alert(1)//https://x'], 'must be an https address (http only for 127.0.0.1, localhost or [::1]), without a # part'],
      [[' x https://app.example/cb'], 'must be an https address (http only for 127.0.0.1, localhost or [::1]), without a # part'],
      [['https://user:pw@app.example/cb'], 'must not hold a user name or password'],
      [['http://127.0.0.1.evil.example/cb'], 'must use https; plain http is allowed only for 127.0.0.1, localhost or [::1]'],
      [[], 'needs at least one address'],
    ]
    for (const [redirectUris, message] of bad) {
      const res = await register({ name: 'Bad', redirectUris, scopes: ['read'], kind: 'public' })
      expect([res.status, res.body.issues?.[0]?.message]).toEqual([400, message])
    }
    const scope = await register({ name: 'Bad', redirectUris: [appCallback], scopes: ['users:manage'], kind: 'public' })
    expect([scope.status, scope.body.issues[0].path]).toEqual([400, 'scopes.0'])
    const extra = await register({ name: 'Bad', redirectUris: [appCallback], scopes: ['read'], kind: 'public', secret: 'mine' })
    expect(extra.status).toBe(400)
  })

  it('lets no one but an admin list, register, disable or delete clients (hostile)', async () => {
    const made = (await register({ name: 'Guarded', redirectUris: [appCallback], scopes: ['read', 'publish'], kind: 'public' })).body
    const apiToken = (await t.admin.post('/tokens', { name: 'ci', scope: 'publish', expiresInDays: 1 })).body.token as string
    const verifier = oauth.generateRandomCodeVerifier()
    const own = await oauth.processAuthorizationCodeResponse(as, { client_id: made.id }, await oauth.authorizationCodeGrantRequest(as, { client_id: made.id }, oauth.None(), (await authorize(made.id, verifier)).params!, appCallback, verifier, insecure))
    const body = { name: 'Mine', redirectUris: [appCallback], scopes: ['read'], kind: 'public' }
    const actors = { editor: t.editor, reviewer: t.reviewer, restricted: t.restricted, anonymous: t.anonymous, apiToken: jsonClient(t.api, apiToken), registeredClient: jsonClient(t.api, own.access_token) }
    for (const [name, actor] of Object.entries(actors)) {
      const statuses = [(await actor.get('/clients')).status, (await actor.post('/clients', body)).status, (await actor.delete(`/clients/${made.id}`)).status]
      expect([name, statuses.every((s) => s === 401 || s === 403)]).toEqual([name, true])
    }
    expect((await setDisabled(own.access_token, made.id, { disabled: true })).status).toBe(403)
    expect((await setDisabled(undefined, made.id, { disabled: true })).status).toBe(401)
    expect((await t.admin.get('/clients')).body.items.find((c: { id: string }) => c.id === made.id).disabledAt).toBeNull()
    expect((await t.admin.delete('/clients/client_nobody_here_at_all')).status).toBe(404)
  })
})
