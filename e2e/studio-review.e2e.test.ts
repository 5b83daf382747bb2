import { expect, test, type BrowserContext, type Page } from './test.ts'
import { mkdirSync } from 'node:fs'
import { expectNoSeriousViolations, studioScreens } from './axe.ts'
import { editor, openPage, preview } from './studioSignIn.ts'

// Screenshots to look at, beside the site review's (e2e/site-review.e2e.test.ts).
const shots = 'test-results/screens'
const fields = (page: Page) => page.locator('.fields')

// One signed-in page for the whole file: the screens are looked at, not changed (except one link, on a new page).
test.describe.configure({ mode: 'serial' })
let context: BrowserContext
let page: Page

test.beforeAll(async ({ browser }) => {
  mkdirSync(shots, { recursive: true })
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
})
test.afterAll(() => context.close())

test('sign-in: the studio’s and the API’s sign-in screens have no serious accessibility violation', async () => {
  await page.goto('/voix')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expectNoSeriousViolations(page, 'the studio sign-in screen')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('input[name=email]')).toBeVisible()
  await expectNoSeriousViolations(page, 'the sign-in form')
  await page.fill('input[name=email]', editor.email)
  await page.fill('input[name=password]', editor.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/voix\/?$/)
})

for (const screen of studioScreens)
  test(`the ${screen.name} screen has no serious accessibility violation`, async () => {
    await page.goto(screen.path)
    await screen.ready(page)
    await expectNoSeriousViolations(page, `the ${screen.name} screen`)
  })

test('the editor shows the whole preview at 1280, 1440 and 1920 px, in normal and focus mode', async () => {
  await page.goto('/voix')
  await openPage(page, 'Dining', 'playaresorts')
  await expect(preview(page).getByRole('heading', { name: /Dining/ }).first()).toBeVisible()
  await expectNoSeriousViolations(page, 'the editor')
  const focus = page.getByRole('button', { name: 'Focus' })
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    for (const focused of [false, true]) {
      if ((await focus.getAttribute('aria-pressed')) !== String(focused)) await focus.click()
      const what = `the editor at ${width} px${focused ? ' in focus mode' : ''}`
      // The lg preview (1024 px) is scaled to fit when the panel is narrower, and says by how much.
      await expect
        .poll(async () => {
          const frame = await page.locator('iframe.preview__frame').boundingBox()
          const stage = await page.locator('.preview__stage').boundingBox()
          return frame && stage && frame.x >= stage.x - 1 && frame.x + frame.width <= stage.x + stage.width + 1
        }, `${what}: the whole page is inside the preview panel`)
        .toBe(true)
      const sizes = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        frame: document.querySelector('iframe.preview__frame')!.getBoundingClientRect().width,
        scale: document.querySelector('.preview__scale')!.textContent,
      }))
      expect(sizes.scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(sizes.innerWidth)
      expect(sizes.frame, `${what}: the preview is narrower than half the window`).toBeGreaterThanOrEqual(sizes.innerWidth / 2)
      // The scale shown is the one applied: the 1024 px page at that percentage is the frame's width.
      expect(sizes.scale).toMatch(/^\d+ %$/)
      expect(Math.abs(sizes.frame - (1024 * parseInt(sizes.scale!, 10)) / 100)).toBeLessThan(12)
      await page.screenshot({ path: `${shots}/editor-${width}-${focused ? 'focus' : 'normal'}.png` })
    }
  }
  if ((await focus.getAttribute('aria-pressed')) === 'true') await focus.click()
  await page.setViewportSize({ width: 1280, height: 800 })
})

test('the block picker and the link dialog work by keyboard alone and have no serious accessibility violation', async () => {
  await page.goto('/voix/pages/create')
  await page.getByLabel('Title', { exact: true }).fill('Linked by keyboard')
  await page.getByLabel('Path', { exact: true }).fill(`/linked-by-keyboard-${test.info().retry}`)
  await page.getByRole('button', { name: 'Create and edit' }).click()
  await expect(page.getByRole('tree', { name: 'Elements' })).toBeVisible()
  await page.getByRole('button', { name: 'Add block' }).press('Enter')
  const picker = page.getByRole('dialog', { name: 'Add a block' })
  await expect(picker).toBeVisible()
  await expectNoSeriousViolations(page, 'the block picker', '.modal')
  await page.keyboard.type('Intro')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('treeitem')).toHaveCount(1)

  // The link field, from its Enable button to an applied link, without the mouse.
  await fields(page).getByRole('button', { name: 'Enable Link' }).focus()
  await page.keyboard.press('Enter')
  const add = fields(page).getByRole('button', { name: 'Add link…' })
  await add.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Link', exact: true })
  await expect(dialog).toBeVisible()
  const address = dialog.getByLabel('Link address', { exact: true })
  await expect(address).toBeFocused()
  await page.keyboard.type('javascript:alert(1)')
  await expect(dialog.getByRole('alert')).toContainText("'javascript:' addresses are not allowed")
  await expectNoSeriousViolations(page, 'the link dialog', 'dialog')
  // Escape closes it without a change, and the focus goes back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(add).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.type('/rooms')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.type('Our rooms')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(fields(page).locator('.link-editor__summary')).toHaveText('Our rooms → /rooms')
  await expect(preview(page).getByRole('link', { name: 'Our rooms' })).toHaveAttribute('href', '/rooms')

  // A link in rich text gets the same dialog, with a new-tab choice.
  const copy = fields(page).getByRole('textbox', { name: 'Copy' })
  await copy.click()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('See the spa')
  await page.keyboard.press('Control+a')
  await fields(page).getByRole('toolbar', { name: 'Copy formatting' }).getByRole('button', { name: 'Link' }).click()
  const textLink = page.getByRole('dialog', { name: 'Link the selected words' })
  await expect(textLink.getByLabel('Link address', { exact: true })).toBeFocused()
  await page.keyboard.type('https://example.com/spa')
  await textLink.getByLabel('Opens in a new tab').check()
  await textLink.getByRole('button', { name: 'Apply' }).click()
  await expect(textLink).toBeHidden()
  const spa = preview(page).getByRole('link', { name: 'See the spa' })
  await expect(spa).toHaveAttribute('href', 'https://example.com/spa')
  await expect(spa).toHaveAttribute('target', '_blank')
})
