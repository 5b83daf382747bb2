import { expect, type APIRequestContext } from './test.ts'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One delivery as a receiver reads it (content-api/README.md, Build webhooks). */
export interface Delivery {
  event: string
  build?: { id: string; changedPaths: { site: string; path: string }[] }
}

/**
 * A CDN's purge endpoint on loopback, registered as a build webhook for `build.live` (the e2e server lists 127.0.0.1
 * in WEBHOOK_ALLOWED_HOSTS): every delivery it gets goes into `hooks`. `close` stops it.
 */
export async function startWebhookReceiver(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<{ hooks: Delivery[]; close: () => Promise<void> }> {
  const hooks: Delivery[] = []
  const receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      hooks.push(JSON.parse(body))
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const hook = await request.post('/api/webhooks', { headers, data: { name, url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge`, events: ['build.live'] } })
  expect(hook.status(), await hook.text()).toBe(201)
  return { hooks, close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) }
}
