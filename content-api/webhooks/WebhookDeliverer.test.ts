import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../catalogue/model/ids.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { WebhookDeliverer } from './WebhookDeliverer.ts'
import { createWebhook, tables } from './webhookStore.ts'

const databases = await testDatabases()

describe.each(databases)('webhook deliveries picked up by several instances on $name', ({ open }) => {
  let db: Awaited<ReturnType<typeof open>>
  let server: Server
  let url = ''
  const received: string[] = []
  beforeAll(async () => {
    db = await open()
    server = createServer((req, res) => {
      received.push(String(req.headers['voix-delivery']))
      // Slow enough that every instance has looked at the delivery while the first one sends it.
      setTimeout(() => res.writeHead(200).end('thanks'), 150)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  })
  afterAll(async () => {
    await new Promise((r) => server.close(r))
    await db.drop()
  })

  it('sends a delivery left pending once, however many instances resume it at once', async () => {
    const hook = await createWebhook(db, { name: 'CDN', url, events: ['build.live'] }, 'admin@test.example')
    const at = new Date().toISOString()
    const id = newId()
    await tables(db)
      .insertInto('webhook_deliveries')
      .values({ id, webhook_id: hook.id, event: 'build.live', payload: '{"event":"build.live"}', status: 'pending', tries: 0, attempts: '[]', next_attempt_at: at, created_at: at, updated_at: at })
      .execute()
    // Three instances starting together, each resuming what it finds pending.
    const instances = [0, 1, 2].map(() => new WebhookDeliverer(db, { allowedHosts: ['127.0.0.1'] }))
    await Promise.all(instances.map((one) => one.resume()))
    await expect.poll(async () => (await tables(db).selectFrom('webhook_deliveries').select('status').where('id', '=', id).executeTakeFirst())?.status, { timeout: 5000 }).toBe('delivered')
    await Promise.all(instances.map((one) => one.idle()))
    await new Promise((r) => setTimeout(r, 300))
    expect(received).toEqual([id])
    for (const one of instances) one.stop()
  })
})

describe('where deliveries connect (a receiver on loopback, reached through names a test resolver answers)', () => {
  let db: Awaited<ReturnType<(typeof databases)[number]['open']>>
  let server: Server
  let port = 0
  const received: string[] = []
  beforeAll(async () => {
    db = await databases[0]!.open()
    server = createServer((req, res) => {
      received.push(String(req.url))
      if (req.url === '/moved') res.writeHead(302, { Location: 'http://127.0.0.1:9/elsewhere' }).end()
      else res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`internal status page ${'x'.repeat(5000)}`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((r) => server.close(r))
    await db.drop()
  })

  /** One delivery to `url`, attempted once by a deliverer with these options; answers its stored attempt. */
  async function deliverOnce(url: string, options: ConstructorParameters<typeof WebhookDeliverer>[1]) {
    const hook = await createWebhook(db, { name: 'CDN', url, events: ['build.live'] }, 'admin@test.example')
    const at = new Date().toISOString()
    const id = newId()
    await tables(db)
      .insertInto('webhook_deliveries')
      .values({ id, webhook_id: hook.id, event: 'build.live', payload: '{"event":"build.live"}', status: 'pending', tries: 0, attempts: '[]', next_attempt_at: at, created_at: at, updated_at: at })
      .execute()
    const deliverer = new WebhookDeliverer(db, { maxAttempts: 1, ...options })
    await deliverer.resume()
    await expect.poll(async () => (await tables(db).selectFrom('webhook_deliveries').select('status').where('id', '=', id).executeTakeFirst())?.status, { timeout: 5000 }).not.toBe('pending')
    await deliverer.idle()
    deliverer.stop()
    const row = await tables(db).selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return { status: row.status, attempt: (JSON.parse(row.attempts) as { status: number | null; response: string; error: string | null }[])[0]! }
  }
  // Stands for a public name whose DNS answers a loopback address (a hosts-file name, 127.0.0.1.nip.io).
  const resolve = async () => [{ address: '127.0.0.1', family: 4 }]

  it('does not send to a name that resolves to loopback, by default: the receiver hears nothing', async () => {
    const before = received.length
    const { status, attempt } = await deliverOnce(`http://receiver.example:${port}/purge`, { allowedHosts: [], resolve })
    expect(status).toBe('failed')
    expect(attempt).toMatchObject({ status: null, response: '' })
    expect(attempt.error).toBe('Not sent: receiver.example resolves to 127.0.0.1, a loopback address, which this server does not send to; if the receiver is yours, an admin can list its host in WEBHOOK_ALLOWED_HOSTS')
    expect(received.length).toBe(before)
  })

  it('sends to a listed host, keeping the status and a short excerpt of the answer only', async () => {
    const { status, attempt } = await deliverOnce(`http://receiver.example:${port}/purge`, { allowedHosts: ['receiver.example'], resolve })
    expect(status).toBe('delivered')
    expect(attempt.status).toBe(200)
    expect(attempt.response.startsWith('internal status page ')).toBe(true)
    expect(attempt.response.length).toBe(300)
  })

  it('follows no redirect: the answer is recorded as not delivered, naming where it pointed', async () => {
    const before = received.length
    const { status, attempt } = await deliverOnce(`http://127.0.0.1:${port}/moved`, { allowedHosts: ['127.0.0.1'] })
    expect(status).toBe('failed')
    expect(attempt.status).toBe(302)
    expect(attempt.error).toMatch(/redirect to http:\/\/127\.0\.0\.1:9\/elsewhere; deliveries do not follow redirects/)
    expect(received.slice(before)).toEqual(['/moved'])
  })
})
