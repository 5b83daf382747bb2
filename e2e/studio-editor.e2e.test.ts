import { expect, test, type Page } from './test.ts'
import { preview, signIn } from './studioSignIn.ts'

const fields = (page: Page) => page.locator('.fields')
const tree = (page: Page) => page.getByRole('tree', { name: 'Elements' })
const item = (page: Page, name: string | RegExp) => tree(page).getByRole('treeitem', { name })

async function newPage(page: Page, title: string, path: string) {
  await page.goto('/voix/pages/create')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Path', { exact: true }).fill(path)
  await page.getByRole('button', { name: 'Create and edit' }).click()
  await expect(tree(page)).toBeVisible()
}

async function addBlock(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add block' }).click()
  await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name, exact: true }).click()
}

async function drag(page: Page, from: string | RegExp, to: string | RegExp, dx = 0) {
  const a = (await item(page, from).locator('.tree__handle').boundingBox())!
  const b = (await item(page, to).boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + 10, a.y + 10, { steps: 4 })
  await page.mouse.move(b.x + 20 + dx, b.y + b.height / 2, { steps: 12 })
  await page.mouse.up()
}

test('a page built from nothing with the mouse: add, edit field kinds, drag, nest, publish and see it live', async ({ page }, testInfo) => {
  // A long flow: on a busy 2-core machine it can take over a minute.
  test.setTimeout(150_000)
  // A retry runs against the same server, where the first attempt's page may already exist.
  const path = `/mouse-made-${testInfo.retry}-${testInfo.repeatEachIndex}`
  await signIn(page)
  await newPage(page, 'Mouse made', path)
  await addBlock(page, 'Intro')
  await fields(page).getByLabel('Title', { exact: true }).fill('Made by mouse')
  await expect(item(page, /Made by mouse/)).toBeVisible()
  await fields(page).getByRole('button', { name: 'Title', exact: true }).click()
  await fields(page).getByLabel('Title tag', { exact: true }).selectOption('h1')
  const copy = fields(page).getByRole('textbox', { name: 'Copy' })
  await copy.click()
  await page.keyboard.type('Every word is ')
  await fields(page).getByRole('button', { name: 'B', exact: true }).click()
  await page.keyboard.type('bold')
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Made by mouse' })).toBeVisible()
  await expect(preview(page).locator('strong', { hasText: 'bold' })).toBeVisible()
  await fields(page).getByRole('button', { name: 'Enable Link' }).click()
  await fields(page).getByRole('button', { name: 'Add link…' }).click()
  const linkDialog = page.getByRole('dialog', { name: 'Link', exact: true })
  // A dangerous address is named as such while it is typed, and cannot be applied.
  await linkDialog.getByLabel('Link address', { exact: true }).fill('javascript:alert(1)')
  await expect(linkDialog.getByRole('alert')).toContainText("'javascript:' addresses are not allowed")
  await expect(linkDialog.getByRole('button', { name: 'Apply' })).toBeDisabled()
  await linkDialog.getByLabel('Link address', { exact: true }).fill('/specials')
  await linkDialog.getByLabel('Link text', { exact: true }).fill('See offers')
  await linkDialog.getByRole('button', { name: 'Apply' }).click()
  await expect(linkDialog).toBeHidden()
  await expect(fields(page).getByText('See offers')).toBeVisible()
  await expect(preview(page).getByRole('link', { name: 'See offers' })).toHaveAttribute('href', '/specials')

  await addBlock(page, 'Hero')
  await fields(page).getByLabel('Title', { exact: true }).fill('Hero title')
  // A site file rather than an upload: its address field (open already when the block's default image is one).
  if (!(await fields(page).getByLabel('Image address', { exact: true }).isVisible())) await fields(page).getByText('Use a web address instead').click()
  await fields(page).getByLabel('Image address', { exact: true }).fill('/demo/pool.svg')
  await fields(page).getByLabel('Alt text', { exact: true }).fill('A pool')
  await fields(page).getByRole('button', { name: 'Layout' }).click()
  await fields(page).getByLabel('Height (% of the screen)', { exact: true }).fill('60')
  await fields(page).getByLabel('Darken the bottom for legible text', { exact: true }).uncheck()
  await expect(preview(page).getByRole('img', { name: 'A pool' })).toBeVisible()
  await fields(page).getByLabel('Height (% of the screen)', { exact: true }).fill('500')
  await expect(fields(page).getByRole('alert')).toContainText('must be at most 100')
  await fields(page).getByLabel('Height (% of the screen)', { exact: true }).fill('60')

  // Drag the hero above the intro, then nest both into a group by dragging rightwards onto it.
  await drag(page, /Hero title/, /Made by mouse/)
  await expect(tree(page).getByRole('treeitem').first()).toContainText('Hero title')
  // The first click right after a drop is the editor's: only the drag's own click is swallowed.
  await page.getByRole('button', { name: 'Add block' }).click()
  await expect(page.getByRole('dialog', { name: 'Add a block' })).toBeVisible({ timeout: 1000 })
  await page.getByRole('button', { name: 'Add an empty group' }).click()
  await drag(page, /Made by mouse/, /^Drag Group/, 60)
  await expect(item(page, /Made by mouse/)).toHaveAttribute('aria-level', '2')

  await page.getByRole('button', { name: 'Save and publish', exact: true }).click()
  await expect(page.locator('[data-job-status="live"]')).toBeVisible({ timeout: 20_000 })
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Made by mouse' })).toBeVisible()
  await expect(page.locator('[data-component="GenericHero"]')).toBeVisible()
})

