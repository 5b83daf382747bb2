import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app.ts'
import { LocalBuildQueue } from '../builds/LocalBuildQueue.ts'
import { passwords, setupApi } from '../testing/setupApi.ts'
import { signIn } from '../testing/signIn.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const postgres = (await testDatabases()).find((db) => db.name === 'postgres')

/** Two APIs on one PostgreSQL database stand for two instances, each with its own few-second cache of sign-ins. */
describe.skipIf(!postgres)('sign-ins cached by several instances', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let other: ReturnType<typeof createApi>
  beforeAll(async () => {
    t = await setupApi(postgres!.open)
    other = createApi({ db: t.db, queue: new LocalBuildQueue(t.db), publicUrl: 'http://localhost' })
  })
  afterAll(() => t.close())

  const me = (api: typeof other, token: string) => api.request('http://localhost/auth/me', { headers: { Authorization: `Bearer ${token}` } })

  it('end on every instance at once when they end on one, well within the cache time', async () => {
    const { access_token: token } = await signIn(t.api, 'editor@test.example', passwords.editor)
    // The other instance knows the token now (and keeps it once its listener is up).
    await expect.poll(async () => (await me(other, token)).status).toBe(200)
    await new Promise((r) => setTimeout(r, 200))
    expect((await me(other, token)).status).toBe(200)
    expect((await t.api.request('http://localhost/auth/sign-out', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(200)
    await expect.poll(async () => (await me(other, token)).status, { timeout: 1000, interval: 20 }).toBe(401)
  })

  it('apply a disabled account on every instance at once', async () => {
    const { access_token: token } = await signIn(t.api, 'reviewer@test.example', passwords.reviewer)
    expect((await me(other, token)).status).toBe(200)
    const { body: users } = await t.admin.get('/users?limit=50')
    const reviewer = (users.items as { id: string; email: string }[]).find((u) => u.email === 'reviewer@test.example')!
    const { body: full } = await t.admin.get(`/users/${reviewer.id}`)
    expect((await t.admin.put(`/users/${reviewer.id}`, { ...full, disabled: true }, { 'If-Match': `"${full.version}"` })).status).toBe(200)
    await expect.poll(async () => (await me(other, token)).status, { timeout: 1000, interval: 20 }).toBe(401)
  })
})
