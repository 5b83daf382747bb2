import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app.ts'
import { issueTokens } from '../auth/tokens.ts'
import type { RunBuild } from '../builds/buildQueue.ts'
import { LocalBuildQueue } from '../builds/LocalBuildQueue.ts'
import { client } from '../testing/signIn.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { checkSignature } from './webhookSignature.ts'

const databases = await testDatabases()

interface Received {
  headers: IncomingMessage['headers']
  body: string
  answered: number
}

/** A receiver on 127.0.0.1 that answers each request with the next planned status (200 once the plan is spent). */
async function receiver() {
  const received: Received[] = []
  const plan: number[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const answered = plan.shift() ?? 200
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered })
      res.writeHead(answered, { 'Content-Type': 'text/plain' }).end(answered === 200 ? 'thanks' : 'receiver broke')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/voix`, received, plan, close: () => new Promise((r) => server.close(r)) }
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe.each(databases)('build webhooks, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let hook: Awaited<ReturnType<typeof receiver>>
  let page: { id: string }
  let failNext = false
  const runBuild: RunBuild = async () => {
    if (failNext) {
      failNext = false
      throw Object.assign(new Error('an image is missing'), { where: { page: 'playaresorts/rooms', element: 'hero', field: 'image' } })
    }
    return { buildId: `b-${Date.now()}`, pages: 3, rendered: 1, reused: 2, changedPaths: [{ site: 'playaresorts', path: '/rooms' }], changedCount: 1, skipped: [] }
  }

  beforeAll(async () => {
    hook = await receiver()
    t = await setupApi(open, { seed: true, runBuild, api: { webhooks: { baseDelayMs: 20, allowedHosts: ['127.0.0.1'] } } })
    page = (await t.admin.get('/pages?limit=1&sort=path')).body.items[0]
  })
  afterAll(async () => {
    await t.close()
    await hook.close()
  })

  const publishWith = async (publisher: ReturnType<typeof client>) => {
    const draft = await publisher.get(`/pages/${page.id}`)
    const { version: _v, published_version_id: _p, source_page_id: _s, ...body } = draft.body
    return publisher.post(`/pages/${page.id}/publish`, { page: body, name: 'From CI' }, { 'If-Match': draft.headers.get('etag')! })
  }
  const token = async (scope: string) => client(t.api, (await t.admin.post('/tokens', { name: `ci-${scope}`, scope })).body.token)

  it('are registered by admins only, with a secret shown once', async () => {
    const made = await t.admin.post('/webhooks', { name: 'CDN purge', url: hook.url, events: ['build.live', 'build.failed'] })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(made.body).toMatchObject({ name: 'CDN purge', url: hook.url, events: ['build.live', 'build.failed'], created_by: 'admin@test.example' })
    const listed = await t.admin.get('/webhooks')
    expect(listed.body.items.map((w: { id: string }) => w.id)).toContain(made.body.id)
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret)
    expect((await t.editor.get('/webhooks')).status).toBe(403)
    expect((await t.editor.post('/webhooks', { name: 'x', url: hook.url, events: ['build.live'] })).status).toBe(403)
    expect((await (await token('publish')).get('/webhooks')).status).toBe(403)
  })

  it('refuse a bad address or event, naming the field', async () => {
    const res = await t.admin.post('/webhooks', { name: '', url: 'ftp://example.com/', events: ['build.done'] })
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['events.0', 'name', 'url'])
    expect(res.body.error).toContain('url: must start with https:// or http://')
    expect((await t.admin.post('/webhooks', { name: 'twice', url: hook.url, events: ['build.live', 'build.live'] })).body.error).toContain('events: must name each event once')
    expect((await t.admin.put('/webhooks/no-such-hook', { name: 'x', url: hook.url, events: ['build.live'] })).status).toBe(404)
  })

  it('deliver a signed build.live after a publish with a publish-scope token (a read-only one is refused), retrying after a 500', async () => {
    const secret = (await t.admin.post('/webhooks', { name: 'Retry', url: hook.url, events: ['build.live'] })).body.secret as string
    hook.received.length = 0
    // Both webhooks get the build.live: the first delivery to reach the receiver is answered 500.
    hook.plan.push(500)
    expect((await publishWith(await token('read'))).status).toBe(403)
    const published = await publishWith(await token('publish'))
    expect(published.status, JSON.stringify(published.body)).toBe(202)
    await t.queue.idle()
    // Two webhooks are subscribed: each gets the event; one of them first gets a 500, then the retry.
    const live = await until('three deliveries', () => (hook.received.length >= 3 ? hook.received : undefined))
    const failed = live.find((r) => r.answered === 500)!
    const retried = live.find((r) => r.answered === 200 && r.headers['voix-delivery'] === failed.headers['voix-delivery'])
    expect(retried, 'the delivery answered 500 is sent again').toBeDefined()
    expect(retried!.body).toBe(failed.body)

    const mine = live.filter((r) => checkSignature(secret, r.body, r.headers['voix-signature'] as string) === undefined)
    expect(mine.length, 'deliveries signed with this webhook secret').toBeGreaterThanOrEqual(1)
    for (const r of live) {
      expect(r.headers['voix-event']).toBe('build.live')
      expect(r.headers['content-type']).toBe('application/json')
      expect(r.headers['voix-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    }
    const payload = JSON.parse(mine[0]!.body)
    expect(payload).toEqual({
      event: 'build.live',
      job: { id: published.body.job.id, status: 'live', publishes: 1 },
      build: { id: expect.stringMatching(/^b-/), pages: 3, rendered: 1, reused: 2, changedPaths: [{ site: 'playaresorts', path: '/rooms' }], changedCount: 1, skipped: [] },
    })
    expect(checkSignature(`${secret}x`, mine[0]!.body, mine[0]!.headers['voix-signature'] as string)).toBe('signature does not match')

    // The attempts are recorded: 500 then 200, with the receiver's answer.
    const hooks = (await t.admin.get('/webhooks')).body.items as { id: string }[]
    const deliveries = async () => (await Promise.all(hooks.map(async (h) => (await t.admin.get(`/webhooks/${h.id}/deliveries`)).body.items))).flat()
    // The receiver has answered 200; the sender records that attempt just after.
    const retriedDelivery = await until('the retry recorded', async () => {
      const found = (await deliveries()).find((d: { id: string }) => d.id === failed.headers['voix-delivery'])
      return found?.attempts.length === 2 ? found : undefined
    })
    expect(retriedDelivery).toMatchObject({ event: 'build.live', status: 'delivered', next_attempt_at: null })
    expect(retriedDelivery.attempts.map((a: { status: number }) => a.status)).toEqual([500, 200])
    expect(retriedDelivery.attempts[0]).toMatchObject({ response: 'receiver broke', error: null })
    expect(retriedDelivery.attempts[1]).toMatchObject({ response: 'thanks', error: null })
  })

  it('re-send a delivery with a fresh signature, and sign with a rotated secret from then on', async () => {
    const made = (await t.admin.post('/webhooks', { name: 'Resend', url: hook.url, events: ['build.failed'] })).body
    hook.received.length = 0
    failNext = true
    expect((await publishWith(t.admin)).status).toBe(202)
    await t.queue.idle()
    const first = await until('the build.failed delivery', () => hook.received.find((r) => checkSignature(made.secret, r.body, r.headers['voix-signature'] as string) === undefined))
    expect(JSON.parse(first.body)).toMatchObject({ event: 'build.failed', job: { status: 'failed' }, error: { message: 'an image is missing', site: 'playaresorts', page: '/rooms', element: 'hero', field: 'image' } })
    const delivery = await until('delivered', async () => (await t.admin.get(`/webhooks/${made.id}/deliveries`)).body.items.find((d: { status: string }) => d.status === 'delivered'))

    const rotated = await t.admin.post(`/webhooks/${made.id}/secret`, {})
    expect(rotated.status).toBe(200)
    expect(rotated.body.secret).not.toBe(made.secret)
    hook.received.length = 0
    const resent = await t.admin.post(`/webhooks/deliveries/${delivery.id}/resend`, {})
    expect(resent.status).toBe(202)
    const again = await until('the re-sent delivery', () => hook.received.find((r) => r.headers['voix-delivery'] === delivery.id))
    expect(again.body).toBe(first.body)
    expect(checkSignature(rotated.body.secret, again.body, again.headers['voix-signature'] as string)).toBeUndefined()
    expect(checkSignature(made.secret, again.body, again.headers['voix-signature'] as string)).toBe('signature does not match')
    const after = await until('two attempts', async () => (await t.admin.get(`/webhooks/${made.id}/deliveries`)).body.items.find((d: { id: string; attempts: unknown[] }) => d.id === delivery.id && d.attempts.length === 2))
    expect(after.status).toBe('delivered')
    expect((await t.admin.post('/webhooks/deliveries/no-such-delivery/resend', {})).status).toBe(404)
    expect((await t.editor.post(`/webhooks/deliveries/${delivery.id}/resend`, {})).status).toBe(403)
  })

  it('give up after the last attempt, recording why, and pick up a pending delivery on start', async () => {
    // A port nothing listens on any more.
    const closed = await receiver()
    await closed.close()
    const gone = (await t.admin.post('/webhooks', { name: 'Gone', url: closed.url, events: ['build.live'] })).body
    const at = new Date().toISOString()
    await t.db.kysely
      .insertInto('webhook_deliveries' as never)
      .values({ id: 'left-pending', webhook_id: gone.id, event: 'build.live', payload: '{"event":"build.live"}', status: 'pending', tries: 0, attempts: '[]', next_attempt_at: at, created_at: at, updated_at: at } as never)
      .execute()
    // A new API on the same database (a restarted server) resumes it.
    createApi({ db: t.db, queue: new LocalBuildQueue(t.db), publicUrl: 'http://localhost', webhooks: { baseDelayMs: 5, maxAttempts: 2, allowedHosts: ['127.0.0.1'] } })
    const failed = await until('the delivery to give up', async () => (await t.admin.get(`/webhooks/${gone.id}/deliveries`)).body.items.find((d: { status: string }) => d.status === 'failed'))
    expect(failed.id).toBe('left-pending')
    expect(failed.attempts).toHaveLength(2)
    expect(failed.attempts[0]).toMatchObject({ status: null, error: 'Could not reach the receiver: the connection was refused' })
    // Deliveries older than 30 days go when the next event is recorded.
    await t.db.kysely.updateTable('webhook_deliveries' as never).set({ created_at: '2020-01-01T00:00:00.000Z' } as never).where('id' as never, '=', 'left-pending' as never).execute()
    await publishWith(t.admin)
    await t.queue.idle()
    await until('the old delivery to go', async () => (await t.admin.get(`/webhooks/${gone.id}/deliveries`)).body.items.every((d: { id: string }) => d.id !== 'left-pending'))
    const removed = await t.admin.delete(`/webhooks/${gone.id}`)
    // As the README says: 204, no body.
    expect([removed.status, removed.body]).toEqual([204, undefined])
    expect((await t.admin.get(`/webhooks/${gone.id}/deliveries`)).status).toBe(404)
  })

  it('refuse addresses that are not public unless their host is listed (WEBHOOK_ALLOWED_HOSTS)', async () => {
    const strict = createApi({ db: t.db, queue: new LocalBuildQueue(t.db), publicUrl: 'http://localhost', webhooks: { allowedHosts: [] } })
    const adminId = (await t.admin.get('/auth/me')).body.id as string
    const admin = client(strict, (await issueTokens(t.db, adminId, 'voix-studio')).access_token)
    const res = await admin.post('/webhooks', { name: 'Local', url: 'http://127.0.0.1:9000/hook', events: ['build.live'] })
    expect(res.status).toBe(400)
    expect(res.body.error).toContain('url: must be a public address: 127.0.0.1 is a loopback address; if the receiver is yours, an admin can list its host in WEBHOOK_ALLOWED_HOSTS')
    for (const url of ['http://169.254.169.254/latest', 'http://metadata.google.internal/', 'http://[fe80::1]/', 'http://224.0.0.1/', 'http://255.255.255.255/', 'http://localhost./', 'http://[64:ff9b::a9fe:a9fe]/', 'http://[::ffff:0:7f00:1]/', 'http://[::7f00:1]/', 'http://198.18.0.1/'])
      expect((await admin.post('/webhooks', { name: 'Inside', url, events: ['build.live'] })).status, url).toBe(400)
    expect((await admin.post('/webhooks', { name: 'Public', url: 'https://hooks.example.com/voix', events: ['build.live'] })).status).toBe(201)
  })
})
