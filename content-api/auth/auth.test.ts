import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi, passwords } from '../testing/setupApi.ts'
import { authorize, client, cookieTokens, exchange, pkcePair, setCookies, studioRedirect } from '../testing/signIn.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

const databases = await testDatabases()
const editor = 'editor@test.example'

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery')
    const b = await hashPassword('correct horse battery')
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('correct horse battery', a)).toBe(true)
    expect(await verifyPassword('correct horse batterY', a)).toBe(false)
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false)
  })
})

describe.each(databases)('sign-in on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  const codeFor = async (pkce = pkcePair()) => {
    const { code } = await authorize(t.api, editor, passwords.editor, pkce)
    return { code: code!, pkce }
  }
  const grant = (code: string, verifier: string, overrides: Record<string, string> = {}) =>
    exchange(t.api, { grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_verifier: verifier, code, ...overrides })

  it('shows the sign-in page, and refuses plain PKCE and unregistered redirect URIs', async () => {
    const { challenge } = pkcePair()
    const query = (o: Record<string, string>) =>
      `/auth/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_challenge: challenge, code_challenge_method: 'S256', state: 'state-12345', ...o })}`
    const page = await t.api.request(`http://localhost${query({})}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<input type="password" name="password"')
    const plain = await t.anonymous.get(query({ code_challenge_method: 'plain' }))
    expect(plain.status).toBe(400)
    expect(plain.body.issues).toEqual([{ path: 'code_challenge_method', message: 'must be S256 (plain is not accepted)' }])
    const evil = await t.anonymous.get(query({ redirect_uri: 'https://evil.example/voix/auth/callback' }))
    expect(evil.status).toBe(400)
    expect(evil.body.issues[0].path).toBe('redirect_uri')
  })

  it('re-shows the form on a wrong password, and answers a code bound to the state', async () => {
    const wrong = await authorize(t.api, editor, 'not-the-password')
    expect(wrong.res.status).toBe(401)
    expect(wrong.code).toBeNull()
    expect(await wrong.res.text()).toContain('Wrong email or password')
    const right = await authorize(t.api, editor, passwords.editor)
    expect(right.res.status).toBe(302)
    expect(new URL(right.location!).searchParams.get('state')).toBe('state-12345')
    expect(right.location!.startsWith(`${studioRedirect}?code=`)).toBe(true)
  })

  it('exchanges a code once, only with the right verifier, client and redirect URI', async () => {
    const a = await codeFor()
    expect((await grant(a.code, pkcePair().verifier)).status).toBe(400)
    // A failed exchange still used the code up: codes are single-use whatever happens.
    expect((await grant(a.code, a.pkce.verifier)).status).toBe(400)
    const b = await codeFor()
    const wrongRedirect = await grant(b.code, b.pkce.verifier, { redirect_uri: 'http://localhost/voix/other' })
    expect(wrongRedirect.status).toBe(400)
    expect(await wrongRedirect.json()).toEqual({ error: 'invalid_grant', error_description: 'The redirect_uri does not match the one the code was issued for' })
    const c = await codeFor()
    expect((await grant(c.code, c.pkce.verifier, { client_id: 'voix-agent-portal' })).status).toBe(400)
    const d = await codeFor()
    const ok = await grant(d.code, d.pkce.verifier)
    expect(ok.status).toBe(200)
    // The studio's tokens never appear where its scripts could read them: only in httpOnly cookies.
    expect(await ok.json()).toEqual({ token_type: 'Bearer', expires_in: 3600 })
    const tokens = cookieTokens(ok)
    expect(tokens.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = await client(t.api, tokens.access_token).get('/auth/me')
    expect(me.body).toMatchObject({ email: editor, role: 'editor', name: 'editor' })
    const again = await grant(d.code, d.pkce.verifier)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: 'The code is not valid or was already used' })
  })

  it('revokes the tokens a code gave when the code is used again (RFC 6749 §4.1.2)', async () => {
    const { code, pkce } = await codeFor()
    const tokens = cookieTokens(await grant(code, pkce.verifier))
    const someoneElse = await codeFor()
    const untouched = cookieTokens(await grant(someoneElse.code, someoneElse.pkce.verifier))
    expect((await client(t.api, tokens.access_token).get('/auth/me')).status).toBe(200)
    expect((await grant(code, pkce.verifier)).status).toBe(400)
    expect((await client(t.api, tokens.access_token).get('/auth/me')).status).toBe(401)
    expect((await exchange(t.api, { grant_type: 'refresh_token', client_id: 'voix-studio', refresh_token: tokens.refresh_token })).status).toBe(400)
    // Only that code's sign-in ends.
    expect((await client(t.api, untouched.access_token).get('/auth/me')).status).toBe(200)
  })

  it('refuses a code older than 60 seconds', async () => {
    const { code, pkce } = await codeFor()
    await t.db.kysely.updateTable('auth_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('used_at', 'is', null).execute()
    const res = await grant(code, pkce.verifier)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'The code has expired; sign in again' })
  })

  it('rotates refresh tokens, lasting 150 days, and revokes the whole sign-in when an old one is replayed', async () => {
    const { code, pkce } = await codeFor()
    const first = cookieTokens(await grant(code, pkce.verifier))
    const row = await t.db.kysely.selectFrom('auth_tokens').select('expires_at').where('kind', '=', 'refresh').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    expect(Math.round((Date.parse(row.expires_at) - Date.now()) / 86_400_000)).toBe(150)
    const refreshed = await exchange(t.api, { grant_type: 'refresh_token', client_id: 'voix-studio', refresh_token: first.refresh_token })
    expect(refreshed.status).toBe(200)
    const second = cookieTokens(refreshed)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect((await client(t.api, second.access_token).get('/auth/me')).status).toBe(200)
    const replay = await exchange(t.api, { grant_type: 'refresh_token', client_id: 'voix-studio', refresh_token: first.refresh_token })
    expect(replay.status).toBe(400)
    expect((await client(t.api, second.access_token).get('/auth/me')).status).toBe(401)
    expect((await exchange(t.api, { grant_type: 'refresh_token', client_id: 'voix-studio', refresh_token: second.refresh_token })).status).toBe(400)
  })

  it('signs out by revoking: the access token stops working at once', async () => {
    const { code, pkce } = await codeFor()
    const tokens = cookieTokens(await grant(code, pkce.verifier))
    const me = client(t.api, tokens.access_token)
    expect((await me.get('/auth/me')).status).toBe(200)
    const revoked = await t.api.request('http://localhost/auth/revoke', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `token=${tokens.refresh_token}` })
    expect(revoked.status).toBe(200)
    expect((await me.get('/auth/me')).status).toBe(401)
  })

  it('refuses writes authenticated by cookie from a foreign Origin, and allows them from our own', async () => {
    const { code, pkce } = await codeFor()
    const tokens = cookieTokens(await grant(code, pkce.verifier))
    const cookie = `voix-access-token=${tokens.access_token}`
    const body = JSON.stringify({ title: 'Cookie special', slug: 'cookie-special' })
    const send = (origin?: string) =>
      t.api.request('http://localhost/specials', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) }, body })
    const foreign = await send('https://evil.example')
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error).toBe("Writes signed in by cookie must come from this site; the Origin was 'https://evil.example'")
    expect((await send()).status).toBe(403)
    expect((await send('http://localhost')).status).toBe(201)
    expect((await t.api.request('http://localhost/auth/me', { headers: { Cookie: cookie } })).status).toBe(200)
    expect((await t.editor.get('/specials?slug=cookie-special')).body.total).toBe(1)
  })

  it('keeps the studio\'s tokens in httpOnly SameSite=Strict cookies: the access token for the API, the refresh token for the token path', async () => {
    const { code, pkce } = await codeFor()
    const answer = await grant(code, pkce.verifier)
    const cookies = setCookies(answer)
    const days150 = 'Max-Age=12960000'
    expect(cookies['voix-access-token']!.attributes).toBe(`${days150}; Path=/api; HttpOnly; SameSite=Strict`)
    expect(cookies['voix-refresh-token']!.attributes).toBe(`${days150}; Path=/api/auth/token; HttpOnly; SameSite=Strict`)
    // The flag tells the studio and the site that someone is signed in, and when to refresh; it opens nothing.
    expect(cookies['voix-signed-in']!.attributes).toBe(`${days150}; Path=/; SameSite=Strict`)
    expect(Number(cookies['voix-signed-in']!.value)).toBeGreaterThan(Date.now() + 3500_000)
    expect((await client(t.api, cookies['voix-signed-in']!.value).get('/auth/me')).status).toBe(401)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('refreshes from the refresh cookie only for our own origin, and clears the cookies when the sign-in is over', async () => {
    const { code, pkce } = await codeFor()
    const first = cookieTokens(await grant(code, pkce.verifier))
    const refresh = (origin?: string, token = first.refresh_token) =>
      t.api.request('http://localhost/auth/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `voix-refresh-token=${token}`, ...(origin ? { Origin: origin } : {}) },
        body: 'grant_type=refresh_token&client_id=voix-studio',
      })
    expect((await refresh('https://evil.example')).status).toBe(403)
    expect((await refresh()).status).toBe(403)
    const ok = await refresh('http://localhost')
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ token_type: 'Bearer', expires_in: 3600 })
    const second = cookieTokens(ok)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect((await client(t.api, second.access_token).get('/auth/me')).status).toBe(200)
    const replayed = await refresh('http://localhost')
    expect(replayed.status).toBe(400)
    expect(Object.entries(setCookies(replayed)).map(([name, c]) => `${name}: ${c.value} ${c.attributes.split(';')[0]}`)).toEqual([
      'voix-access-token:  Max-Age=0',
      'voix-refresh-token:  Max-Age=0',
      'voix-signed-in:  Max-Age=0',
    ])
  })

  it('lets a browser whose sign-in has ended sign in again: its stale access cookie does not block the sign-in page or the token endpoint', async () => {
    const { code, pkce } = await codeFor()
    const tokens = cookieTokens(await grant(code, pkce.verifier))
    await t.api.request('http://localhost/auth/revoke', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `token=${tokens.refresh_token}` })
    const stale = { Cookie: `voix-access-token=${tokens.access_token}; voix-refresh-token=${tokens.refresh_token}` }
    // Everything else still says the sign-in is over, so the studio knows to offer signing in.
    expect((await t.api.request('http://localhost/auth/me', { headers: stale })).status).toBe(401)
    const again = pkcePair()
    const query = new URLSearchParams({ response_type: 'code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_challenge: again.challenge, code_challenge_method: 'S256', state: 'state-again-1' })
    const page = await t.api.request(`http://localhost/auth/authorize?${query}`, { headers: stale })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<input type="password" name="password"')
    // The refresh is refused for what it is (the sign-in is over) and the cookies are cleared, not a 401 from the old cookie.
    const refresh = await t.api.request('http://localhost/auth/token', {
      method: 'POST',
      headers: { ...stale, Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&client_id=voix-studio',
    })
    expect(refresh.status).toBe(400)
    expect(Object.values(setCookies(refresh)).map((c) => c.attributes.split(';')[0])).toEqual(['Max-Age=0', 'Max-Age=0', 'Max-Age=0'])
    // A bearer token that has ended is still refused everywhere: machines have no sign-in page to go back to.
    expect((await t.api.request(`http://localhost/auth/authorize?${query}`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401)
  })

  it('gives the agent portal its tokens in the answer, not in cookies of this origin', async () => {
    const portal = await authorize(t.api, 'agent@voix.localhost', passwords.agent, pkcePair(), 'voix-agent-portal', 'http://playaresorts.localhost:3000/auth/callback')
    const answer = await exchange(t.api, { grant_type: 'authorization_code', client_id: 'voix-agent-portal', redirect_uri: 'http://playaresorts.localhost:3000/auth/callback', code_verifier: portal.pkce.verifier, code: portal.code! })
    expect(await answer.json()).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) })
    expect(answer.headers.getSetCookie()).toEqual([])
  })

  it('signs the studio out: its sign-in ends and its cookies are cleared, only from our own origin', async () => {
    const { code, pkce } = await codeFor()
    const tokens = cookieTokens(await grant(code, pkce.verifier))
    const signOut = (origin?: string) =>
      t.api.request('http://localhost/auth/sign-out', { method: 'POST', headers: { Cookie: `voix-access-token=${tokens.access_token}`, ...(origin ? { Origin: origin } : {}) } })
    expect((await signOut('https://evil.example')).status).toBe(403)
    expect((await client(t.api, tokens.access_token).get('/auth/me')).status).toBe(200)
    const out = await signOut('http://localhost')
    expect(out.status).toBe(200)
    expect(Object.values(setCookies(out)).map((c) => c.attributes.split(';')[0])).toEqual(['Max-Age=0', 'Max-Age=0', 'Max-Age=0'])
    expect((await client(t.api, tokens.access_token).get('/auth/me')).status).toBe(401)
    expect((await exchange(t.api, { grant_type: 'refresh_token', client_id: 'voix-studio', refresh_token: tokens.refresh_token })).status).toBe(400)
  })

  it('takes its own origin from configuration: a forged Host header moves neither the redirect nor the Origin check', async () => {
    const { challenge } = pkcePair()
    const query = new URLSearchParams({ response_type: 'code', client_id: 'voix-studio', redirect_uri: 'http://evil.example/voix/auth/callback', code_challenge: challenge, code_challenge_method: 'S256', state: 'state-12345' })
    const page = await t.api.request(`http://evil.example/auth/authorize?${query}`, { headers: { Host: 'evil.example' } })
    expect(page.status).toBe(400)
    expect((await page.json()).issues[0].path).toBe('redirect_uri')
    const posted = await t.api.request('http://evil.example/auth/authorize', {
      method: 'POST',
      headers: { Host: 'evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `${query}&email=${encodeURIComponent(editor)}&password=${encodeURIComponent(passwords.editor)}`,
    })
    expect(posted.status).toBe(400)
    expect(posted.headers.get('location')).toBeNull()
    const d = await codeFor()
    const { access_token } = cookieTokens(await grant(d.code, d.pkce.verifier))
    const write = await t.api.request('http://evil.example/specials', {
      method: 'POST',
      headers: { Host: 'evil.example', Origin: 'http://evil.example', Cookie: `voix-access-token=${access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Forged host', slug: 'forged-host' }),
    })
    expect(write.status).toBe(403)
    expect((await t.editor.get('/specials?slug=forged-host')).body.total).toBe(0)
  })

  it('lets an agent sign in to the agent portal but not the studio', async () => {
    const studio = await authorize(t.api, 'agent@voix.localhost', passwords.agent)
    expect(studio.res.status).toBe(403)
    const portal = await authorize(t.api, 'agent@voix.localhost', passwords.agent, pkcePair(), 'voix-agent-portal', 'http://playaresorts.localhost:3000/auth/callback')
    expect(portal.res.status).toBe(302)
  })

  it('lets a user change their own name, and their password only with the current one', async () => {
    const wrong = await t.editor.put('/auth/me', { password: 'a-brand-new-password', currentPassword: 'nope' })
    expect(wrong.status).toBe(403)
    const renamed = await t.editor.put('/auth/me', { name: 'Edna' })
    expect(renamed.body).toMatchObject({ name: 'Edna', role: 'editor' })
    expect((await t.editor.put('/auth/me', { role: 'admin' })).body.issues).toEqual([{ path: 'role', message: 'is not a known field' }])
    expect((await t.editor.put('/auth/me', { password: 'a-brand-new-password', currentPassword: passwords.editor })).status).toBe(200)
    expect((await authorize(t.api, editor, passwords.editor)).res.status).toBe(401)
    expect((await authorize(t.api, editor, 'a-brand-new-password')).res.status).toBe(302)
  })

  it('rate-limits repeated wrong passwords with 429', async () => {
    for (let i = 0; i < 10; i++) await authorize(t.api, 'reviewer@test.example', 'wrong-password')
    const blocked = await authorize(t.api, 'reviewer@test.example', passwords.reviewer)
    expect(blocked.res.status).toBe(429)
  })
})

describe.each(databases.slice(0, 1))('sign-in behind an https PUBLIC_URL on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { api: { publicUrl: 'https://cms.example.com' } })
  })
  afterAll(() => t.close())

  it('sends the studio back to the public origin only, with Secure cookies, and takes cookie writes only from it', async () => {
    const redirect = 'https://cms.example.com/voix/auth/callback'
    expect((await authorize(t.api, editor, passwords.editor)).res.status).toBe(400)
    const { code, pkce } = await authorize(t.api, editor, passwords.editor, pkcePair(), 'voix-studio', redirect)
    const answer = await exchange(t.api, { grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: redirect, code_verifier: pkce.verifier, code: code! })
    const cookies = setCookies(answer)
    for (const name of ['voix-access-token', 'voix-refresh-token', 'voix-signed-in']) expect(cookies[name]!.attributes).toContain('Secure')
    const write = (origin: string) =>
      t.api.request('http://localhost/specials', {
        method: 'POST',
        headers: { Origin: origin, Cookie: `voix-access-token=${cookies['voix-access-token']!.value}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Behind a proxy', slug: `behind-${origin.length}` }),
      })
    expect((await write('http://localhost')).status).toBe(403)
    expect((await write('https://cms.example.com')).status).toBe(201)
  })
})
