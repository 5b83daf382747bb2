import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi, passwords } from '../testing/setupApi.ts'
import { client, exchange, signIn } from '../testing/signIn.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { issueTokens } from './tokens.ts'

const databases = await testDatabases()

describe.each(databases)('changing passwords and admins on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  const refresh = (refresh_token: string) => exchange(t.api, { grant_type: 'refresh_token', client_id: 'voix-studio', refresh_token })
  const userId = async (email: string) => (await t.admin.get(`/users?email=${encodeURIComponent(email)}`)).body.items[0].id as string

  it('ends every other sign-in of a user who changes their password, and keeps the one that changed it', async () => {
    const here = await signIn(t.api, 'reviewer@test.example', passwords.reviewer)
    const elsewhere = await signIn(t.api, 'reviewer@test.example', passwords.reviewer)
    const [mine, theirs] = [client(t.api, here.access_token), client(t.api, elsewhere.access_token)]
    // Both work, and the other one is in the token cache, which must not keep it alive.
    expect((await theirs.get('/auth/me')).status).toBe(200)
    expect((await mine.put('/auth/me', { password: 'reviewer-new-password', currentPassword: passwords.reviewer })).status).toBe(200)

    expect((await mine.get('/auth/me')).status).toBe(200)
    expect((await refresh(here.refresh_token)).status).toBe(200)
    expect((await theirs.get('/auth/me')).status).toBe(401)
    const stale = await refresh(elsewhere.refresh_token)
    expect(stale.status).toBe(400)
    expect((await stale.json()).error).toBe('invalid_grant')
  })

  it("ends all of a user's sign-ins when an admin sets a new password for them", async () => {
    const id = await userId('editor@test.example')
    const session = await signIn(t.api, 'editor@test.example', passwords.editor)
    expect((await t.editor.get('/pages')).status).toBe(200)
    const current = await t.admin.get(`/users/${id}`)
    const reset = await t.admin.put(`/users/${id}`, { ...current.body, password: 'editor-reset-password' }, { 'If-Match': current.headers.get('etag')! })
    expect(reset.status).toBe(200)
    expect((await t.editor.get('/pages')).status).toBe(401)
    expect((await client(t.api, session.access_token).get('/pages')).status).toBe(401)
    expect((await refresh(session.refresh_token)).status).toBe(400)
    expect((await signIn(t.api, 'editor@test.example', 'editor-reset-password')).access_token).toBeTruthy()
  })

  it("ends all of a user's sign-ins at once when an admin disables them, and refuses a new sign-in", async () => {
    const created = await t.admin.post('/users', { email: 'to-disable@test.example', name: 'To disable', role: 'editor', password: 'to-disable-password' })
    expect(created.status).toBe(201)
    const session = await signIn(t.api, 'to-disable@test.example', 'to-disable-password')
    const them = client(t.api, session.access_token)
    expect((await them.get('/pages')).status).toBe(200)
    const disabled = await t.admin.put(`/users/${created.body.id}`, { ...created.body, disabled: true }, { 'If-Match': `"${created.body.version}"` })
    expect(disabled.status).toBe(200)
    expect((await them.get('/pages')).status).toBe(401)
    expect((await refresh(session.refresh_token)).status).toBe(400)
    await expect(signIn(t.api, 'to-disable@test.example', 'to-disable-password')).rejects.toThrow()
  })

  it('keeps sign-ins when an admin changes a user without a new password, and writes nothing on a stale one', async () => {
    const id = await userId('restricted@test.example')
    const current = await t.admin.get(`/users/${id}`)
    const renamed = await t.admin.put(`/users/${id}`, { ...current.body, name: 'Still signed in' }, { 'If-Match': current.headers.get('etag')! })
    expect(renamed.status).toBe(200)
    expect((await t.restricted.get('/pages')).status).toBe(200)
    // A stale write with a password is refused whole: the sign-ins it would have ended go on.
    const stale = await t.admin.put(`/users/${id}`, { ...current.body, password: 'never-stored-password' }, { 'If-Match': current.headers.get('etag')! })
    expect(stale.status).toBe(412)
    expect((await t.restricted.get('/pages')).status).toBe(200)
  })

  it('refuses an admin deleting, demoting or disabling themselves, naming why', async () => {
    const id = await userId('admin@test.example')
    const me = await t.admin.get(`/users/${id}`)
    const ifMatch = { 'If-Match': me.headers.get('etag')! }
    const deleted = await t.admin.delete(`/users/${id}`, ifMatch)
    expect(deleted.status).toBe(403)
    expect(deleted.body.error).toBe('You may not delete your own account; ask another admin')
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      const res = await t.admin.put(`/users/${id}`, { ...me.body, ...change }, ifMatch)
      expect(res.status, JSON.stringify(change)).toBe(403)
      expect(res.body.error).toBe('You may not change your own role or disable yourself; ask another admin')
    }
    expect((await t.admin.get(`/users/${id}`)).body).toEqual(me.body)
  })

  it('never removes the last admin, even when two admins demote or delete each other at the same moment', async () => {
    const firstId = await userId('admin@test.example')
    for (const attempt of ['demote', 'delete'] as const) {
      const created = await t.admin.post('/users', { email: `second-${attempt}@test.example`, name: 'Second', role: 'admin', password: 'second-admin-password' })
      expect(created.status).toBe(201)
      const second = client(t.api, (await issueTokens(t.db, created.body.id, 'voix-studio')).access_token)
      const first = await t.admin.get(`/users/${firstId}`)
      const change = (by: typeof second, target: { id: string; version: number; [k: string]: unknown }) =>
        attempt === 'demote' ? by.put(`/users/${target.id}`, { ...target, role: 'editor' }, { 'If-Match': `"${target.version}"` }) : by.delete(`/users/${target.id}`, { 'If-Match': `"${target.version}"` })
      const results = await Promise.all([change(t.admin, created.body), change(second, first.body)])
      const statuses = results.map((r) => r.status).sort()
      expect(statuses, attempt).toEqual([attempt === 'demote' ? 200 : 204, 409].sort())
      const refused = results.find((r) => r.status === 409)!
      expect(refused.body.error).toMatch(/is the last admin: make another user an admin before/)
      const admins = (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'admin').execute()).map((r) => r.id)
      expect(admins, attempt).toHaveLength(1)
      if (!admins.includes(firstId)) return // the second admin won; the first is no longer one to go on with
    }
  })
})
