import { expect, test } from '@playwright/test'

test('the studio lists the pages from the API and opens one read-only', async ({ page }) => {
  await page.goto('/voix')
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible()
  for (const title of ['Playa Resorts — all-inclusive escapes', 'Rooms and suites', 'Dining', 'Specials'])
    await expect(page.getByRole('link', { name: title })).toBeVisible()
  await page.getByRole('link', { name: 'Playa Resorts — all-inclusive escapes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Playa Resorts — all-inclusive escapes' })).toBeVisible()
  await expect(page.locator('[data-element]')).toHaveCount(6)
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible()
})
