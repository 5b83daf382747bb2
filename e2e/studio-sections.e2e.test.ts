import { expect, test, type Page } from './test.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { editorAccessToken, signIn } from './studioSignIn.ts'

/**
 * A shared section as an editor meets it: blocks of one page saved as a shared section, placed on another page from
 * the block picker (its card showing the section as the site renders it), both published; the section's words changed on the sections screen; both live pages follow.
 * Changed a second time, its history restores the first version, and the live pages show those words again.
 */
// Five builds of the whole demo on a busy machine.
test.describe.configure({ timeout: 420_000 })

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
const tree = (page: Page) => page.getByRole('tree', { name: 'Elements' })

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Quick save and publish' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Quick save and publish: done/ })).toBeVisible()
}

test('save blocks as a shared section, place it on another page, change it, restore its first version: both live pages follow', async ({ page, request, baseURL }) => {
  const stamp = Date.now().toString(36)
  const auth = { Authorization: `Bearer ${await editorAccessToken(page, request, baseURL!)}` }
  const make = async (path: string, title: string, blockTitle: string) => {
    const made = await request.post('/api/pages', { headers: auth, data: { site_id: 'playaresorts', path, title, layout: 'playaresorts', elements: [newSliceFromBlock('GlobalIntro', { title: blockTitle, titleTag: 'h1' })] } })
    expect(made.status()).toBe(201)
    return made.json()
  }
  const first = await make(`/family-week-${stamp}`, `Family week ${stamp}`, 'A week the whole family remembers')
  const second = await make(`/spa-days-${stamp}`, `Spa days ${stamp}`, 'Slow mornings at the spa')
  const strip = newSliceFromBlock('GlobalIntro', { title: 'Book direct: kids stay free', titleTag: 'h2' })
  // The block to save, added through the API to the first page's draft.
  const current = await request.get(`/api/pages/${first.id}`, { headers: auth })
  const draft = await current.json()
  const put = await request.put(`/api/pages/${first.id}`, { headers: { ...auth, 'If-Match': current.headers().etag! }, data: { ...draft, elements: [...draft.elements, { ...strip, label: 'Booking strip' }] } })
  expect(put.status()).toBe(200)

  await signIn(page)
  const name = `Booking strip ${stamp}`
  await page.goto(`/voix/studio?page=${first.id}`)
  await tree(page).getByRole('treeitem', { name: /Booking strip/ }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Save as section…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save as section' })
  await dialog.getByLabel('Section name').fill(name)
  await dialog.getByRole('button', { name: 'Save section' }).click()
  await expect(dialog).toBeHidden()
  await expect(tree(page).getByRole('treeitem', { name: new RegExp(name) })).toBeVisible()
  await publish(page)

  await page.goto(`/voix/studio?page=${second.id}`)
  await expect(tree(page)).toBeVisible()
  await page.getByRole('button', { name: 'Add block' }).click()
  const picker = page.getByRole('dialog', { name: 'Add a block' })
  await picker.getByRole('searchbox', { name: 'Search blocks' }).fill(stamp)
  // The section's card shows it as the site renders it: its preview page, framed (once the build after its save is live).
  const preview = picker.locator(`iframe[title="Preview of ${name}, as Playa Resorts shows it"]`)
  await expect(preview.contentFrame().getByRole('heading', { name: 'Book direct: kids stay free' })).toBeVisible({ timeout: 120_000 })
  await expect(preview.contentFrame().locator('main.v-slice-preview.v-layout--playaresorts')).toBeVisible()
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await picker.getByRole('region', { name: 'Sections' }).scrollIntoViewIfNeeded()
    await shot(page, `section-picker-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  await picker.getByRole('button', { name: `Insert section ${name}` }).click()
  await expect(tree(page).getByRole('treeitem', { name: new RegExp(name) })).toBeVisible()
  await publish(page)
  for (const p of [first, second]) await expect.poll(async () => (await request.get(p.path)).text(), { timeout: 90_000 }).toContain('Book direct: kids stay free')

  // The section changed once, where the studio lists it with the pages using it.
  await page.goto('/voix/sections')
  await page.getByRole('searchbox').fill(stamp)
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name: 'Used on 2 pages' })).toBeVisible()
  await expect(page.getByText('Saving a change rebuilds 2 published pages')).toBeVisible()
  await page.getByLabel('Title', { exact: true }).first().fill('Book direct: kids stay and eat free')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()

  const visitor = await page.context().browser()!.newPage()
  for (const p of [first, second]) {
    await expect.poll(async () => (await request.get(p.path)).text(), { timeout: 90_000 }).toContain('Book direct: kids stay and eat free')
    for (const width of [390, 1440]) {
      await visitor.setViewportSize({ width, height: 900 })
      await visitor.goto(p.path)
      await expect(visitor.getByRole('heading', { name: 'Book direct: kids stay and eat free' })).toBeVisible()
      await shot(visitor, `${p.path.split('-')[0]!.slice(1)}-${width}`)
    }
  }
  await visitor.close()

  // A second change, then back to the first version from the section's history.
  const title = page.getByLabel('Title', { exact: true }).first()
  await title.fill('Book direct: members save more')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByRole('listitem')).toHaveCount(3)
  await expect(history.getByRole('listitem').first()).toContainText('Version 3 (current)')
  await expect(history.getByRole('listitem').first()).toContainText('by editor@')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await history.scrollIntoViewIfNeeded()
    await history.screenshot({ path: test.info().outputPath(`section-history-${width}.png`) })
  }
  await history.getByRole('button', { name: 'Restore version 1' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Restored version 1 of' })).toContainText('as version 4')
  await expect(title).toHaveValue('Book direct: kids stay free')
  await expect(history.getByRole('listitem')).toHaveCount(4)
  await expect(history.getByRole('listitem').first()).toContainText('Version 4 (current)')
  await expect(page.getByRole('heading', { name: 'Used on 2 pages' })).toBeVisible()
  await expect(page.getByText('Saving a change rebuilds 2 published pages')).toBeVisible()
  for (const p of [first, second]) {
    await expect
      .poll(async () => {
        const html = await (await request.get(p.path)).text()
        return html.includes('Book direct: kids stay free') && !html.includes('members save more') && !html.includes('kids stay and eat free')
      }, { timeout: 120_000 })
      .toBe(true)
  }
})
