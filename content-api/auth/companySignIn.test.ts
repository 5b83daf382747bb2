import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { User } from '../../catalogue/model/entities/user.ts'
import { client as jsonClient, exchange, pkcePair, studioRedirect, cookieTokens } from '../testing/signIn.ts'
import { setupApi } from '../testing/setupApi.ts'
import { startOidcProvider, signInAtProvider } from '../testing/oidcProvider.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()
const callback = 'http://localhost/api/auth/company/callback'
const accounts = {
  dana: { email: 'dana@company.example', name: 'Dana Staff', voix_role: 'editor', voix_sites: ['hyatt-ziva'] },
  rory: { email: 'rory@company.example', name: 'Rory Reviewer', voix_role: 'reviewer' },
  agent: { email: 'sneaky@company.example', name: 'Not Staff', voix_role: 'agent' },
  norole: { email: 'norole@company.example', name: 'No Role' },
  taken: { email: 'editor@test.example', name: 'Someone Else', voix_role: 'admin' },
}

/**
 * Company sign-in against a real OpenID Connect provider (oidc-provider) on a loopback port: the person goes
 * through the provider's own pages, and Voix checks its answer (openid-client: state, nonce, PKCE, the ID token's
 * signature and issuer), makes the account just in time from the claims, and refuses what it should.
 */
describe.each(databases)('company sign-in on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let provider: Awaited<ReturnType<typeof startOidcProvider>>
  const saved = { ...process.env }

  beforeAll(async () => {
    t = await setupApi(open)
    provider = await startOidcProvider({ redirectUri: callback, accounts })
    Object.assign(process.env, provider.env)
  })
  afterAll(async () => {
    process.env = saved
    await provider.close()
    await t.close()
  })

  const start = async (pkce = pkcePair()) => {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_challenge: pkce.challenge, code_challenge_method: 'S256', state: 'state-12345' })
    const res = await t.api.request(`http://localhost/auth/company?${query}`)
    return { res, pkce }
  }
  const back = (url: URL) => t.api.request(`http://localhost/auth/company/callback${url.search}`)
  /** The whole journey: Voix → provider (sign in as `login`) → Voix's callback. */
  const journey = async (login: string, meddle?: () => Promise<void>) => {
    const { res, pkce } = await start()
    expect(res.status).toBe(302)
    const returned = await signInAtProvider(res.headers.get('location')!, login)
    expect(returned.origin + returned.pathname).toBe(callback)
    await meddle?.()
    return { answer: await back(returned), pkce }
  }
  const studioTokens = async (answer: Response, verifier: string) => {
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!
    return cookieTokens(await exchange(t.api, { grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_verifier: verifier, code }))
  }

  it('offers the provider on the studio sign-in page, not on the travel agents’ one', async () => {
    const query = (client_id: string, redirect_uri: string) => new URLSearchParams({ response_type: 'code', client_id, redirect_uri, code_challenge: 'a'.repeat(43), code_challenge_method: 'S256', state: 'state-12345' })
    expect(await (await t.api.request(`http://localhost/auth/authorize?${query('voix-studio', studioRedirect)}`)).text()).toContain('Sign in with Test Company')
    expect(await (await t.api.request(`http://localhost/auth/authorize?${query('voix-agent-portal', 'http://playaresorts.localhost/auth/callback')}`)).text()).not.toContain('Test Company')
  })

  it('sends the person to the provider with PKCE S256, a state and a nonce', async () => {
    const { res } = await start()
    const to = new URL(res.headers.get('location')!)
    expect(to.origin).toBe(provider.issuer)
    expect(Object.fromEntries(to.searchParams)).toMatchObject({ client_id: 'voix', redirect_uri: callback, code_challenge_method: 'S256', scope: 'openid email profile', state: expect.any(String), nonce: expect.any(String) })
  })

  it('makes the account just in time with the role and sites of the claims, and finds it again next time', async () => {
    const { answer, pkce } = await journey('dana')
    expect(answer.status).toBe(302)
    const tokens = await studioTokens(answer, pkce.verifier)
    const me = await jsonClient(t.api, tokens.access_token).get('/auth/me')
    expect(me.body).toMatchObject({ email: 'dana@company.example', name: 'Dana Staff', role: 'editor', sites: ['hyatt-ziva'] })
    const again = await journey('dana')
    expect(again.answer.status).toBe(302)
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'dana@company.example').execute()).toHaveLength(1)
  })

  it('refuses a wrong nonce, a reused state, a claim that is no staff role, and an email another account has', async () => {
    const wrongNonce = await journey('rory', async () => {
      await t.db.kysely.updateTable('company_sign_ins').set({ nonce: 'not-the-nonce-sent' }).execute()
    })
    expect(wrongNonce.answer.status).toBe(403)
    expect(await wrongNonce.answer.text()).toContain('Test Company did not confirm who you are')

    const { res } = await start()
    const returned = await signInAtProvider(res.headers.get('location')!, 'rory')
    expect((await back(returned)).status).toBe(302)
    const replay = await back(returned)
    expect([replay.status, await replay.text()]).toEqual([400, expect.stringContaining('This sign-in has expired or was already used')])

    for (const [login, words] of [['agent', 'has no Voix role'], ['norole', 'has no Voix role'], ['taken', 'A Voix account with the email editor@test.example already exists']] as const) {
      const { answer } = await journey(login)
      expect([login, answer.status, await answer.text()]).toEqual([login, 403, expect.stringContaining(words)])
    }
    // The existing editor's account is untouched: still an editor, not the provider's "admin".
    const editor = await t.db.kysely.selectFrom('users').select('document').where('email', '=', 'editor@test.example').executeTakeFirstOrThrow()
    expect(User.parse(JSON.parse(editor.document)).role).toBe('editor')
  })

  it('refuses a provider whose discovery names another issuer than the one configured', async () => {
    process.env.OIDC_ISSUER = provider.issuer.replace('127.0.0.1', 'localhost')
    try {
      const { res } = await start()
      expect([res.status, (await res.json()).error]).toEqual([503, expect.stringContaining('Test Company cannot be reached or is not set up right')])
    } finally {
      process.env.OIDC_ISSUER = provider.issuer
    }
  })

  it('refuses a disabled person, and their existing sign-ins stop working', async () => {
    const { answer, pkce } = await journey('rory')
    const tokens = await studioTokens(answer, pkce.verifier)
    const rory = await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'rory@company.example').executeTakeFirstOrThrow()
    const current = (await t.admin.get(`/users/${rory.id}`)).body
    const disabled = await t.admin.put(`/users/${rory.id}`, { ...current, disabled: true }, { 'If-Match': `"${current.version}"` })
    expect(disabled.status).toBe(200)
    expect((await jsonClient(t.api, tokens.access_token).get('/auth/me')).status).toBe(401)
    const refused = await journey('rory')
    expect([refused.answer.status, await refused.answer.text()]).toEqual([403, expect.stringContaining('Your Voix account is switched off')])
  })
})