test('the tree works by keyboard alone: add, move, nest, duplicate, disable, delete, undo', async ({ page }, testInfo) => {
  await signIn(page)
  await newPage(page, 'Keyboard made', `/keyboard-made-${testInfo.retry}-${testInfo.repeatEachIndex}`)
  await page.getByRole('button', { name: 'Add block' }).press('Enter')
  await page.keyboard.type('Intro')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('treeitem')).toHaveCount(1)
  const first = page.getByRole('treeitem').first()
  await expect(first).toBeFocused()
  await page.keyboard.press('Control+d')
  await expect(page.getByRole('treeitem')).toHaveCount(2)
  await page.keyboard.press('Shift+F10')
  await expect(page.getByRole('menu', { name: 'Element actions' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Insert')
  await page.keyboard.type('Image')
  await page.keyboard.press('Enter')
  const rows = page.getByRole('treeitem')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('Image')
  await expect(rows.nth(1)).toBeFocused()
  await page.keyboard.press('Alt+ArrowUp')
  await expect(rows.nth(0)).toContainText('Image')
  await page.keyboard.press('Control+e')
  await expect(rows.nth(0)).toContainText('disabled')
  await page.keyboard.press('Delete')
  await expect(rows).toHaveCount(2)
  await page.keyboard.press('Control+z')
  await expect(rows).toHaveCount(3)
  // A group, then the image moved into it with Alt+→ (into the previous group) and out again with Alt+←.
  await rows.nth(0).focus()
  await page.keyboard.press('Insert')
  await page.getByRole('button', { name: 'Add an empty group' }).press('Enter')
  await rows.nth(2).focus()
  await expect(rows.nth(2)).toContainText('Intro')
  await page.keyboard.press('Alt+ArrowRight')
  await expect(rows.nth(2)).toHaveAttribute('aria-level', '2')
  await page.keyboard.press('Alt+ArrowLeft')
  await expect(rows.nth(2)).toHaveAttribute('aria-level', '1')
  await expect(rows.nth(2)).toBeFocused()
  await page.getByRole('button', { name: 'Save draft' }).press('Enter')
  await expect(page.getByText(/Save draft: done/)).toBeVisible()
  await expect(page.locator('[data-dirty]')).toHaveAttribute('data-dirty', 'false')
})
