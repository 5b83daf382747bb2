import { expect, test } from './test.ts'
import { join } from 'node:path'
import { readRoutes } from '../build/deploy/pruneBuilds.ts'
import { expectNoSeriousViolations } from './axe.ts'
import { e2eDataDir } from './site-build.ts'

/**
 * Five of the demo's sites, every page of each as the live build serves it: a family brand, an adults-only brand,
 * a boutique resort, the foundation and the bare embedding layout, so every kind of page the seed makes is among them.
 */
const sites = ['hyatt-ziva', 'hyatt-zilara', 'kimpton', 'playa-cares', 'no-chrome']

// Every test here only reads the demo: they spread over the workers, the longest file of the run otherwise.
test.describe.configure({ mode: 'parallel' })

test('booking from a brand home ends on a page that shows the resort, dates and travellers chosen', async ({ page, baseURL }) => {
  const { port } = new URL(baseURL!)
  await page.goto(`http://hyatt-ziva.localhost:${port}/`)
  // The bar's submit is React's: sent before the page has hydrated, the browser's own submit reloads the home page
  // with the fields in its address (seen once on a busy machine), so the visitor here books once it has.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const bar = page.getByRole('form', { name: 'Book your stay' })
  await expect(bar.getByLabel('Resort')).toHaveValue('HZCUN')
  await bar.getByLabel('Arrive').fill('2031-03-10')
  await bar.getByLabel('Depart').fill('2031-03-15')
  await bar.getByLabel('Adults').fill('2')
  await bar.getByLabel('Children').fill('1')
  await bar.getByRole('button', { name: 'Check availability' }).click()
  await page.waitForURL(/\/book\?/)
  const stay = page.getByRole('definition')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your stay with Hyatt Ziva')
  await expect(stay).toHaveText(['Hyatt Ziva Cancun, Cancún, Mexico', 'Monday, March 10, 2031', 'Saturday, March 15, 2031 (5 nights)', '2 adults and 1 child'])
  // An address without a whole stay says what to do instead of showing made-up details.
  await page.goto(`http://hyatt-ziva.localhost:${port}/book?resort=NOPE`)
  await expect(page.getByText('Choose a resort and your dates in the booking bar to see your stay here.')).toBeVisible()
})

for (const site of sites)
  test(`every page of the ${site} demo site has no serious or critical accessibility violation`, async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const { port } = new URL(baseURL!)
    // Its content pages, and the pages of its posts (the build's extra pages, beside the not-found screen and the debug view).
    const live = join(e2eDataDir, 'site', 'live')
    const paths = [...Object.keys(readRoutes(live)[site] ?? {}), ...Object.keys(readRoutes(live, 'extras.json')[site] ?? {}).filter((p) => p.startsWith('/blog/'))]
    expect(paths.length, site).toBeGreaterThanOrEqual(5)
    for (const path of paths) {
      await page.goto(`http://${site}.localhost:${port}${path}`)
      await expect(page.locator('[data-layout]').first()).toBeAttached()
      await expectNoSeriousViolations(page, `${site}${path}`)
    }
  })
