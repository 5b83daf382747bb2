import { expect, test, type Page } from './test.ts'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type Voix = {
  voix: {
    client: (base?: string) => Promise<(url: string, options?: { method?: string; body?: unknown }) => Promise<unknown>>
    fetch: (url: string, init?: RequestInit) => Promise<Response>
    protectedFetch: (options?: { header?: string; metaName?: string }) => (url: string) => Promise<Response>
  }
}

async function open(page: Page, url = '/') {
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

// A real server that fails on purpose, on its own origin (so CORS applies as it would to any API).
const hits: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[] = []
let server: Server
let origin = ''
test.beforeAll(async () => {
  const flaky = new Map<string, number>()
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c))
    req.on('end', () => {
      // A fresh connection each time: Chromium itself repeats a request answered 408 on a reused connection.
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': '*', Connection: 'close' }
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
      const path = req.url!
      hits.push({ method: req.method!, path, headers: req.headers, body })
      const status = Number(/^\/status\/(\d{3})/.exec(path)?.[1] ?? 200)
      if (path.startsWith('/flaky')) {
        const n = (flaky.get(path) ?? 0) + 1
        flaky.set(path, n)
        if (n === 1) return res.writeHead(503, { ...cors, 'Content-Type': 'application/json' }).end('{"error":"busy"}')
      }
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: status < 400, path, received: body ? JSON.parse(body) : null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('the generic client retries non-mutating requests once on 408, 409, 425, 429, 500, 502, 503, 504 and never others', async ({ page }) => {
  await open(page)
  const call = (path: string, method = 'GET', body?: unknown) =>
    page.evaluate(
      async ([base, p, m, b]) => {
        const client = await (window as unknown as Voix).voix.client(base as string)
        try {
          return { data: await client(p as string, { method: m as string, ...(b ? { body: b } : {}) }) }
        } catch (error) {
          return { error: (error as { status?: number }).status ?? String(error) }
        }
      },
      [origin, path, method, body] as const,
    )
  const count = (path: string) => hits.filter((h) => h.path === path).length
  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    expect(await call(`/status/${status}`)).toEqual({ error: status })
    expect(count(`/status/${status}`)).toBe(2)
  }
  for (const status of [400, 401, 403, 404, 422, 501]) {
    expect(await call(`/status/${status}/once`)).toEqual({ error: status })
    expect(count(`/status/${status}/once`)).toBe(1)
  }
  expect(await call('/status/503/post', 'POST', { a: 1 })).toEqual({ error: 503 })
  expect(count('/status/503/post')).toBe(1)
  expect(await call('/flaky/get')).toEqual({ data: { ok: true, path: '/flaky/get', received: null } })
  expect(count('/flaky/get')).toBe(2)
  expect(await call('/echo', 'POST', { booking: 'ABC', nights: 3 })).toEqual({ data: { ok: true, path: '/echo', received: { booking: 'ABC', nights: 3 } } })
  const echo = hits.find((h) => h.path === '/echo')!
  expect(echo.headers['content-type']).toMatch(/application\/json/)
  expect(echo.headers['x-voix-site']).toBe('playaresorts')
})

test("the fetch helper names the page's site, and the protected fetch carries the meta tag's token", async ({ page }) => {
  await open(page)
  await page.evaluate((base) => (window as unknown as Voix).voix.fetch(`${base}/site-header`), origin)
  expect(hits.find((h) => h.path === '/site-header')!.headers['x-voix-site']).toBe('playaresorts')
  await page.evaluate(async (base) => {
    document.head.append(Object.assign(document.createElement('meta'), { name: 'api-token', content: 'tok-1' }))
    const send = (window as unknown as Voix).voix.protectedFetch({ header: 'X-Api-Token', metaName: 'api-token' })
    await send(`${base}/protected/1`)
    document.querySelector<HTMLMetaElement>('meta[name="api-token"]')!.content = 'tok-2' // refreshed tag, next request
    await send(`${base}/protected/2`)
  }, origin)
  expect(hits.find((h) => h.path === '/protected/1')!.headers['x-api-token']).toBe('tok-1')
  expect(hits.find((h) => h.path === '/protected/2')!.headers['x-api-token']).toBe('tok-2')
})

test('uncaught errors are reported to the service configured in meta tags, with bearer auth, and to the console', async ({ page }) => {
  const consoleErrors: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())))
  await page.addInitScript((base) => {
    // The reporting settings are head tags an editor adds; here they are added before the runtime reads them.
    document.addEventListener('DOMContentLoaded', () => {
      for (const [name, content] of [['host', base], ['token', 'report-key'], ['environment', 'e2e'], ['level', 'warn']])
        document.head.append(Object.assign(document.createElement('meta'), { name: `voix-reporting-${name}`, content }))
    })
  }, origin)
  await open(page)
  await page.evaluate(() => setTimeout(() => { throw new Error('Booking widget exploded') }))
  await expect.poll(() => hits.filter((h) => h.path === '/api/v1/logs/js').length).toBe(1)
  const report = hits.find((h) => h.path === '/api/v1/logs/js')!
  expect(report.method).toBe('POST')
  expect(report.headers.authorization).toBe('Bearer report-key')
  const body = JSON.parse(report.body) as Record<string, unknown>
  expect(body).toMatchObject({ level: 'error', message: 'Booking widget exploded', environment: 'e2e', platform: 'web', url: expect.stringMatching(/\/$/), custom: {} })
  expect(Object.keys(body).sort()).toEqual(['custom', 'disableIPCapture', 'environment', 'level', 'message', 'platform', 'trace', 'url', 'version'])
  expect((body.trace as { stack: string }).stack.split('\n').length).toBeLessThanOrEqual(10)
  expect(consoleErrors.some((t) => t.includes('[error] Booking widget exploded'))).toBe(true)
})

