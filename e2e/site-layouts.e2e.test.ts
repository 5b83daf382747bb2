import { expect, test, type Browser, type BrowserContext, type Page } from './test.ts'
import { layouts, type LayoutConfig } from '../catalogue/layouts/layouts.ts'
import { demoSites } from '../content-api/seed/demoSites.ts'

const siteNames = new Map(demoSites().map((s) => [s.id, s.name]))

// Every layout's demo site (the default site holds 'playaresorts'), its home page at the top of a desktop screen.
const viewport = { width: 1280, height: 720 }
// Pages loaded ahead of the test that checks them: loading is mostly waiting (network, hydration), so a few
// at once overlap it with the checks and screenshots of the ones before, in one browser context.
const ahead = 4

function home(layout: LayoutConfig, port: string) {
  // Sandpiper's whole domain moves to Seadust, so its layout is shown there by the layout query parameter.
  if (layout.id === 'playaresorts') return { url: `http://localhost:${port}/`, siteName: 'Playa Resorts' }
  if (layout.id === 'sandpiper') return { url: `http://seadust.localhost:${port}/?layout=sandpiper`, siteName: siteNames.get('seadust')! }
  return { url: `http://${layout.id}.localhost:${port}/`, siteName: siteNames.get(layout.id)! }
}

let context: BrowserContext | undefined
const loading = new Map<string, Promise<Page>>()

async function open(browser: Browser, url: string): Promise<Page> {
  context ??= await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
  return page
}

/** This layout's page, loaded (or loading) already; starts loading the next few. */
function pageFor(browser: Browser, port: string, index: number): Promise<Page> {
  for (const layout of layouts.slice(index, index + ahead))
    if (!loading.has(layout.id)) {
      const started = open(browser, home(layout, port).url)
      started.catch(() => {}) // reported by the test that awaits it
      loading.set(layout.id, started)
    }
  return loading.get(layouts[index]!.id)!
}

test.afterAll(async () => {
  await context?.close()
  context = undefined
  loading.clear()
})

const colours = new Map<string, string>()

for (const [index, layout] of layouts.entries()) {
  test(`the ${layout.id} layout renders its demo home page`, async ({ browser, baseURL }) => {
    const { port } = new URL(baseURL!)
    const page = await pageFor(browser, port, index)
    try {
      const { siteName } = home(layout, port)
      const root = page.locator('[data-layout]').first()
      await expect(root).toHaveAttribute('data-layout', layout.id)
      if (layout.chrome) {
        await expect(page.locator('.v-chrome-header')).toBeVisible()
        await expect(page.locator('.v-chrome-footer')).toBeAttached()
        await expect(page.locator('.v-chrome-brand')).toHaveText(siteName)
        // The brand's own palette: the catalogue's first colour is its primary.
        const primary = await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--v-primary').trim().toLowerCase())
        const long = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex)
        expect(long(primary)).toBe(layout.palette[0]!.toLowerCase())
        const look = await page.locator('.v-chrome-header').evaluate((el) => {
          const s = getComputedStyle(el)
          const brand = getComputedStyle(el.querySelector('.v-chrome-brand')!)
          return `${s.backgroundColor}|${brand.fontFamily}|${brand.textTransform}|${el.className}`
        })
        colours.set(layout.id, look)
      } else {
        await expect(page.locator('.v-chrome-header, .v-chrome-footer')).toHaveCount(0)
      }
      await page.bringToFront()
      await expect(page).toHaveScreenshot(`${layout.id}.png`, {
        maxDiffPixelRatio: 0.02,
        animations: 'disabled',
        caret: 'hide',
        // Moving or remote parts: clocks, players, frames and carousels.
        mask: [page.locator('iframe, video, [data-component*="Countdown"], [data-component*="Slider"], [data-component*="Vimeo"], [data-component*="Youtube"]')],
      })
    } finally {
      await page.close()
    }
  })
}

test('no two brand layouts look alike', () => {
  test.skip(colours.size < layouts.length - 1, 'runs after the layout tests, in the same worker')
  const looks = [...colours.values()]
  expect(new Set(looks).size).toBe(looks.length)
})
