import { expect, test, type Page, type Request } from './test.ts'

type VoixWindow = { voix: { navigate: (href: string, options?: { external?: boolean }) => Promise<void>; buildId: string } }

async function open(page: Page, url = '/') {
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Links as content would have them, for targets the seeded menus do not link to. */
async function addLinks(page: Page, hrefs: string[]) {
  await page.evaluate((list) => {
    const nav = document.createElement('nav')
    nav.id = 'test-links'
    for (const href of list) nav.appendChild(Object.assign(document.createElement('a'), { href, textContent: href, style: 'display:block' }))
    document.querySelector('.v-main')!.prepend(nav)
  }, hrefs)
}

function record(page: Page) {
  const requests: Request[] = []
  page.on('request', (r) => requests.push(r))
  return {
    documents: () => requests.filter((r) => r.resourceType() === 'document').map((r) => r.url()),
    payloads: () => requests.filter((r) => r.url().includes('_payload.json')).map((r) => new URL(r.url()).pathname + new URL(r.url()).search),
    scripts: () => requests.filter((r) => r.resourceType() === 'script').map((r) => r.url()),
  }
}

test('links navigate by payload: {path}/_payload.json?{buildId}, fetched on hover, rendered without a page load', async ({ page }) => {
  await open(page)
  const buildId = await page.evaluate(() => (window as unknown as VoixWindow).voix.buildId)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
  const seen = record(page)
  const link = page.locator('.v-chrome-menu a[href="/rooms"]')
  await link.hover()
  await expect.poll(seen.payloads).toEqual([`/rooms/_payload.json?${buildId}`])
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms and suites' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/rooms')
  await expect(page).toHaveTitle('Rooms and suites')
  expect(seen.payloads()).toEqual([`/rooms/_payload.json?${buildId}`]) // the hover's answer was reused
  expect(seen.documents()).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
  expect(seen.documents()).toEqual([])
})

test("a page's layout is fetched when its link is hovered and is in place before the page shows", async ({ page }) => {
  await open(page)
  await addLinks(page, ['/dining?layout=hyatt-zilara'])
  const seen = record(page)
  await page.locator('#test-links a').hover()
  await expect.poll(() => seen.scripts().length).toBeGreaterThan(0)
  const afterHover = seen.scripts().length
  await page.locator('#test-links a').click()
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'hyatt-zilara')
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible()
  expect(seen.scripts().length).toBe(afterHover)
  expect(seen.documents()).toEqual([])
})

test('route preloads wait when more than 4 are pending', async ({ page }) => {
  await open(page)
  const targets = ['/rooms', '/dining', '/specials', '/discover', '/experiences', '/gallery']
  await addLinks(page, targets)
  const held: (() => Promise<void>)[] = []
  await page.route('**/_payload.json*', (route) => void held.push(() => route.continue()))
  for (const href of targets) await page.locator(`#test-links a[href="${href}"]`).hover()
  await expect.poll(() => held.length).toBe(4)
  await page.waitForTimeout(300) // nothing more starts while four are pending
  expect(held.length).toBe(4)
  await held[0]!()
  await expect.poll(() => held.length).toBe(5)
  await Promise.all(held.slice(1).map((go) => go()))
  await expect.poll(() => held.length).toBe(6)
  await held[5]!()
})

