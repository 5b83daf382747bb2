import { expect, test, type Page } from './test.ts'
import { pageWithProblems } from './pageWithProblems.ts'
import { signIn } from './studioSignIn.ts'

/** The studio's busiest screens at a phone's and a desktop's width, each screenshot read by a person after a change. */
const widths = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
]

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
const fitsWidth = async (page: Page, width: number) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

/** Where the element's box and the sticky save bar's overlap, in pixels of height: 0 when the bar covers none of it. */
const coveredBySaveBar = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const bar = document.querySelector('.records__savebar')!.getBoundingClientRect()
    const box = document.querySelector(sel)!.getBoundingClientRect()
    return Math.max(0, Math.min(box.bottom, bar.bottom) - Math.max(box.top, bar.top))
  }, selector)

test('the editor with a block selected, the page list, a record form and the pre-publish checks, at 390 and 1440 px', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  const stamp = `${Date.now() % 1_000_000}`
  const { special, created } = await pageWithProblems(page, request, baseURL!, stamp)
  await signIn(page)

  for (const { name, width, height } of widths) {
    await page.setViewportSize({ width, height })
    await page.goto(`/voix/studio?page=${created.id}`)
    const tree = page.getByRole('tree', { name: 'Elements' })
    // The offers block is named by its kind, not by its button's default words.
    await expect(tree.getByRole('treeitem', { name: /Special offers/ })).toBeVisible()
    await expect(tree.getByRole('treeitem', { name: /Book Now/ })).toHaveCount(0)
    await tree.getByRole('treeitem', { name: /The pool at dusk/ }).click()
    await expect(page.locator('.fields [data-field="image"] input[name$=".alt"]')).toBeVisible()
    await fitsWidth(page, width)
    await shot(page, `editor-block-${name}`)

    const checks = page.getByRole('region', { name: 'Before publishing' })
    await expect(checks.getByRole('status')).toHaveText('3 problems to fix')
    await checks.scrollIntoViewIfNeeded()
    await checks.screenshot({ path: test.info().outputPath(`checks-${name}.png`) })

    await page.goto('/voix/pages')
    await expect(page.getByRole('table').getByRole('link', { name: `Spa weekends ${stamp}` })).toBeVisible()
    await fitsWidth(page, width)
    await shot(page, `page-list-${name}`)

    await page.goto(`/voix/specials/edit/${special.id}?field=image`)
    const alt = page.locator('[data-field="image"] input[name="image.alt"]')
    await expect(alt).toBeFocused()
    // In sight once the form's lists above it have loaded.
    await expect(alt).toBeInViewport()
    // The field the cursor is in is in sight, not under the sticky save bar.
    expect(await coveredBySaveBar(page, '[data-field="image"] input[name="image.alt"]')).toBe(0)
    await fitsWidth(page, width)
    await page.screenshot({ path: test.info().outputPath(`record-form-${name}.png`) })
    await shot(page, `record-form-full-${name}`)
  }
})
