import { expect, test, type Page } from './test.ts'
import { openPage, preview, signIn } from './studioSignIn.ts'

const fields = (page: Page) => page.locator('.fields')
const item = (page: Page, name: string | RegExp) => page.getByRole('tree', { name: 'Elements' }).getByRole('treeitem', { name })

async function editIntroTitle(page: Page, from: string | RegExp, to: string) {
  await item(page, from).click()
  await fields(page).getByLabel('Title', { exact: true }).fill(to)
}

test('two windows of the editor stay in sync, previews included', async ({ page, context }) => {
  await signIn(page)
  await openPage(page, 'Dining', 'playaresorts')
  const second = await context.newPage()
  await second.goto(page.url())
  await expect(item(second, 'Dining')).toBeVisible()
  await editIntroTitle(page, 'Dining', 'Dining, in sync')
  await expect(item(second, /Dining, in sync/)).toBeVisible()
  await expect(preview(second).getByRole('heading', { name: 'Dining, in sync' })).toBeVisible()
  await expect(preview(page).getByRole('heading', { name: 'Dining, in sync' })).toBeVisible()
  await expect(second.locator('[data-dirty]')).toHaveAttribute('data-dirty', 'true')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/Save draft: done/)).toBeVisible()
  // The other window learns the saved version, so it is clean too and its next save is not a conflict.
  await expect(second.locator('[data-dirty]')).toHaveAttribute('data-dirty', 'false')
})

test('review notes pin to an element at a breakpoint and take replies', async ({ page }) => {
  await signIn(page)
  await openPage(page, 'Rooms and suites', 'playaresorts')
  await page.getByRole('button', { name: 'Review' }).click()
  await page.getByRole('tab', { name: /^Tablet/ }).click()
  await expect(page.locator('[data-review-status]')).toHaveText('pending')
  // A click reaches the editor once the preview has rendered the editor's copy (its server HTML shows before).
  await expect(preview(page).locator('html[data-preview-rev]')).toHaveCount(1)
  await preview(page).getByRole('heading', { name: 'Rooms and suites' }).click()
  await page.getByLabel(/Note on .* on Tablet/).fill('Shorter title on tablets?')
  await page.getByRole('button', { name: 'Pin note' }).click()
  const note = page.locator('[data-annotation]')
  await expect(note).toContainText('Rooms and suites on Tablet')
  await expect(note).toContainText('Shorter title on tablets?')
  await note.getByLabel('Reply').fill('Agreed')
  await note.getByRole('button', { name: 'Reply' }).click()
  await expect(note.locator('li')).toHaveCount(2)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/Save draft: done/)).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: 'Review' }).click()
  await expect(page.locator('[data-annotation] li')).toHaveText([/Shorter title on tablets\?/, /Agreed/])
})

test('a save over someone else’s newer save shows their change and merges, never overwriting silently', async ({ page, browser }) => {
  await signIn(page)
  await openPage(page, 'Specials', 'playaresorts')
  const other = await (await browser.newContext()).newPage()
  await signIn(other)
  await openPage(other, 'Specials', 'playaresorts')
  await editIntroTitle(other, 'Specials', 'Their specials')
  await other.getByRole('button', { name: 'Save draft' }).click()
  await expect(other.getByText(/Save draft: done/)).toBeVisible()

  await page.getByRole('treeitem').first().click()
  await fields(page).getByRole('textbox', { name: 'Copy' }).click()
  await page.keyboard.type(' Mine too.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Someone else saved this page')
  await expect(dialog).toContainText('changed Their specials')
  await dialog.getByRole('button', { name: /^Merge/ }).click()
  await expect(page.getByRole('treeitem').first()).toContainText('Their specials')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/Save draft: done/)).toBeVisible()
  await other.reload()
  await expect(preview(other).getByRole('heading', { name: 'Their specials' })).toBeVisible()
  await expect(preview(other).getByText('Mine too.')).toBeVisible()
})

