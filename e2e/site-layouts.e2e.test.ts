import { expect, test } from '@playwright/test'
import { layouts } from '../catalogue/layouts/layouts.ts'

// Every layout's demo site (the default site holds 'playaresorts'), its home page at the top of a desktop screen.
test.use({ viewport: { width: 1280, height: 720 } })

const colours = new Map<string, string>()

for (const layout of layouts) {
  test(`the ${layout.id} layout renders its demo home page`, async ({ page, baseURL }) => {
    const { port } = new URL(baseURL!)
    // Sandpiper's whole domain moves to Seadust, so its layout is shown there by the layout query parameter.
    const url =
      layout.id === 'playaresorts' ? `http://localhost:${port}/` : layout.id === 'sandpiper' ? `http://seadust.localhost:${port}/?layout=sandpiper` : `http://${layout.id}.localhost:${port}/`
    const siteName = layout.id === 'playaresorts' ? 'Playa Resorts' : layout.id === 'sandpiper' ? 'Seadust' : layout.label
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
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
    await expect(page).toHaveScreenshot(`${layout.id}.png`, {
      maxDiffPixelRatio: 0.02,
      animations: 'disabled',
      caret: 'hide',
      // Moving or remote parts: clocks, players, frames and carousels.
      mask: [page.locator('iframe, video, [data-component*="Countdown"], [data-component*="Slider"], [data-component*="Vimeo"], [data-component*="Youtube"]')],
    })
  })
}

test('no two brand layouts look alike', () => {
  test.skip(colours.size < layouts.length - 1, 'runs after the layout tests, in the same worker')
  const looks = [...colours.values()]
  expect(new Set(looks).size).toBe(looks.length)
})
