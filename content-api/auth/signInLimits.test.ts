import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwords, setupApi } from '../testing/setupApi.ts'
import { pkcePair, studioRedirect } from '../testing/signIn.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { DbFailureLog } from './DbFailureLog.ts'
import { FailureLog } from './failureLog.ts'
import { createSignInLimits, type SignInLimits } from './signInLimits.ts'

describe('FailureLog', () => {
  it('locks a key at max failures in the window, until the oldest leaves it', () => {
    let now = 0
    const log = new FailureLog(3, 1000, 10, () => now)
    for (let i = 0; i < 3; i++) log.fail('a')
    expect(log.locked('a')).toBe(true)
    now = 1001
    expect(log.locked('a')).toBe(false)
  })

  it('stays within its capacity by dropping the oldest unlocked keys, never a lock', () => {
    let now = 0
    const log = new FailureLog(2, 60_000, 4, () => now)
    log.fail('locked-1')
    log.fail('locked-1')
    log.fail('old')
    log.fail('locked-2')
    log.fail('locked-2')
    log.fail('newer')
    now = 10
    log.fail('newest')
    expect(log.size).toBe(4)
    expect(log.count('old')).toBe(0)
    expect([log.locked('locked-1'), log.locked('locked-2'), log.count('newer'), log.count('newest')]).toEqual([true, true, 1, 1])
  })

  it('when full of locks, records no new key and lifts none; room comes back as locks expire', () => {
    let now = 0
    const log = new FailureLog(1, 1000, 100, () => now)
    for (let i = 0; i < 100; i++) log.fail(`attacker-${i}`)
    expect(log.fail('one-more')).toBe(false)
    expect(log.size).toBe(100)
    for (let i = 0; i < 100; i++) expect(log.locked(`attacker-${i}`)).toBe(true)
    now = 1001
    expect(log.fail('one-more')).toBe(true)
    expect(log.size).toBe(1)
  })
})

/** An attempt whose password turned out wrong (it must be admitted). */
async function fail(limits: SignInLimits, account: string, address: string) {
  const attempt = await limits.attempt(account, address)
  if (attempt.refused) throw new Error(`refused: ${attempt.refused.message}`)
  await attempt.failed()
}
/** Whether an attempt is admitted: its refusal, or undefined (and the attempt taken back). */
async function admit(limits: SignInLimits, account: string, address: string) {
  const attempt = await limits.attempt(account, address)
  if (attempt.refused) return attempt.refused
  await attempt.released()
  return undefined
}

describe('createSignInLimits', () => {
  const limits = (waits: number[] = []) => createSignInLimits({ perAddress: 5, perAccountAndAddress: 3, slowDownAfter: 4, wait: async (ms) => void waits.push(ms) })

  it('refuses an address that failed on many accounts, on every account', async () => {
    const l = limits()
    for (let i = 0; i < 5; i++) await fail(l, `user${i}@x.example`, '10.0.0.1')
    expect(await admit(l, 'someone-else@x.example', '10.0.0.1')).toMatchObject({ by: 'address' })
    expect(await admit(l, 'someone-else@x.example', '10.0.0.2')).toBeUndefined()
  })

  it('refuses an account only from the address that failed on it, and slows every other attempt on it down', async () => {
    const waits: number[] = []
    const l = limits(waits)
    for (let i = 0; i < 3; i++) await fail(l, 'admin@x.example', '10.0.0.1')
    expect(await admit(l, 'admin@x.example', '10.0.0.1')).toMatchObject({ by: 'account', message: 'Too many failed attempts; wait 15 minutes and try again' })
    expect(await admit(l, 'admin@x.example', '192.168.1.5')).toBeUndefined()
    expect(waits).toEqual([])
    await fail(l, 'admin@x.example', '10.0.0.2')
    expect(await admit(l, 'admin@x.example', '192.168.1.5')).toBeUndefined()
    for (let i = 3; i < 10; i++) await fail(l, 'admin@x.example', `10.0.0.${i}`)
    expect(await admit(l, 'admin@x.example', '192.168.1.5')).toBeUndefined()
    // Every attempt past the threshold waits, the failing ones too.
    expect(waits).toEqual([500, 500, 1000, 2000, 4000, 5000, 5000, 5000, 5000])
  })
})