test('a tooltip appears after 500 ms of hover and goes on leave or click', async ({ page }) => {
  await page.clock.install()
  await open(page, '/voix-debug')
  await page.clock.pauseAt(Date.now() + 5_000) // from here on, time moves only when the test says
  const tip = page.locator('#v-tooltip')
  const target = page.locator('[data-v-tooltip]')
  await target.hover()
  await page.clock.runFor(450)
  await expect(tip).toBeHidden()
  await page.clock.runFor(60)
  await expect(tip).toBeVisible()
  await expect(tip).toHaveText('Tooltips wait half a second')
  await page.mouse.move(0, 0)
  await expect(tip).toBeHidden()
  await target.hover()
  await page.clock.runFor(510)
  await expect(tip).toBeVisible()
  await target.click()
  await expect(tip).toBeHidden()
})

test('the Login Required Button shows its link to nobody a cookie set by hand claims to be', async ({ page, context, baseURL }) => {
  const { port } = new URL(baseURL!)
  const portal = `http://agent-cash-plus.localhost:${port}`
  await open(page, `${portal}/marketing`)
  const button = page.locator('[data-component="AgentsPortalLoginRequiredButton"]')
  await expect(button).toContainText('Login For Details')
  // Logged out, its text leads to the portal's sign-in and back here; the button's own link is not there.
  await expect(button.locator('a')).toHaveCount(1)
  await expect(button.locator('a')).toHaveAttribute('href', '/auth/sign-in?return=%2Fmarketing')
  await expect(page.locator('html')).toHaveAttribute('data-agent', 'signed-out')
  // The cookie only makes the page ask the server, which names nobody: the link is not in the page to show.
  await context.addCookies([{ name: 'voix-agent', value: encodeURIComponent('Maria Lopez'), url: portal }])
  const asked = page.waitForResponse((r) => r.url().includes('/auth/agent?'))
  await open(page, `${portal}/marketing`)
  expect((await asked).status()).toBe(401)
  await expect(button).toContainText('Login For Details')
  await expect(button.locator('a')).toHaveAttribute('href', '/auth/sign-in?return=%2Fmarketing')
  await expect(page.locator('html')).toHaveAttribute('data-agent', 'signed-out')
})

test('an on-click popup on a page reached by client navigation opens from a link to its target', async ({ page, baseURL }) => {
  const { port } = new URL(baseURL!)
  await open(page, `http://agent-cash-plus.localhost:${port}/login`)
  await page.locator('.v-chrome-menu a[href="/"]').first().click()
  await expect(page.locator('[data-component="AgentsPortalPopup"]')).toBeAttached()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.evaluate(() => document.querySelector('.v-main')!.prepend(Object.assign(document.createElement('a'), { href: '#double-points', id: 'offer', textContent: 'Double points' })))
  await page.locator('#offer').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/')
})

test('experience points: a page view adds its tags, a slice scrolled into view adds its own', async ({ page }) => {
  await open(page)
  const points = () => page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('voix:'))))
  const first = await points()
  expect(Object.keys(first).length).toBeGreaterThan(0)
  for (const value of Object.values(first)) expect(value).toMatch(/^\d+$/)
  await page.locator('.v-chrome-menu a[href="/rooms"]').click()
  await expect(page).toHaveURL(/\/rooms$/)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(async () => Object.values(await points()).reduce((a, b) => a + Number(b), 0)).toBeGreaterThan(Object.values(first).reduce((a, b) => a + Number(b), 0))
})

test('error reporting honours the minimum level and the allowed domains', async ({ page, context, baseURL }) => {
  type Reporting = { voix: { report: (level: string, error: unknown, custom?: Record<string, unknown>) => Promise<void> } }
  const settings = (domains: string) =>
    context.addInitScript(
      ([base, allowed]) => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const [name, content] of [['host', base], ['token', 'report-key'], ['level', 'warn'], ['domains', allowed]])
            document.head.append(Object.assign(document.createElement('meta'), { name: `voix-reporting-${name}`, content }))
        })
      },
      [origin, domains] as const,
    )
  const reported = (message: string) => hits.filter((h) => h.path === '/api/v1/logs/js' && (JSON.parse(h.body) as { message: string }).message === message)

  await settings('localhost')
  await open(page)
  await page.evaluate(async () => {
    const { report } = (window as unknown as Reporting).voix
    await report('info', new Error('Below the minimum level'))
    await report('critical', new Error('Checkout is down'), { area: 'checkout' })
  })
  expect(reported('Below the minimum level')).toHaveLength(0)
  expect(reported('Checkout is down')).toHaveLength(1)
  expect(JSON.parse(reported('Checkout is down')[0]!.body)).toMatchObject({ level: 'critical', custom: { area: 'checkout' } })

  // A page on a host that is not allowed reports nothing, not even critical errors.
  const elsewhere = await context.browser()!.newContext()
  await elsewhere.addInitScript(
    ([base]) => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const [name, content] of [['host', base], ['domains', 'example.com']])
          document.head.append(Object.assign(document.createElement('meta'), { name: `voix-reporting-${name}`, content }))
      })
    },
    [origin] as const,
  )
  const other = await elsewhere.newPage()
  const logged: string[] = []
  other.on('console', (m) => void logged.push(m.text()))
  await open(other, `${baseURL}/`)
  await expect(other.locator('meta[name="voix-reporting-domains"]')).toHaveAttribute('content', 'example.com')
  await other.evaluate(() => (window as unknown as Reporting).voix.report('critical', new Error('Not from an allowed domain')))
  expect(reported('Not from an allowed domain')).toHaveLength(0)
  expect(logged.filter((t) => t.includes('Not from an allowed domain'))).toEqual([]) // nor to the console
  await elsewhere.close()
})
