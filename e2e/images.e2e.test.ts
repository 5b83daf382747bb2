import { expect, test } from './test.ts'

/**
 * The demo's uploaded photos, as a visitor's browser gets them: the build's resized WebP files, picked per
 * viewport from the <picture> sources, loading, at the declared box size so nothing shifts when they arrive.
 */
for (const [width, heroWidth, imageWidth] of [
  [390, 1000, 640],
  [1100, 1600, 1024],
  [1600, 2400, 1600],
] as const) {
  test(`at ${width}px the home page's photos load the derived ${heroWidth}px and ${imageWidth}px WebP files`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const images: string[] = []
    page.on('response', (r) => {
      if (r.url().includes('/assets/img/')) images.push(`${r.status()} ${r.headers()['content-type']}`)
    })
    await page.goto('/')
    const hero = page.locator('.v-hero picture img')
    const image = page.locator('.v-image picture img')
    await image.scrollIntoViewIfNeeded()
    for (const [img, expected] of [
      [hero, heroWidth],
      [image, imageWidth],
    ] as const) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
      const shown = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, natural: el.naturalWidth, original: el.getAttribute('src'), width: el.getAttribute('width'), height: el.getAttribute('height') }))
      expect(shown.src).toMatch(/\/assets\/img\/[0-9a-f]{24}\.webp$/)
      expect(shown.original).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/)
      // A 1x file is the declared width; on this 1x screen the browser never takes the 2x one.
      expect(shown.natural).toBe(expected)
      expect(Number(shown.width)).toBeGreaterThan(0)
      expect(Number(shown.height)).toBeGreaterThan(0)
    }
    expect(images.length).toBeGreaterThanOrEqual(2)
    for (const line of images) expect(line).toBe('200 image/webp')
    const srcsets = await page.locator('.v-hero picture source').evaluateAll((els) => els.map((e) => [e.getAttribute('srcset'), e.getAttribute('width'), e.getAttribute('height')]))
    for (const [srcset, w, h] of srcsets) {
      expect(srcset).toMatch(/^\/assets\/img\/[0-9a-f]{24}\.webp( 1x, \/assets\/img\/[0-9a-f]{24}\.webp 2x)?$/)
      expect(Number(w) / Number(h)).toBeCloseTo(16 / 9, 1)
    }
  })
}

test('the photos take their box before they load: no layout shift on the home page', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 })
  await page.goto('/')
  await page.locator('.v-image picture img').scrollIntoViewIfNeeded()
  await expect.poll(() => page.locator('.v-image picture img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
  expect(shift).toBeLessThan(0.1)
})
