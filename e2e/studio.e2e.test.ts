import { expect, test } from '@playwright/test'
import { openPage, preview, signIn } from './studioSignIn.ts'

test('the studio asks to sign in, signs in with PKCE, lists the pages and opens one in the editor', async ({ page }) => {
  await page.goto('/voix')
  await expect(page).toHaveURL(/\/voix\/login\?returnTo=/)
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible()
  for (const title of ['Playa Resorts — all-inclusive escapes', 'Rooms and suites', 'Dining', 'Specials'])
    await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible()
  const cookies = await page.context().cookies()
  const access = cookies.find((c) => c.name === 'voix-access-token')!
  // Kept 150 days.
  expect(access.expires * 1000 - Date.now()).toBeGreaterThan(149 * 24 * 3600 * 1000)
  await openPage(page, 'Playa Resorts — all-inclusive escapes')
  await expect(page.getByRole('treeitem')).toHaveCount(6)
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Your all-inclusive escape' })).toBeVisible()
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
    ['/voix/head-tags/42', 'Head tags: 42'],
    ['/voix/redirects/create', 'New redirects'],
    ['/voix/users', 'Users'],
    ['/voix/releases', 'Releases'],
    ['/voix/profile', 'Profile'],
    ['/voix/slicer', 'Slices'],
    ['/voix/slicer/templates/GenericHero', 'Hero templates'],
    ['/voix/slicer/design-guide', 'Design guide'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  }
})
