import { expect, test } from './test.ts'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { Release } from '../catalogue/model/entities/release.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { getRecord, insertRecord } from '../content-api/entities/entityStore.ts'
import { releases } from '../content-api/entities/registry.ts'
import { createPage, savePage } from '../content-api/pages/pageStore.ts'
import { e2eDataDir } from './site-build.ts'

test('each site is served by its host, in its own layout', async ({ page, baseURL }) => {
  const { port } = new URL(baseURL!)
  await page.goto(`http://hilton.localhost:${port}/`)
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'hilton')
  await expect(page.locator('.v-chrome-brand')).toHaveText('Hilton')
  await page.goto(`http://kimpton.localhost:${port}/`)
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'kimpton')
  await page.goto('/')
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'playaresorts')
})

test("the 404 screen: exact copy, links home and to specials, status 404 for any unknown path", async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ERROR')
  await expect(page.getByText("Sorry, we can't find that page.")).toBeVisible()
  await expect(page.getByText(/Picture yourself on the beach/)).toBeVisible()
  const screen = page.locator('.v-error--404')
  await expect(screen.locator('a[href="/"]')).toBeVisible()
  await expect(screen.locator('a[href="/specials"]')).toBeVisible()
  await expect(page.locator('.v-chrome-header')).toBeVisible() // in the site's own chrome
  await expect(page).toHaveTitle('404 ERROR')
})

test("a path that fails validation shows the 404 screen with 'Page Not Found: {path}'", async ({ page }) => {
  await page.goto('/Rooms/Ocean View?x=1')
  await expect(page.locator('[data-error-message]')).toHaveAttribute('data-error-message', 'Page Not Found: /Rooms/Ocean View?x=1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ERROR')
})