test('when both editors change the same field, the merge shows both values side by side and keeps what the editor chooses', async ({ page, browser }) => {
  await signIn(page)
  await openPage(page, 'Specials', 'playaresorts')
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signIn(other)
  await openPage(other, 'Specials', 'playaresorts')
  await other.getByRole('treeitem').first().click()
  await fields(other).getByLabel('Title', { exact: true }).fill('Specials, their words')
  await other.getByRole('button', { name: 'Save draft' }).click()
  await expect(other.getByText(/Save draft: done/)).toBeVisible()

  await page.getByRole('treeitem').first().click()
  await fields(page).getByLabel('Title', { exact: true }).fill('Specials, my words')
  await page.getByRole('button', { name: 'Save draft' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('button', { name: /^Merge/ }).click()
  // Nothing is kept silently: the field both changed is shown with both values, and nothing applies until chosen.
  const conflict = dialog.getByRole('group', { name: /Title$/ })
  await expect(conflict.getByRole('radio', { name: /Theirs.*Specials, their words/ })).toBeVisible()
  await expect(conflict.getByRole('radio', { name: /Yours.*Specials, my words/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Choose for 1 more' })).toBeDisabled()
  await conflict.getByRole('radio', { name: 'Edit the result' }).check()
  await conflict.getByRole('textbox').fill('Specials, our words')
  await dialog.getByRole('button', { name: 'Use the merged page' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('treeitem').first()).toContainText('Specials, our words')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/Save draft: done/)).toBeVisible()
  await other.reload()
  await expect(preview(other).getByRole('heading', { name: 'Specials, our words' })).toBeVisible()
  await otherContext.close()
})

test('unsaved edits survive a closed tab and leaving asks first', async ({ page, context }) => {
  await signIn(page)
  await openPage(page, 'Dining', 'playaresorts')
  await editIntroTitle(page, /Dining/, 'Kept through a crash')
  // The question is asked and, refused, the editor stays.
  const asked = await new Promise<string>((resolve) => {
    page.once('dialog', (d) => {
      resolve(d.message())
      void d.dismiss()
    })
    void page.getByRole('link', { name: '← Pages' }).click()
  })
  expect(asked).toBe('You have some unsaved changes. Are you sure you want to leave?')
  await expect(item(page, /Kept through a crash/)).toBeVisible()
  const url = page.url()
  // The browser's Back button asks the same; refused, the editor and its edit stay where they were.
  const askedOnBack = await new Promise<string>((resolve) => {
    page.once('dialog', (d) => {
      resolve(d.message())
      void d.dismiss()
    })
    void page.evaluate(() => history.back())
  })
  expect(askedOnBack).toBe('You have some unsaved changes. Are you sure you want to leave?')
  await expect(page).toHaveURL(url)
  await expect(item(page, /Kept through a crash/)).toBeVisible()
  // Give the edit its moment to reach IndexedDB, then lose the tab without saving.
  await page.waitForFunction(async () => {
    const dbs = await indexedDB.databases()
    return dbs.some((d) => d.name === 'voix-studio')
  })
  await page.waitForTimeout(400)
  await page.close({ runBeforeUnload: false })
  const again = await context.newPage()
  await again.goto(url)
  await expect(again.getByRole('alert').filter({ hasText: 'Unsaved edits from' })).toBeVisible()
  await again.getByRole('button', { name: 'Restore them' }).click()
  await expect(item(again, /Kept through a crash/)).toBeVisible()
})

test("the preview of another site's page shows that site's menu", async ({ page }) => {
  await signIn(page)
  await openPage(page, 'Restaurants and bars at Hilton Playa del Carmen')
  const main = preview(page).getByRole('navigation', { name: 'Main' })
  await expect(preview(page).locator('.v-chrome-brand')).toHaveText('Hilton')
  await expect(main.getByRole('link', { name: 'Experiences' })).toHaveAttribute('href', '/experiences')
  // Not the default site's menu, which the preview's own host would have shown.
  await expect(main.getByRole('link', { name: 'Specials' })).toHaveCount(0)
})
