import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueTokens } from './auth/tokens.ts'
import { authorize, pkcePair, studioRedirect } from './testing/signIn.ts'
import { passwords, setupApi } from './testing/setupApi.ts'
import { testDatabases } from './testing/testDatabases.ts'

/*
 * The concurrency family of the hostile suite: N requests sent at once, through one real listening socket, at every
 * limit and every check-then-act route, on SQLite and PostgreSQL. Each case states how many may get through (a
 * limit's allowance, one winner of a version, one use of a single-use code); any more is "wrongly allowed".
 * `npm test` sends 20 at once; HOSTILE=full (npm run test:hostile) 200, and the sign-in limits too.
 */
const full = process.env.HOSTILE === 'full'
const n = full ? 200 : 20
const databases = await testDatabases()
/** Many requests at once on a shared machine: the full run takes its time. */
const timeout = { timeout: full ? 240_000 : 30_000 }

describe.each(databases)('N requests at once at every limit and check-then-act route on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let server: ServerType
  let origin = ''
  let admin = ''
  const figures = { tried: 0, refused: 0, serverErrors: 0, wronglyAllowed: 0 }

  beforeAll(async () => {
    t = await setupApi(open, { runBuild: async () => ({ buildId: `b${Date.now()}` }), api: { trustProxy: true } })
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
    })
    // Longer than the longest wait for a turn here: a socket kept alive is not closed while the client reuses it.
    ;(server as import('node:http').Server).keepAliveTimeout = 120_000
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    admin = (await issueTokens(t.db, (await t.admin.get('/auth/me')).body.id, 'voix-studio')).access_token
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await t.close()
    console.log(`concurrency family on ${t.db.dialect}${full ? ' (full)' : ''}: ${JSON.stringify(figures)}`)
  })

  type Sent = { method: string; path: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string>; token?: string | null }
  const send = async ({ method, path, body, form, headers = {}, token = admin }: Sent) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : form ? new URLSearchParams(form).toString() : undefined,
    })
    await res.arrayBuffer()
    return res.status
  }

  /** N at once; `through` counts the answers that got through, which must be at most `allowance` (and at least `least`). */
  async function atOnce(what: string, requests: Sent[], through: (status: number) => boolean, allowance: number, least = allowance) {
    const statuses = await Promise.all(requests.map(send))
    const passed = statuses.filter(through).length
    figures.tried += statuses.length
    figures.refused += statuses.length - passed
    figures.serverErrors += statuses.filter((s) => s >= 500).length
    figures.wronglyAllowed += Math.max(0, passed - allowance)
    expect(statuses.filter((s) => s >= 500), `${what}: server errors`).toEqual([])
    expect(passed, `${what}: ${JSON.stringify(statuses)}`).toBeLessThanOrEqual(allowance)
    expect(passed, `${what}: ${JSON.stringify(statuses)}`).toBeGreaterThanOrEqual(least)
    return statuses
  }
  const times = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i))

  // npm test has these through a real server in auth/signInLimits.test.ts; the full run sends them again, 200 at once.
  it.runIf(full)('sign-in limits: at most 20 passwords checked from one address, 10 on one account from one address', timeout, async () => {
    const form = (email: string, password: string) => {
      const { challenge } = pkcePair()
      return { response_type: 'code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_challenge: challenge, code_challenge_method: 'S256', state: 'state-12345', email, password }
    }
    await atOnce('per address', times(Math.max(n, 40), (i) => ({ method: 'POST', path: '/auth/authorize', form: form(`guess${i}@test.example`, 'wrong-password-1'), headers: { 'X-Forwarded-For': '203.0.113.77' }, token: null })), (s) => s !== 429, 20)
    await atOnce('per account and address', times(Math.max(n, 40), () => ({ method: 'POST', path: '/auth/authorize', form: form('editor@test.example', 'wrong-password-1'), headers: { 'X-Forwarded-For': '203.0.113.78' }, token: null })), (s) => s !== 429, 10)
  })

  it('form submissions: 10 per client and form, however many arrive at once', timeout, async () => {
    const body = { page: '/', fields: { formId: 'newsletter', email: 'guest@example.com' } }
    await atOnce('sign-up form', times(n, () => ({ method: 'POST', path: '/forms/sign-up', body, headers: { 'X-Forwarded-For': '198.51.100.77' }, token: null })), (s) => s === 201, 10)
  })

  it('a single-use sign-in code is exchanged once, and a refresh token rotates once', timeout, async () => {
    const { code, pkce } = await authorize(t.api, 'reviewer@test.example', passwords.reviewer)
    const exchange = { grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_verifier: pkce.verifier, code: code! }
    await atOnce('code exchange', times(n, () => ({ method: 'POST', path: '/auth/token', form: exchange, token: null })), (s) => s === 200, 1)
    const pair = await issueTokens(t.db, (await t.editor.get('/auth/me')).body.id, 'voix-agent-portal')
    const refresh = { grant_type: 'refresh_token', client_id: 'voix-agent-portal', refresh_token: pair.refresh_token }
    await atOnce('refresh rotation', times(n, () => ({ method: 'POST', path: '/auth/token', form: refresh, token: null })), (s) => s === 200, 1)
  })

  it('one winner per version: a record, a page save and publish, a release publish, a schedule, a delete', timeout, async () => {
    const special = (await t.admin.post('/specials', { title: 'Race', slug: 'race-special' })).body
    await atOnce('record update', times(n, (i) => ({ method: 'PUT', path: `/specials/${special.id}`, body: { ...special, id: undefined, version: undefined, created_at: undefined, updated_at: undefined, title: `Race ${i}` }, headers: { 'If-Match': '"1"' } })), (s) => s === 200, 1)
    await atOnce('unique slug', times(n, () => ({ method: 'POST', path: '/specials', body: { title: 'Same', slug: 'same-slug-at-once' } })), (s) => s === 201, 1)

    const page = (await t.admin.post('/pages', { site_id: 'playaresorts', path: '/race', title: 'Race', layout: 'playaresorts' })).body
    const { version: _v, published_version_id: _p, ...draft } = page
    await atOnce('page publish', times(n, (i) => ({ method: 'POST', path: `/pages/${page.id}/publish`, body: { page: { ...draft, title: `Race ${i}` } }, headers: { 'If-Match': '"1"' } })), (s) => s === 202, 1)
    const versions = (await t.admin.get(`/pages/${page.id}/versions`)).body.items
    expect(versions.filter((v: { kind: string }) => v.kind === 'published')).toHaveLength(1)

    const current = (await t.admin.get(`/pages/${page.id}`)).body
    const release = (await t.admin.post('/releases', { name: 'Race release', site_id: 'playaresorts', pageVersions: [{ page_id: page.id, version_id: current.published_version_id }] })).body
    // Approval needs every item reviewed at what it holds.
    expect((await t.admin.post(`/releases/${release.id}/status`, { status: 'in_review' }, { 'If-Match': '"1"' })).status).toBe(200)
    expect((await t.admin.post(`/releases/${release.id}/review-item`, { key: `page:${page.id}`, reviewed: true }, { 'If-Match': '"2"' })).status).toBe(200)
    expect((await t.admin.post(`/releases/${release.id}/status`, { status: 'approved' }, { 'If-Match': '"3"' })).status).toBe(200)
    await atOnce('release publish', times(n, () => ({ method: 'POST', path: `/releases/${release.id}/publish`, body: {}, headers: { 'If-Match': '"4"' } })), (s) => s === 202, 1)

    const job = (await t.admin.post('/schedules', { action: 'unpublish', target_kind: 'specials', target_id: special.id, run_at: new Date(Date.now() + 3_600_000).toISOString() })).body
    await atOnce('schedule cancel', times(n, () => ({ method: 'DELETE', path: `/schedules/${job.id}`, headers: { 'If-Match': '"1"' } })), (s) => s === 204, 1)

    const gone = (await t.admin.post('/redirects', { site_id: 'playaresorts', from: '/race-gone', to: '/' })).body
    await atOnce('delete', times(n, () => ({ method: 'DELETE', path: `/redirects/${gone.id}`, headers: { 'If-Match': '"1"' } })), (s) => s === 204, 1)
  })

  it('an API token revoked at once by many is revoked once, and works for none of them afterwards', timeout, async () => {
    const made = (await t.admin.post('/tokens', { name: 'race-token', scope: 'read' })).body
    await atOnce('token revoke', times(n, () => ({ method: 'DELETE', path: `/tokens/${made.id}` })), (s) => s === 200, n, 1)
    expect(await send({ method: 'GET', path: '/builds/jobs', token: made.token })).toBe(401)
  })
})