const databases = await testDatabases()

describe.each(databases)('the failure log in the database on $name', ({ open }) => {
  let db: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await db.drop()
  })

  it('locks a key at max failures in the window, until the oldest leaves it', async () => {
    let now = 0
    const log = new DbFailureLog(db, 'window', 3, 1000, 10, () => now)
    for (let i = 0; i < 3; i++) await log.fail('a')
    expect(await log.locked('a')).toBe(true)
    now = 1001
    expect(await log.locked('a')).toBe(false)
  })

  it('stays within its capacity by dropping the oldest unlocked keys, never a lock; full of locks, records no new key', async () => {
    let now = 0
    const log = new DbFailureLog(db, 'capacity', 2, 60_000, 4, () => now)
    // One millisecond apart, so which key failed least recently is never a tie.
    for (const key of ['locked-1', 'locked-1', 'old', 'locked-2', 'locked-2', 'newer']) {
      await log.fail(key)
      now++
    }
    now = 10
    await log.fail('newest')
    expect(await log.size()).toBe(4)
    expect(await log.count('old')).toBe(0)
    expect([await log.locked('locked-1'), await log.locked('locked-2'), await log.count('newer'), await log.count('newest')]).toEqual([true, true, 1, 1])
    for (const key of ['newer', 'newer', 'newest', 'newest']) await log.fail(key)
    expect(await log.fail('one-more')).toBe(false)
    expect(await log.size()).toBe(4)
    now = 60_011
    expect(await log.fail('one-more')).toBe(true)
    expect(await log.size()).toBe(1)
  })

  it('counts failures made at once, as several instances would', async () => {
    // Two logs on one database stand for two instances.
    const first = new DbFailureLog(db, 'shared', 50, 60_000, 100)
    const second = new DbFailureLog(db, 'shared', 50, 60_000, 100)
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).fail('10.9.9.9')))
    expect([await first.count('10.9.9.9'), await second.count('10.9.9.9')]).toEqual([20, 20])
    const limits = [createSignInLimits({ db, perAddress: 5, wait: async () => undefined }), createSignInLimits({ db, perAddress: 5, wait: async () => undefined })]
    for (let i = 0; i < 5; i++) await fail(limits[i % 2]!, `user${i}@x.example`, '10.0.0.9')
    expect(await admit(limits[0]!, 'someone@x.example', '10.0.0.9')).toMatchObject({ by: 'address' })
    expect(await admit(limits[1]!, 'someone@x.example', '10.0.0.9')).toMatchObject({ by: 'address' })
  })
})

