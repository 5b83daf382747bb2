import { expect, test, type Page } from './test.ts'
import { mkdirSync } from 'node:fs'
import { layouts } from '../catalogue/layouts/layouts.ts'
import { layoutDemoHome } from '../scripts/lib/layoutDemoHome.ts'
import { expectNoSeriousViolations } from './axe.ts'

// Screenshots to look at, one folder for the whole review (kept by the test run, not compared).
const shots = 'test-results/screens'

/** No sideways scrolling: the document is no wider than the window. */
async function expectNoOverflow(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth)
}

test.describe('every layout’s demo home, as a visitor sees it', () => {
  // Each layout on its own page, read only: the layouts spread over the workers.
  test.describe.configure({ mode: 'parallel' })
  test.use({ viewport: { width: 1280, height: 800 } })
  test.beforeAll(() => mkdirSync(shots, { recursive: true }))

  for (const layout of layouts) {
    test(`${layout.id}: fits 390 and 1280 px wide, with no serious accessibility violation`, async ({ page, baseURL }) => {
      const { url } = layoutDemoHome(layout, baseURL!)
      await page.goto(url, { waitUntil: 'domcontentloaded' })
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
      await expectNoOverflow(page, `${layout.id} at 1280 px`)
      await page.screenshot({ path: `${shots}/layout-${layout.id}-1280.png` })
      await expectNoSeriousViolations(page, `${layout.id} demo home`)
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoOverflow(page, `${layout.id} at 390 px`)
      await page.screenshot({ path: `${shots}/layout-${layout.id}-390.png` })
    })
  }

  test('the 404 screen has no serious accessibility violation', async ({ page }) => {
    const answer = await page.goto('/no-such-page-anywhere')
    expect(answer?.status()).toBe(404)
    await expectNoOverflow(page, 'the 404 screen')
    await expectNoSeriousViolations(page, 'the 404 screen')
  })
})
