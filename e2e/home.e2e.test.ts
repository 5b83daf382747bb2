import { expect, test } from './test.ts'

test('the demo home page renders every block and hydrates without console errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/i\.ytimg\.com|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(msg.text() + msg.location().url))
      errors.push(`${msg.text()} (${msg.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  for (const component of ['GenericHero', 'GlobalIntro', 'GlobalImage', 'GlobalTable', 'GlobalYoutube', 'GenericBlockLink'])
    await expect(page.locator(`[data-component="${component}"]`)).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Mar y Sol' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Hydrated: the video poster's click handler is live and swaps in the player.
  await page.getByRole('button', { name: 'Play: Resort tour' }).click()
  await expect(page.locator('.v-youtube iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?.*autoplay=1/)
  expect(errors).toEqual([])
})

test('a trailing slash redirects to the slashless path and unknown paths are 404', async ({ page, request }) => {
  const redirected = await request.get('/rooms/', { maxRedirects: 0 })
  expect(redirected.status()).toBe(301)
  expect(redirected.headers().location).toBe('/rooms')
  await page.goto('/rooms/')
  expect(new URL(page.url()).pathname).toBe('/rooms')
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms and suites' })).toBeVisible()
  expect((await request.get('/no-such-page')).status()).toBe(404)
})

test('the build manifests have the documented shapes', async ({ request }) => {
  const latest = await (await request.get('/builds/latest.json')).json()
  expect(latest).toEqual({ id: expect.any(String), timestamp: expect.any(Number) })
  const meta = await (await request.get(`/builds/meta/${latest.id}.json`)).json()
  expect(meta).toMatchObject({ id: latest.id, timestamp: latest.timestamp, matcher: expect.any(Object), routeRules: expect.any(Object) })
  expect(meta.prerendered).toEqual(expect.arrayContaining(['/', '/rooms', '/dining', '/specials']))
  const payload = await (await request.get(`/rooms/_payload.json?${latest.id}`)).json()
  expect(payload).toMatchObject({ buildId: latest.id, page: { path: '/rooms', title: 'Rooms and suites' } })
})
