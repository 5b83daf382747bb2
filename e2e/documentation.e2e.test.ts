import { expect, test, type Page } from './test.ts'
import { signIn } from './studioSignIn.ts'

/** Picks the source page on the translate screen by its title and site (each demo site has a Dining page); its id. */
async function pickPage(page: Page, title: string, site = 'Playa Resorts'): Promise<string> {
  const option = page.getByRole('combobox', { name: 'Page' }).locator('option', { hasText: `${title} — ${site} ` })
  await expect(option).toBeAttached()
  const id = (await option.getAttribute('value'))!
  await page.getByRole('combobox', { name: 'Page' }).selectOption(id)
  return id
}

test('the documentation opens, searches across documents, follows links and shows in-page headings', async ({ page }) => {
  await signIn(page, '/voix/documentation')
  await expect(page.getByRole('heading', { level: 1, name: 'User guide' })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Documents' })
  await expect(sidebar.getByRole('link', { name: 'Saving and conflicts' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Content collections' })).toBeVisible()
  // The product's facts, from the info collection: the version of package.json and the live build.
  const about = page.getByRole('region', { name: 'About Voix' })
  await expect(about).toContainText(/Version\s*\d+\.\d+\.\d+/)
  await expect(about.getByRole('link', { name: 'support@voix.localhost' })).toBeVisible()

  // Search finds a phrase inside a document's text, not only titles.
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('take over')
  const results = page.getByRole('region', { name: 'Search results' })
  await results.getByRole('link', { name: 'Saving and conflicts' }).click()
  await expect(page).toHaveURL(/\/voix\/documentation\/guide\/saving-and-conflicts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Saving and conflicts' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'When someone else saved first' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Saving and conflicts' })).toHaveAttribute('aria-current', 'page')

  // A link between documents stays in the studio.
  await page.getByRole('article').getByRole('link', { name: 'Publishing and builds' }).first().click()
  await expect(page).toHaveURL(/\/voix\/documentation\/guide\/publishing-and-builds$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Publishing and builds' })).toBeVisible()

  // Search across both collections: the technical documentation too.
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('sql_dump')
  await expect(page.getByRole('region', { name: 'Search results' }).getByText('Technical documentation').first()).toBeVisible()

  // The settings screens link to the page that explains them.
  await page.goto('/voix/pages/translate')
  await page.getByRole('link', { name: 'Help' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Translating pages' })).toBeVisible()
})

test('a page is translated into a second locale; its translations show whether they are up to date', async ({ page }) => {
  await signIn(page, '/voix/pages/translate')
  const sourceId = await pickPage(page, 'Dining')
  await expect(page.getByText('has no translations yet')).toBeVisible()
  const form = page.getByRole('form', { name: 'New translation' })
  // The languages come from the locales collection.
  await form.getByRole('combobox', { name: 'Language' }).selectOption('fr')
  await expect(form.getByRole('textbox', { name: 'Path' })).toHaveValue(/^\/fr\//)
  await form.getByRole('textbox', { name: 'Title' }).fill('Restaurants')
  await form.getByRole('button', { name: 'Translate' }).click()
  await expect(page).toHaveURL(/\/voix\/studio\?page=/)
  await expect(page.getByRole('tree', { name: 'Elements' })).toBeVisible()

  await page.goto('/voix/pages/translate')
  await pickPage(page, 'Dining')
  const row = page.locator('tr[data-locale="fr"]')
  await expect(row).toContainText('Français')
  await expect(row).toContainText('Restaurants')
  await expect(row.locator('[data-state="up-to-date"]')).toBeVisible()
  // French is taken now: it is not offered again.
  await expect(page.getByRole('form', { name: 'New translation' }).getByRole('combobox', { name: 'Language' }).locator('option[value="fr"]')).toHaveCount(0)

  // The source is saved again: the translation is out of date until marked.
  await page.goto(`/voix/studio?page=${sourceId}`)
  await expect(page.getByRole('tree', { name: 'Elements' })).toBeVisible()
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Save draft: done' })).toBeVisible()
  await page.goto('/voix/pages/translate')
  await pickPage(page, 'Dining')
  await expect(row.locator('[data-state="out-of-date"]')).toBeVisible()
  await row.getByRole('button', { name: 'Mark as up to date' }).click()
  await expect(row.locator('[data-state="up-to-date"]')).toBeVisible()
})
