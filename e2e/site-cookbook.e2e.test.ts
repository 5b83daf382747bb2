import { expect, test } from './test.ts'
import { resolve } from 'node:path'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { getPage } from '../content-api/pages/pageStore.ts'
import type { Element } from '../catalogue/model/element.ts'
import { findRecipe, recipes } from '../catalogue/recipes/recipes.ts'
import { e2eDataDir } from './site-build.ts'
import { signIn } from './studioSignIn.ts'

const ids = (elements: readonly Element[]): string[] => elements.flatMap((e) => [e.id, ...e.fields.map((f) => f.id), ...ids(e.elements)])

test('/voix/cookbook-preview/{recipe} renders each recipe in its layout; an unknown recipe gets the 404 screen', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
  page.on('pageerror', (e) => void errors.push(e.message))
  for (const recipe of recipes) {
    const response = await page.goto(`/voix/cookbook-preview/${recipe.name}`)
    expect(response!.status(), recipe.name).toBe(200)
    const view = page.locator(`[data-recipe="${recipe.name}"]`)
    await expect(view.locator('.v-cookbook__title')).toHaveText(recipe.title)
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', recipe.layout)
    // Every block of the recipe is on the page.
    const components = recipe.elements.filter((e) => e.component).map((e) => e.component!)
    for (const component of components) await expect(view.locator(`[data-component="${component}"]`).first()).toBeAttached()
    // Hydrated as rendered: the same view in the same layout, without a mismatch.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(view.locator('.v-cookbook__title')).toHaveText(recipe.title)
  }
  expect(errors).toEqual([])
  // The blog list is database-backed: the demo site's published blog post is in the preview.
  await page.goto('/voix/cookbook-preview/blog-index')
  await expect(page.getByText('Ten things to pack for the Caribbean')).toBeVisible()

  const unknown = await page.goto('/voix/cookbook-preview/no-such-recipe')
  expect(unknown!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ERROR')
  // Still the 404 screen once hydrated, in the site's chrome.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ERROR')
  await expect(page.locator('.v-chrome-header')).toBeVisible()
})

test('the cookbook lists the recipes with their previews and starts a new page from one in the editor', async ({ page }) => {
  await signIn(page, '/voix/cookbook')
  await expect(page.getByRole('heading', { level: 1, name: 'Cookbook' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(recipes.map((r) => r.title))
  const recipe = findRecipe('weddings-landing')!
  const card = page.getByRole('article', { name: recipe.title })
  await card.scrollIntoViewIfNeeded()
  await expect(card.frameLocator(`iframe[title="${recipe.title} preview"]`).locator(`[data-recipe="${recipe.name}"] .v-cookbook__title`)).toHaveText(recipe.title)

  await card.getByRole('button', { name: 'Start a page from this recipe' }).click()
  const form = card.getByRole('form', { name: `New page from ${recipe.title}` })
  await form.getByLabel('Path').fill('Not a path')
  await form.getByRole('button', { name: 'Create and edit' }).click()
  await expect(form.getByRole('alert')).toContainText("Path must be a path such as '/'")
  const path = `/weddings-${Date.now().toString(36)}`
  await form.getByLabel('Title').fill('Our weddings')
  await form.getByLabel('Path').fill(path)
  await form.getByRole('button', { name: 'Create and edit' }).click()

  await expect(page).toHaveURL(/\/voix\/studio\?page=/)
  const tree = page.getByRole('tree', { name: 'Elements' })
  await expect(tree).toBeVisible()
  await expect(tree.getByRole('treeitem')).toHaveCount(recipe.elements.length)
  await expect(tree.getByRole('treeitem').nth(2)).toContainText('Wedding')

  // Stored through the content API: the recipe's blocks and values, under ids of its own.
  const pageId = new URL(page.url()).searchParams.get('page')!
  const db = await openDatabase({ sqliteFile: resolve(e2eDataDir, 'voix.sqlite') })
  const stored = await getPage(db, pageId).finally(() => db.close())
  expect(stored).toBeDefined()
  const created = stored!.page
  expect(created).toMatchObject({ title: 'Our weddings', path, layout: recipe.layout })
  expect(created.elements.map((e) => e.component)).toEqual(recipe.elements.map((e) => e.component))
  expect(created.elements.map((e) => e.fields.map((f) => f.value))).toEqual(recipe.elements.map((e) => e.fields.map((f) => f.value)))
  const recipeIds = new Set(ids(recipe.elements))
  expect(ids(created.elements).filter((id) => recipeIds.has(id))).toEqual([])
})
