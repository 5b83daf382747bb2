import { expect, test, type Page } from './test.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../catalogue/model/element.ts'
import { newGroup } from '../catalogue/model/newGroup.ts'
import { editorAccessToken, preview, signIn } from './studioSignIn.ts'

test.use({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })

const tree = (page: Page) => page.getByRole('tree', { name: 'Elements' })
const row = (page: Page, label: string) => tree(page).getByRole('treeitem').filter({ hasText: label })
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

/** An intro whose title is 26px on phones and 72px from laptops up. */
function sizedIntro(title: string): Element {
  const intro = newSliceFromBlock('GlobalIntro', { title, titleTag: 'h2', copy: '<p>Our swim-up suites open onto a lagoon pool.</p>' })
  return { ...intro, fields: intro.fields.map((f) => (f.name === 'title' ? { ...f, properties: [{ breakpoint: 'default', fontSize: '26px' }, { breakpoint: 'lg', fontSize: '72px' }] } : f)) }
}

test('three blocks copied from a page of one site are pasted into a page of another site in a second window: undo, redo, publish, live', async ({ page, browser, request, baseURL }) => {
  // Two windows signed in, two pages made, one publish and the live page read at two widths, on a busy machine.
  test.setTimeout(150_000)
  const port = new URL(baseURL!).port
  const stamp = `${Date.now() % 1_000_000}-${test.info().retry}`
  const tokenPage = await page.context().newPage()
  const auth = { Authorization: `Bearer ${await editorAccessToken(tokenPage, request, baseURL!)}` }
  await tokenPage.close()

  // An image of the media library, shared by every site: the pasted block keeps pointing at it.
  const media = await request.get('/api/media?limit=1&type=image/jpeg', { headers: auth })
  const photo = ((await media.json()) as { items: { url: string; alt: string }[] }).items[0]!
  expect(photo.url).toMatch(/^\/media\//)

  const nested = { ...newSliceFromBlock('GlobalIntro', { title: 'Spa by the sea' }), slot: 'default' }
  const spaRow = { ...newGroup('Spa row'), elements: [nested] }
  const image = newSliceFromBlock('GlobalImage', { image: { url: photo.url, alt: 'Lagoon pool at dusk' }, caption: 'The lagoon pool' })
  const intro = sizedIntro('Swim-up suites, all summer')
  const source = await request.post('/api/pages', { headers: auth, data: { site_id: 'playaresorts', path: `/summer-suites-${stamp}`, title: `Summer suites ${stamp}`, layout: 'playaresorts', elements: [intro, spaRow, image, newSliceFromBlock('GlobalIntro', { title: 'Not copied' })] } })
  expect(source.status()).toBe(201)
  const targetPath = `/ziva-summer-${stamp}`
  const target = await request.post('/api/pages', { headers: auth, data: { site_id: 'hyatt-ziva', path: targetPath, title: `Ziva summer ${stamp}`, layout: 'hyatt-ziva', elements: [newSliceFromBlock('GlobalIntro', { title: 'Welcome to Hyatt Ziva' })] } })
  expect(target.status()).toBe(201)

  // Window one: the page of the Playa Resorts site; three blocks selected (one a group holding another) and copied.
  await signIn(page)
  await page.goto(`/voix/studio?page=${(await source.json()).id}`)
  await row(page, 'Swim-up suites, all summer').click()
  await row(page, 'Spa row').click({ modifiers: ['ControlOrMeta'] })
  await row(page, 'The lagoon pool').click({ modifiers: ['ControlOrMeta'] })
  await expect(tree(page).getByRole('treeitem', { selected: true })).toHaveCount(3)
  await expect(page.locator('.editor__side')).toContainText('3 blocks selected')
  await page.keyboard.press('ControlOrMeta+C')
  await expect(page.getByRole('status').filter({ hasText: 'Copied 3 blocks: paste them into any page' })).toBeVisible()

  // Window two, a browser context of its own: the Hyatt Ziva page; pasted after its intro by keyboard.
  const second = await browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })
  const other = await second.newPage()
  await signIn(other)
  await other.goto(`/voix/studio?page=${(await target.json()).id}`)
  await row(other, 'Welcome to Hyatt Ziva').click()
  await other.keyboard.press('ControlOrMeta+V')
  await expect(other.getByRole('status').filter({ hasText: `Pasted 3 blocks from “Summer suites ${stamp}”: Undo takes the whole paste back` })).toBeVisible()
  const labels = ['Welcome to Hyatt Ziva', 'Swim-up suites, all summer', 'Spa row', 'Spa by the sea', 'The lagoon pool']
  await expect(tree(other).getByRole('treeitem')).toHaveText(labels.map((l) => new RegExp(l)))
  await expect(preview(other).getByRole('heading', { name: 'Spa by the sea' })).toBeVisible()
  await shot(other, 'pasted-editor-1440')
  await other.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await shot(other, 'pasted-editor-390')
  await other.setViewportSize({ width: 1440, height: 900 })

  // One undo takes the whole paste back; redo brings it all again.
  await other.getByRole('button', { name: 'Undo' }).click()
  await expect(tree(other).getByRole('treeitem')).toHaveText([/Welcome to Hyatt Ziva/])
  await other.getByRole('button', { name: 'Redo' }).click()
  await expect(tree(other).getByRole('treeitem')).toHaveText(labels.map((l) => new RegExp(l)))

  // Text in a text box is the text box's own: Ctrl+C there copies its words, not the selected block.
  await row(other, 'Spa by the sea').click()
  await other.locator('.fields').getByLabel('Title', { exact: true }).focus()
  await other.keyboard.press('ControlOrMeta+A')
  await other.keyboard.press('ControlOrMeta+C')
  await expect.poll(() => other.evaluate(() => navigator.clipboard.readText())).toBe('Spa by the sea')
  await expect(tree(other).getByRole('treeitem')).toHaveCount(labels.length)

  await other.getByRole('button', { name: 'Quick save and publish' }).click()
  await expect(other.getByRole('status').filter({ hasText: /Quick save and publish: done/ })).toBeVisible({ timeout: 60_000 })
  const live = `http://hyatt-ziva.localhost:${port}${targetPath}`
  await expect.poll(async () => (await request.get(`http://localhost:${port}${targetPath}`, { headers: { host: `hyatt-ziva.localhost:${port}` } })).status(), { timeout: 60_000 }).toBe(200)

  // The live page of the other site shows the three blocks, the title sized per screen, the library's image.
  const visitor = await browser.newPage()
  for (const [width, size] of [[390, '26px'], [1440, '72px']] as const) {
    await visitor.setViewportSize({ width, height: 900 })
    await visitor.goto(live)
    const title = visitor.getByRole('heading', { name: 'Swim-up suites, all summer' })
    await expect(title).toBeVisible()
    expect(await title.evaluate((h) => getComputedStyle(h).fontSize)).toBe(size)
    await expect(visitor.getByRole('heading', { name: 'Spa by the sea' })).toBeVisible()
    const img = visitor.getByRole('img', { name: 'Lagoon pool at dusk' })
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await visitor.evaluate(() => window.scrollTo(0, 0))
    await shot(visitor, `live-${width}`)
  }
  await visitor.close()

  // Pasted text is untrusted: a block this studio does not offer is refused, saying so, and the page stays as it was.
  const hostile = JSON.stringify({ type: 'voix/blocks', version: 1, blocks: [{ id: 'x', type: 'slice', component: 'EvilWidget', fields: [] }] })
  await other.evaluate((text) => navigator.clipboard.writeText(text), hostile)
  await row(other, 'The lagoon pool').click()
  await other.keyboard.press('ControlOrMeta+V')
  await expect(other.getByRole('alert').filter({ hasText: 'The copied blocks include a block this studio does not offer (“EvilWidget”), so they cannot be pasted' })).toBeVisible()
  await expect(tree(other).getByRole('treeitem')).toHaveCount(labels.length)
  await second.close()
})
