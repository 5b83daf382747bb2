import { expect, test } from './test.ts'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signIn } from './studioSignIn.ts'

/** What content-api/README.md tells a receiver to do: recompute, compare in constant time, refuse old timestamps. */
function verified(secret: string, body: string, header: string): boolean {
  const sig = Object.fromEntries(header.split(',').map((p) => p.split('=')))
  const expected = createHmac('sha256', secret).update(`${sig.t}.${body}`).digest('hex')
  return Math.abs(Date.now() / 1000 - Number(sig.t)) <= 300 && sig.v1?.length === 64 && timingSafeEqual(Buffer.from(sig.v1), Buffer.from(expected))
}

test('an admin adds a webhook in the studio, sees its deliveries (a 500, then the retry) and sends one again', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const plan = [500]
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      const status = plan.shift() ?? 200
      res.writeHead(status).end(status === 200 ? 'purged' : 'cdn down')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`
    await signIn(page, '/voix/webhooks')
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible()
    await page.getByLabel('Name').fill('CDN purge')
    await page.getByLabel('Address').fill(url)
    await page.getByRole('button', { name: 'Add webhook' }).click()
    const secret = (await page.getByRole('status').locator('code').textContent())!
    expect(secret).toMatch(/^whsec_/)
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByText(secret)).toHaveCount(0)

    // A publish through the API, as the studio's session (cookie-signed writes come from the studio's origin).
    const list = await page.request.get('/api/pages?limit=1&sort=path')
    const { id } = (await list.json()).items[0]
    const current = await page.request.get(`/api/pages/${id}`)
    const { version: _v, published_version_id: _p, source_page_id: _s, ...draft } = await current.json()
    const published = await page.request.post(`/api/pages/${id}/publish`, { headers: { Origin: baseURL!, 'If-Match': current.headers().etag! }, data: { page: draft, quick: true } })
    expect(published.status(), await published.text()).toBe(202)

    await expect.poll(() => received.length, { timeout: 90_000, intervals: [250, 500, 1000] }).toBeGreaterThanOrEqual(2)
    for (const r of received) expect(verified(secret, r.body, r.headers['voix-signature'] as string)).toBe(true)
    expect(JSON.parse(received[1]!.body)).toMatchObject({ event: 'build.live', build: { changedCount: expect.any(Number) } })

    await page.getByRole('row', { name: /CDN purge/ }).getByRole('button', { name: 'Deliveries' }).click()
    const deliveries = page.getByRole('region', { name: 'Deliveries of CDN purge' })
    await expect(deliveries.getByText('Delivered (2 attempts)')).toBeVisible()
    await expect(deliveries.getByText(/answered 500/)).toBeVisible()
    await deliveries.getByRole('button', { name: 'Send again' }).click()
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(3)
    expect(received[2]!.headers['voix-delivery']).toBe(received[0]!.headers['voix-delivery'])
    await expect(deliveries.getByText('Delivered (3 attempts)')).toBeVisible({ timeout: 10_000 })
  } finally {
    await new Promise((r) => server.close(r))
  }
})