test.describe('the middleware chain, step by step', () => {
  test('validate: a bad path is a fatal 404 with its message', async ({ page }) => {
    await open(page)
    await addLinks(page, ['/Bad_Path'])
    const seen = record(page)
    await page.locator('#test-links a').click()
    await expect(page.locator('[data-error-message]')).toHaveAttribute('data-error-message', 'Page Not Found: /Bad_Path')
    expect(seen.payloads()).toEqual([])
    expect(seen.documents()).toEqual([])
  })

  test('layout-from-query: ?layout= picks the layout on a first load too', async ({ page }) => {
    await open(page, '/rooms?layout=infinity-luxury')
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'infinity-luxury')
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms and suites' })).toBeVisible()
  })

  test('unsaved changes: leaving asks first, and staying keeps the page', async ({ page }) => {
    await open(page)
    await page.evaluate(() => (document.documentElement.dataset.voixDirty = 'true'))
    const asked: string[] = []
    page.once('dialog', (d) => void (asked.push(`${d.type()}: ${d.message()}`), d.dismiss()))
    await page.locator('.v-chrome-menu a[href="/rooms"]').click()
    await expect.poll(() => asked).toEqual(['confirm: You have some unsaved changes. Are you sure you want to leave?'])
    expect(new URL(page.url()).pathname).toBe('/')
    page.once('dialog', (d) => void d.accept())
    await page.locator('.v-chrome-menu a[href="/rooms"]').click()
    await expect(page).toHaveURL(/\/rooms$/)
  })

  test('draft alert: leaving a page of a draft release says so, then goes on', async ({ page }) => {
    await open(page)
    await page.evaluate(() => (document.documentElement.dataset.voixReleaseStatus = 'draft'))
    const asked: string[] = []
    page.once('dialog', (d) => void (asked.push(`${d.type()}: ${d.message()}`), d.accept()))
    await page.locator('.v-chrome-menu a[href="/dining"]').click()
    await expect(page).toHaveURL(/\/dining$/)
    expect(asked).toEqual(['alert: This page belongs to a draft release: your changes are saved, but not live until the release is published.'])
  })

  test("domain redirect: every path of Sandpiper's site goes to Seadust", async ({ page, baseURL }) => {
    const { port } = new URL(baseURL!)
    await page.goto(`http://sandpiper.localhost:${port}/rooms`)
    await expect(page).toHaveURL(`http://seadust.localhost:${port}/rooms`)
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'seadust')
  })

  test('the server answers the redirects itself, for crawlers and link previews that run no script', async ({ request, baseURL }) => {
    const { port } = new URL(baseURL!)
    // Node does not resolve *.localhost as Chromium does: ask loopback, naming the site's host as a browser would.
    const head = (url: string) => {
      const u = new URL(url, baseURL)
      return request.head(`http://localhost:${port}${u.pathname}${u.search}`, { maxRedirects: 0, headers: { host: u.host } })
    }
    const moved = await head(`http://sandpiper.localhost:${port}/rooms?from=ad`)
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(`http://seadust.localhost:${port}/rooms?from=ad`)
    const keyword = await head(`http://hyatt-brand.localhost:${port}/resorts/punta-cana`)
    expect(keyword.status()).toBe(301)
    expect(keyword.headers().location).toBe(`http://hyatt.localhost:${port}/resorts/punta-cana`)
    expect((await head(`http://hyatt-brand.localhost:${port}/rooms`)).status()).toBe(200)
    const slash = await head('/dining/')
    expect(slash.status()).toBe(301)
    expect(slash.headers().location).toBe('/dining')
    const rule = await head('/offers')
    expect([301, 302, 307, 308]).toContain(rule.status())
    expect(rule.headers().location).toBe('/specials')
  })

  test('trailing slash: removed on client navigation, kept on the root', async ({ page }) => {
    await open(page, '/rooms')
    const seen = record(page)
    await page.evaluate(() => (window as unknown as VoixWindow).voix.navigate('/dining/'))
    await expect(page).toHaveURL(/\/dining$/)
    await page.evaluate(() => (window as unknown as VoixWindow).voix.navigate('/'))
    await expect(page.getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(seen.documents()).toEqual([])
  })

  test('keyword domain redirect: only Hyatt Brand paths naming a destination go to the Hyatt site', async ({ page, baseURL }) => {
    const { port } = new URL(baseURL!)
    await open(page, `http://hyatt-brand.localhost:${port}/`)
    await page.evaluate(() => (window as unknown as VoixWindow).voix.navigate('/rooms'))
    await expect(page).toHaveURL(`http://hyatt-brand.localhost:${port}/rooms`)
    await page.evaluate(() => void (window as unknown as VoixWindow).voix.navigate('/resorts/punta-cana'))
    await expect(page).toHaveURL(`http://hyatt.localhost:${port}/resorts/punta-cana`)
  })

  test("manifest redirect rules: fetched about a second after start, then followed on navigation", async ({ page }) => {
    const seen = record(page)
    const started = Date.now()
    const meta = page.waitForRequest(/\/builds\/meta\/[^/]+\.json$/)
    await open(page)
    await meta
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    await addLinks(page, ['/offers'])
    await page.locator('#test-links a').click()
    await expect(page).toHaveURL(/\/specials$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Specials' })).toBeVisible()
    expect(seen.documents()).toHaveLength(1) // only the first load
  })
})

test('navigation guards refuse external URLs unless allowed, and dangerous protocols always', async ({ page }) => {
  await open(page)
  const attempt = (href: string, external = false) =>
    page.evaluate(([h, e]) => (window as unknown as VoixWindow).voix.navigate(h as string, { external: e as boolean }).then(() => 'ok', (error: Error) => error.message), [href, external] as const)
  expect(await attempt('https://example.com/')).toBe('Navigating to an external URL is not allowed by default.')
  expect(await attempt('javascript:alert(1)', true)).toBe("Cannot navigate to a URL with 'javascript:' protocol.")
  expect(await attempt('data:text/html,hi', true)).toBe("Cannot navigate to a URL with 'data:' protocol.")
  expect(new URL(page.url()).pathname).toBe('/')
})