describe.each(databases)('sign-in limits through the API on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let proxied: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
    proxied = await setupApi(open, { api: { trustProxy: true } })
  })
  afterAll(async () => {
    await t.close()
    await proxied.close()
  })

  /** Post the sign-in form from a socket address (and optional headers). */
  const signIn = (api: typeof t.api, email: string, password: string, address: string, headers: Record<string, string> = {}) => {
    const { challenge } = pkcePair()
    const form = { response_type: 'code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_challenge: challenge, code_challenge_method: 'S256', state: 'state-12345', email, password }
    return api.request(
      'http://localhost/auth/authorize',
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form).toString() },
      { incoming: { socket: { remoteAddress: address } } },
    )
  }

  it('stops one client trying many accounts, without stopping anyone else', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn(t.api, `nobody${i}@test.example`, 'wrong-password-1', '203.0.113.7')).status).toBe(401)
    const refused = await signIn(t.api, 'editor@test.example', passwords.editor, '203.0.113.7')
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('Too many failed sign-ins from your network; wait 15 minutes and try again')
    expect((await signIn(t.api, 'editor@test.example', passwords.editor, '198.51.100.1')).status).toBe(302)
  })

  it('does not let anyone lock the admin out: only the guessing address is refused', async () => {
    for (let i = 0; i < 10; i++) await signIn(t.api, 'admin@test.example', 'a-wrong-guess', '203.0.113.99')
    expect((await signIn(t.api, 'admin@test.example', passwords.admin, '203.0.113.99')).status).toBe(429)
    expect((await signIn(t.api, 'admin@test.example', passwords.admin, '198.51.100.2')).status).toBe(302)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, and then takes the address our proxy appended', async () => {
    for (let i = 0; i < 20; i++) await signIn(t.api, `spray${i}@test.example`, 'wrong-password-1', '203.0.113.50', { 'X-Forwarded-For': `10.1.0.${i}` })
    expect((await signIn(t.api, 'editor@test.example', passwords.editor, '203.0.113.50', { 'X-Forwarded-For': '10.9.9.9' })).status).toBe(429)
    // Behind the proxy every socket is the proxy's; the client may prepend anything, the proxy appends the truth.
    for (let i = 0; i < 20; i++) await signIn(proxied.api, `spray${i}@test.example`, 'wrong-password-1', '127.0.0.1', { 'X-Forwarded-For': `10.2.0.${i}, 203.0.113.60` })
    expect((await signIn(proxied.api, 'editor@test.example', passwords.editor, '127.0.0.1', { 'X-Forwarded-For': '203.0.113.60' })).status).toBe(429)
    expect((await signIn(proxied.api, 'editor@test.example', passwords.editor, '127.0.0.1', { 'X-Forwarded-For': '198.51.100.3' })).status).toBe(302)
  })
})

describe.each(databases)('sign-in attempts sent at once to a real server on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let server: ServerType
  let origin: string
  beforeAll(async () => {
    // Behind a proxy (TRUST_PROXY) each test is a client address of its own, through one real listening socket.
    t = await setupApi(open, { api: { trustProxy: true } })
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
    })
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await t.close()
  })

  const post = (email: string, password: string, client: string) => {
    const { challenge } = pkcePair()
    const form = { response_type: 'code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_challenge: challenge, code_challenge_method: 'S256', state: 'state-12345', email, password }
    return fetch(`${origin}/auth/authorize`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client }, body: new URLSearchParams(form).toString() }).then(async (res) => {
      await res.arrayBuffer()
      return res.status
    })
  }
  const tally = (statuses: number[]) => ({ checked: statuses.filter((s) => s !== 429).length, signedIn: statuses.filter((s) => s === 302).length, refused: statuses.filter((s) => s === 429).length })

  // 50 attempts, two and a half times the limit, all in flight together: each takes its turn on the address's row on
  // PostgreSQL, so the count of attempts is what this test's time grows with, not what it proves.
  it('checks at most 20 passwords of 50 attempts sent at once from one address (the right password sent 45th among them)', async () => {
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => (i === 44 ? post('editor@test.example', passwords.editor, '203.0.113.201') : post(`guess${i}@test.example`, 'wrong-password-1', '203.0.113.201'))))
    const { checked, refused } = tally(statuses)
    expect(checked).toBe(20)
    expect(refused).toBe(30)
    expect(statuses.every((s) => s === 401 || s === 429 || s === 302)).toBe(true)
  })

  it('checks at most 10 passwords of 60 attempts at once on one account from one address, and the owner still signs in from elsewhere', async () => {
    const statuses = await Promise.all(Array.from({ length: 60 }, () => post('admin@test.example', 'a-wrong-guess-1', '203.0.113.202')))
    expect(tally(statuses)).toEqual({ checked: 10, signedIn: 0, refused: 50 })
    expect(await post('admin@test.example', passwords.admin, '198.51.100.202')).toBe(302)
  })

  it('a right password takes its own attempt back: 19 failures then the right one leave the address one failure short of the limit', async () => {
    for (let i = 0; i < 19; i++) expect(await post(`other${i}@test.example`, 'wrong-password-1', '203.0.113.203')).toBe(401)
    expect(await post('editor@test.example', passwords.editor, '203.0.113.203')).toBe(302)
    expect(await post('nobody@test.example', 'wrong-password-1', '203.0.113.203')).toBe(401)
    expect(await post('editor@test.example', passwords.editor, '203.0.113.203')).toBe(429)
  })
})
