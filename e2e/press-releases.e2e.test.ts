import { expect, test } from './test.ts'
import { pressRelease } from '../content-api/seed/brands/brandPages.ts'
import { openPage, preview, signIn } from './studioSignIn.ts'
import { e2eServer } from './e2eServer.ts'

// The Voix demo site has a press release list on /press and a release (its detail block) on its own page.
const { headline } = pressRelease
const port = e2eServer().port

test("a built press release list shows the site's published releases", async ({ page }) => {
  await page.goto(`http://voix.localhost:${port}/press`)
  const items = page.locator('.v-press-list__item')
  await expect(items).toHaveCount(1)
  await expect(items.getByRole('link', { name: headline, exact: true })).toHaveAttribute('href', pressRelease.path)
  await expect(page.locator('.v-press-list__empty')).toHaveCount(0)
})

test('the studio preview fills a press release list from the content API while the list is edited', async ({ page }) => {
  await signIn(page)
  await openPage(page, 'Voix Hotels newsroom')
  const releases = page.waitForResponse((r) => r.url().includes('/api/press-releases?site=voix&locale=en'))
  await page.getByRole('tree', { name: 'Elements' }).getByRole('treeitem', { name: /Latest news/ }).click()
  await page.locator('.fields').getByLabel('Title', { exact: true }).fill('Newsroom, edited')
  // The heading proves the preview now renders the editor's copy, not the built page.
  const list = preview(page).locator('.v-press-list')
  await expect(list.getByRole('heading', { name: 'Newsroom, edited' })).toBeVisible()
  const answer = await releases
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject([{ title: headline, href: pressRelease.path }])
  await expect(list.getByRole('link', { name: headline, exact: true })).toBeVisible()
  await expect(list.locator('.v-press-list__empty')).toHaveCount(0)
})
