import { expect, test } from './test.ts'

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu folds behind a Menu button, and a submenu opens by touch', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = nav.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Rooms' })).toBeHidden()
    await menu.tap()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Rooms' })).toBeVisible()
    const discover = nav.getByRole('button', { name: 'Discover pages' })
    await expect(nav.getByRole('link', { name: 'Experiences' })).toBeHidden()
    await discover.tap()
    await expect(discover).toHaveAttribute('aria-expanded', 'true')
    await nav.getByRole('link', { name: 'Experiences' }).tap()
    await expect(page).toHaveURL(/\/experiences$/)
    // The page is marked in the menu, and so is the entry whose submenu holds it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).tap()
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveText('Experiences')
  })
})

test('on a desktop the menu is open, its submenus work by keyboard, and Escape closes one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/rooms')
  const nav = page.getByRole('navigation', { name: 'Main' })
  // The menu's buttons work once the page's script has taken over the header.
  await expect(nav).toHaveAttribute('data-foldable', 'true')
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Rooms')
  const discover = nav.getByRole('button', { name: 'Discover pages' })
  await discover.focus()
  await page.keyboard.press('Enter')
  await expect(discover).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(discover).toHaveAttribute('aria-expanded', 'false')
  await expect(discover).toBeFocused()
})

test.describe('on a phone (390 px), every block of a demo page', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('fits the screen, and a widget set to show its request shows it to editors only', async ({ page }) => {
    for (const url of ['/discover', '/', '/experiences', '/gallery']) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }))
      expect(scrollWidth, `${url} scrolls sideways`).toBeLessThanOrEqual(innerWidth)
    }
    await page.goto('/discover')
    await expect(page.locator('.v-flight')).toBeVisible()
    await expect(page.getByLabel('Booking request')).toHaveCount(0)
  })
})