test('the catch-all error screen: status, a headline, the message, a way home and the stack; bots get none of it', async ({ page, browser }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The network drops the payload request of the next page: a real failure in the browser.
  await page.route('**/rooms/_payload.json*', (route) => route.abort('connectionreset'))
  await page.locator('.v-chrome-menu a[href="/rooms"]').click()
  const screen = page.locator('.v-error--catch-all')
  await expect(screen).toBeVisible()
  await expect(screen.locator('.v-error__status')).toHaveText('500')
  await expect(screen.locator('.v-error__headline')).not.toBeEmpty()
  await expect(screen.locator('.v-error__message')).toHaveText('Failed to fetch')
  await expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/')
  await expect(screen.locator('.v-error__stack')).toContainText('TypeError')
  expect(new URL(page.url()).pathname).toBe('/rooms')

  const bot = await browser.newPage({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
  await bot.goto('/')
  await expect(bot.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await bot.route('**/rooms/_payload.json*', (route) => route.abort('connectionreset'))
  await bot.locator('.v-chrome-menu a[href="/rooms"]').click()
  await expect(bot.locator('[data-error-status="500"]')).toBeAttached()
  await expect(bot.locator('.v-error__headline, .v-error__message, .v-error__stack')).toHaveCount(0)
  await bot.close()
})

test('the headline is one of about 19, chosen at random', async ({ page }) => {
  const seen = new Set<string>()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.route('**/_payload.json*', (route) => route.abort('connectionreset'))
  for (let i = 0; i < 12; i++) {
    await page.evaluate((n) => (window as unknown as { voix: { navigate: (h: string) => Promise<void> } }).voix.navigate(`/dining?n=${n}`).catch(() => {}), i)
    const headline = page.locator('.v-error__headline')
    await expect(headline).toBeVisible()
    seen.add((await headline.textContent())!)
  }
  expect(seen.size).toBeGreaterThan(3)
})

test('an unknown slice or recipe preview is the 404 screen, status 404, and stays so once hydrated', async ({ page }) => {
  for (const path of ['/voix/slice-preview/NoSuchBlock', '/voix/cookbook-preview/no-such-recipe']) {
    expect((await page.goto(path))!.status(), path).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ERROR')
    await expect(page.getByText("Sorry, we can't find that page.")).toBeVisible()
  }
})

test('/voix-debug shows the build and the visitor', async ({ page, request }) => {
  const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string }
  await page.goto('/voix-debug')
  await expect(page.getByRole('heading', { name: 'Voix debug' })).toBeVisible()
  await expect(page.locator('[data-debug="build"]')).toHaveText(latest.id)
  await expect(page.locator('[data-debug="agent"]')).toHaveText('signed out')
  await expect(page.locator('[data-debug="site"]')).toContainText('Playa Resorts')
})

test('/preview-release/{releaseId}/{previewSecret} renders the release through the site renderer and keeps it in a cookie', async ({ page, context }) => {
  const db = await openDatabase({ sqliteFile: resolve(e2eDataDir, 'voix.sqlite') })
  const release = await getRecord(db, releases, 'release-spring').finally(() => db.close())
  const secret = release!.doc.previewSecret!
  expect((await page.goto(`/preview-release/release-spring/${'x'.repeat(secret.length)}`))!.status()).toBe(404)
  const response = await page.goto(`/preview-release/release-spring/${secret}`)
  expect(response!.status()).toBe(200)
  expect(response!.headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The release id for the studio to restore (platform.md §4); the secret apart, out of reach of scripts.
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'voix-release-preview')).toMatchObject({ value: 'release-spring', httpOnly: false })
  expect(cookies.find((c) => c.name === 'voix-release-secret')).toMatchObject({ value: secret, httpOnly: true })
  // Restored on the next load: the release's page is rendered on request, not served from the live build.
  const home = await page.goto('/')
  expect(home!.headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
  // Not in the release: its live content, made in the preview with the banner, so following links stays in the release.
  await page.goto('/rooms')
  await expect(page.getByRole('region', { name: 'Release preview' }).locator('[data-viewing]')).toContainText('as it is live (around the release)')
})

test("a release preview renders database-backed blocks with the build's records: a specials block shows the offers it picks", async ({ page }) => {
  const db = await openDatabase({ sqliteFile: resolve(e2eDataDir, 'voix.sqlite') })
  const path = `/spring-offers-${Date.now().toString(36)}`
  const releaseId = `release-offers-${Date.now().toString(36)}`
  const secret = randomBytes(32).toString('base64url')
  try {
    // A new page that is only in the release, never published: the live build has nothing at its path.
    const offers = newSliceFromBlock('SpecialsSpecialOffers', { title: 'Spring offers', specials: ['special-resort-credit', 'special-gone', 'special-40-off'] })
    const created = await createPage(db, { site_id: 'playaresorts', path, title: 'Spring offers', layout: 'playaresorts', elements: [offers] })
    const { versionId } = await savePage(db, created.id, 1, created, 'saved', { name: 'For the release' })
    await insertRecord(db, releases, Release.parse({ id: releaseId, site_id: 'playaresorts', name: 'Spring offers', pageVersions: [{ page_id: created.id, version_id: versionId! }], previewSecret: secret }))
  } finally {
    await db.close()
  }
  expect((await page.goto(path))!.status()).toBe(404)
  expect((await page.goto(`/preview-release/${releaseId}/${secret}`))!.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const block = page.locator('[data-component="SpecialsSpecialOffers"]')
  await expect(block.getByRole('heading', { name: 'Spring offers' })).toBeVisible()
  // The picked offers in the picked order; an id with no record drops out, as in the build.
  await expect(block.locator('.v-special__title')).toHaveText(['$500 resort credit', 'Save up to 40%'])
  await expect(block.getByText('New offers are on their way')).toHaveCount(0)
  // Restored from the cookie on the next load, records included.
  await page.goto(path)
  await expect(page.locator('[data-component="SpecialsSpecialOffers"]').getByText('Save up to 40%')).toBeVisible()
})

test('a post page opens from the blog list by client navigation, in the site layout', async ({ page, request }) => {
  const documents: string[] = []
  page.on('request', (r) => void (r.resourceType() === 'document' && documents.push(r.url())))
  await page.goto('/blog')
  // Once the page's script takes links (it starts after load), not necessarily once the list's block is hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-links', 'payload')
  await page.getByRole('link', { name: 'Ten things to pack for the Caribbean', exact: true }).click()
  await expect(page).toHaveURL(/\/blog\/what-to-pack$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ten things to pack for the Caribbean')
  await expect(page.getByText('Reef-safe sunscreen, a light rain jacket')).toBeVisible()
  await expect(page).toHaveTitle('Ten things to pack for the Caribbean')
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'playaresorts')
  // The list's page only: the post came as a payload, even when clicked before the list's block was hydrated.
  expect(documents).toHaveLength(1)
  const payload = await request.get('/blog/what-to-pack/_payload.json')
  expect(payload.status()).toBe(200)
  expect((await payload.json()).page).toMatchObject({ path: '/blog/what-to-pack', title: 'Ten things to pack for the Caribbean' })
  const direct = await page.goto('/blog/what-to-pack')
  expect(direct!.status()).toBe(200)
})
