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
    const instances = [0, 1, 2].map(() => new WebhookDeliverer(db, { allowPrivate: true }))
    await Promise.all(instances.map((one) => one.resume()))
    await expect.poll(async () => (await tables(db).selectFrom('webhook_deliveries').select('status').where('id', '=', id).executeTakeFirst())?.status, { timeout: 5000 }).toBe('delivered')
    await Promise.all(instances.map((one) => one.idle()))
    await new Promise((r) => setTimeout(r, 300))
    expect(received).toEqual([id])
    for (const one of instances) one.stop()
  })
})
