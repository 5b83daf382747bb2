import { expect, test } from './test.ts'
import { openPage, preview, signIn } from './studioSignIn.ts'

test('the studio asks to sign in, signs in with PKCE, lists the pages and opens one in the editor', async ({ page }) => {
  // The studio works under its Content Security Policy: nothing it does is refused.
  const refused: string[] = []
  page.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()))
  const studio = await page.goto('/voix')
  expect(studio!.headers()['content-security-policy']).toContain("script-src 'self';")
  expect(studio!.headers()['x-frame-options']).toBe('SAMEORIGIN')
  await expect(page).toHaveURL(/\/voix\/login\?returnTo=/)
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible()
  // Narrowed to the default site, as every demo site has its own rooms, dining and offers pages.
  await page.goto('/voix/pages?site=playaresorts')
  for (const title of ['Playa Resorts — all-inclusive escapes', 'Rooms and suites', 'Dining', 'Specials']) {
    await page.getByRole('searchbox', { name: 'Search by title or path' }).fill(title)
    await expect(page.getByRole('table').getByRole('link', { name: title, exact: true }).first()).toBeVisible()
  }
  const cookies = await page.context().cookies()
  const access = cookies.find((c) => c.name === 'voix-access-token')!
  const refresh = cookies.find((c) => c.name === 'voix-refresh-token')!
  // Kept 150 days, out of scripts' reach, each sent only where it is needed.
  expect(access.expires * 1000 - Date.now()).toBeGreaterThan(149 * 24 * 3600 * 1000)
  expect([access.httpOnly, access.sameSite, access.path]).toEqual([true, 'Strict', '/api'])
  expect([refresh.httpOnly, refresh.sameSite, refresh.path]).toEqual([true, 'Strict', '/api/auth/token'])
  await openPage(page, 'Playa Resorts — all-inclusive escapes')
  await expect(page.getByRole('treeitem')).toHaveCount(6)
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
  expect(refused).toEqual([])
})

test('a script on a published page, or in the preview, cannot read the studio\'s tokens', async ({ page }) => {
  await signIn(page)
  const tokens = (await page.context().cookies()).filter((c) => c.name === 'voix-access-token' || c.name === 'voix-refresh-token').map((c) => c.value)
  expect(tokens).toHaveLength(2)
  const leaks = async (read: () => Promise<string>) => {
    const seen = await read()
    return tokens.filter((token) => seen.includes(token))
  }
  // The default site shares the studio's origin: what its scripts see.
  await page.goto('/')
  expect(await page.evaluate(() => document.cookie)).toMatch(/voix-signed-in=\d+/)
  expect(await leaks(() => page.evaluate(() => document.cookie))).toEqual([])
  // Even asking the token endpoint for a new pair with the browser's own cookies gives a script no token.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/auth/token', { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'voix-studio' }) })
    return `${response.status} ${await response.text()} ${document.cookie}`
  })
  expect(answer).toMatch(/^200 \{"token_type":"Bearer","expires_in":3600\}/)
  const renewed = (await page.context().cookies()).filter((c) => c.name.startsWith('voix-') && c.name.endsWith('-token')).map((c) => c.value)
  expect(renewed.filter((token) => answer.includes(token))).toEqual([])
  // Inside the editor's live preview.
  await page.goto('/voix')
  await openPage(page, 'Playa Resorts — all-inclusive escapes')
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
  const frame = page.frames().find((f) => f.url().includes('voix-sync'))!
  expect(await leaks(() => frame.evaluate(() => document.cookie))).toEqual([])
  expect(await frame.evaluate(() => document.cookie)).not.toMatch(/voix-(access|refresh)-token/)
})

test('signing out ends the sign-in and clears its cookies', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/voix\/login/)
  expect((await page.context().cookies()).filter((c) => c.name.startsWith('voix-') && c.name !== 'voix-theme-color').map((c) => c.name)).toEqual([])
  await page.goto('/voix')
  await expect(page).toHaveURL(/\/voix\/login\?returnTo=/)
})

test('a sign-in return with a state that was not stored goes to /voix without signing in', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => logged.push(m.text()))
  await page.goto('/voix/auth/callback?code=forged&state=forged')
  await expect(page).toHaveURL(/\/voix\/(login|$)/)
  expect((await page.context().cookies()).some((c) => c.name === 'voix-access-token')).toBe(false)
})

test('the shell has the routes of the admin area', async ({ page }) => {
  await signIn(page)
  for (const [path, heading] of [
    ['/voix/documentation/guides/blocks/hero', 'No such document'],
    ['/voix/documentation', 'User guide'],
    ['/voix/cookbook', 'Cookbook'],
    ['/voix/pages/create', 'New page'],
    ['/voix/head-tags/42', 'Head tags'],
    ['/voix/redirects/create', 'New redirect'],
    ['/voix/menus', 'Menus'],
    ['/voix/specials/create', 'New special'],
    ['/voix/users', 'Users'],
    ['/voix/releases', 'Releases'],
    ['/voix/profile', 'Profile'],
    ['/voix/slicer', 'Slices'],
    ['/voix/slicer/templates/GenericHero', 'Hero: templates'],
    ['/voix/slicer/design-guide', 'Design guide'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  }
})
