import { expect, test, type Page } from './test.ts'

const preview = async (page: Page, component: string, template = 0) => {
  await page.goto(`/voix/slice-preview/${component}${template ? `/${template}` : ''}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test('the countdown counts down, and shows the ended text once past', async ({ page }) => {
  await preview(page, 'GlobalCountdownClock')
  await expect(page.getByRole('heading', { name: 'Act Fast! You have a limited time!' })).toBeVisible()
  const seconds = page.locator('[data-unit="seconds"]')
  await expect(seconds).not.toHaveText('--')
  const first = await seconds.textContent()
  await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first)
  expect(Number(await page.locator('[data-unit="days"]').textContent())).toBeGreaterThan(365)
  await preview(page, 'GlobalCountdownClock', 1)
  await expect(page.getByText('This sale has ended. See our current offers.')).toBeVisible()
})

test('the slider with content slides with the keyboard, the arrows and a swipe', async ({ page }) => {
  await preview(page, 'GenericSliderWithContent')
  const slider = page.getByRole('region', { name: 'Eight restaurants, no reservations needed' })
  await expect(slider).toHaveAttribute('data-start', '0')
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('data-start', '1')
  await page.keyboard.press('End')
  await expect(slider).toHaveAttribute('data-start', '2')
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('data-start', '2')
  await page.getByRole('button', { name: 'Previous slide' }).click()
  await expect(slider).toHaveAttribute('data-start', '1')
  const swipe = (dx: number) =>
    slider.evaluate((el, dx) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 200 })
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }))
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(300 + dx)] }))
    }, dx)
  await swipe(-120)
  await expect(slider).toHaveAttribute('data-start', '2')
  await swipe(150)
  await expect(slider).toHaveAttribute('data-start', '1')
  await swipe(10) // a tap, not a swipe
  await expect(slider).toHaveAttribute('data-start', '1')
})

test('the slider hero moves between its slides', async ({ page }) => {
  await preview(page, 'GlobalSliderHero')
  const slider = page.getByRole('region', { name: 'Highlights' })
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('data-start', '1')
  await expect(page.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('aria-hidden', 'true')
})

test('the gallery filters its images by category', async ({ page }) => {
  await preview(page, 'GlobalGalleries')
  const items = page.locator('.v-gallery__item')
  await expect(items).toHaveCount(6)
  await page.getByRole('button', { name: 'Pools' }).click()
  await expect(page.locator('.v-gallery__item:visible')).toHaveCount(1)
  await expect(page.locator('.v-gallery__item:visible')).toHaveAttribute('data-category', 'pools')
  await page.getByRole('button', { name: 'All' }).click()
  await expect(page.locator('.v-gallery__item:visible')).toHaveCount(6)
})

test('the inline booking widget builds the request within the page’s date limits and excluded resorts', async ({ page, request }) => {
  // The limiter and exclusion blocks as the build renders them, placed on the widget's page as an editor would.
  const marker = async (component: string, selector: RegExp) => selector.exec(await (await request.get(`/voix/slice-preview/${component}`)).text())![0]
  const limiter = await marker('GlobalBookingDatesLimiter', /<div hidden=""[^>]*data-booking-limits[^>]*>.*?<\/div>/)
  const exclude = await marker('GlobalBookingExcludeResorts', /<div hidden=""[^>]*data-booking-exclude[^>]*>.*?<\/div>/)
  expect(limiter).toContain('data-min="2027-03-01T00:00"')
  await preview(page, 'GlobalInlineBookingWidget')
  await page.evaluate((html) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html), limiter + exclude)

  const resort = page.getByLabel('Resort')
  await resort.focus()
  // Hyatt Ziva Cancun, the widget's preset, is excluded on this page, so it is no longer offered.
  await expect(resort.locator('option[value="HZCUN"]')).toHaveCount(0)
  await resort.selectOption('HLCUN')
  await expect(page.getByLabel('Arrive')).toHaveAttribute('min', '2027-03-01')
  await expect(page.getByLabel('Depart')).toHaveAttribute('max', '2027-05-31')

  // Past the window: refused with the reason, nothing sent.
  await page.getByLabel('Arrive').fill('2027-05-28')
  await page.getByLabel('Depart').fill('2027-06-03')
  await page.evaluate(() => document.querySelectorAll('input').forEach((i) => i.removeAttribute('max')))
  await page.getByRole('button', { name: 'Search stay + flight' }).click()
  await expect(page.getByRole('alert')).toHaveText('Departure must be on or before 2027-05-31')

  await page.getByLabel('Depart').fill('2027-05-31')
  await page.getByLabel('Children').fill('1')
  await page.getByLabel('Flying from').fill('jfk')
  await page.route('**/book?**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Booking engine</h1>' }))
  await page.getByRole('button', { name: 'Search stay + flight' }).click()
  await page.waitForURL(/\/book\?/)
  const url = new URL(page.url())
  expect(Object.fromEntries(url.searchParams)).toEqual({
    resort: 'HLCUN',
    arrive: '2027-05-28',
    depart: '2027-05-31',
    adults: '2',
    children: '1',
    flight: '1',
    from: 'JFK',
    currency: 'USD',
    lang: 'en',
  })
})

test('the flight widget shows its request when debugging', async ({ page }) => {
  await preview(page, 'GlobalFlightWidget')
  await page.getByLabel('From').fill('ORD')
  await page.getByLabel('To').selectOption('SCC')
  await page.getByLabel('Depart', { exact: true }).fill('2031-02-01')
  await page.getByLabel('Return').fill('2031-02-06')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByLabel('Booking request')).toContainText('GET /book?resort=SCC&arrive=2031-02-01&depart=2031-02-06&adults=2&children=0&flight=1&from=ORD&currency=USD')
})
