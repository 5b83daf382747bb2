import { expect, test, type Page } from './test.ts'
import { blockDefinitions } from '../catalogue/blocks/definitions.ts'
import { studioNav } from '../studio/shell/studioNav.ts'
import { editorAccessToken, preview, signIn } from './studioSignIn.ts'

test.use({ viewport: { width: 1440, height: 900 } })

const fields = (page: Page) => page.locator('.fields')
const tree = (page: Page) => page.getByRole('tree', { name: 'Elements' })
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

/** The computed font size of the live page's intro title at a window width. */
async function titleSizeAt(page: Page, url: string, width: number): Promise<string> {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(url)
  return page.getByRole('heading', { name: 'Swim-up suites, all summer' }).evaluate((h) => getComputedStyle(h).fontSize)
}

test('an editor builds a landing page: suggested path, sizes per screen set in any order, offers in the preview, Book now to a real page, draft against live', async ({ page, request }) => {
  // A long flow on a busy 2-core machine: building, publishing twice and reading the live page at two widths.
  test.setTimeout(150_000)
  const stamp = `${Date.now() % 1_000_000}-${test.info().retry}`
  const title = `Summer landing ${stamp}`
  const path = `/summer-landing-${stamp}`
  await signIn(page)

  // (6) The path is suggested from the title, and the layout follows the site chosen.
  await page.goto('/voix/pages/create')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await expect(page.getByLabel('Path', { exact: true })).toHaveValue(path)
  const layout = page.getByRole('combobox', { name: 'Layout', exact: true })
  const site = page.getByRole('combobox', { name: 'Site', exact: true })
  const defaultLayout = await layout.inputValue()
  await site.selectOption({ label: 'Hyatt Ziva' })
  await expect(layout).not.toHaveValue(defaultLayout)
  await expect(layout.locator('option:checked')).toHaveText('Hyatt Ziva')
  await site.selectOption({ label: 'Playa Resorts' })
  await expect(layout).toHaveValue(defaultLayout)
  await page.getByRole('button', { name: 'Create and edit' }).click()
  await expect(tree(page)).toBeVisible()

  // (1, 8) Sizes per screen, set widest first: tabs in editors' words.
  await page.getByRole('button', { name: 'Add block' }).click()
  await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Intro', exact: true }).click()
  await fields(page).getByLabel('Title', { exact: true }).fill('Swim-up suites, all summer')
  await fields(page).getByRole('button', { name: 'Text style of Title' }).click()
  const sizes = fields(page).getByRole('group', { name: 'Text style by screen size' })
  await expect(sizes.getByRole('tab')).toHaveText(['Phone', 'Large phone', 'Tablet', 'Laptop', 'Desktop', 'Wide'])
  await sizes.getByRole('tab', { name: 'Laptop' }).click()
  await sizes.getByLabel('Font size').fill('72px')
  await sizes.getByRole('tab', { name: /^Phone/ }).click()
  await sizes.getByLabel('Font size').fill('26px')
  await expect(sizes.getByRole('tab', { name: /^Laptop/ })).toHaveText('Laptop •')

  // (3) Offers picked show in the preview as visitors will get them.
  await page.getByRole('button', { name: 'Add block' }).click()
  await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Special offers', exact: true }).click()
  await fields(page).getByRole('combobox', { name: 'Special offers' }).selectOption({ label: 'Save up to 40%' })
  await expect(preview(page).getByRole('heading', { name: 'Save up to 40%' })).toBeVisible()
  await expect(preview(page).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/rooms')

  // (7) Back to the page's own settings from a selected block.
  await page.getByRole('button', { name: '← Page settings' }).click()
  await expect(page.getByRole('group', { name: 'Page' }).getByLabel('Title', { exact: true })).toHaveValue(title)

  await page.getByRole('button', { name: 'Quick save and publish' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Quick save and publish: done/ })).toBeVisible()
  const live = `${new URL(page.url()).origin}${path}`
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 60_000 }).toBe(200)

  // (1) Each width gets its own size on the live page, though the laptop size was set first.
  const visitor = await page.context().browser()!.newPage()
  expect(await titleSizeAt(visitor, live, 390)).toBe('26px')
  expect(await titleSizeAt(visitor, live, 1440)).toBe('72px')
  await shot(visitor, 'live-1440')
  // (3) Book now leads to a page that exists.
  await visitor.getByRole('link', { name: 'Book Now' }).first().click()
  await expect(visitor).toHaveURL(/\/rooms$/)
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await visitor.close()

  // (9) A draft that differs from live says so, in the editor with what changed, and in the list.
  await page.getByRole('group', { name: 'Page' }).getByLabel('Title', { exact: true }).fill(`${title} (new)`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('.savebar__state')).toHaveText('All changes saved')
  const diff = page.locator('.live-status__diff')
  await diff.locator('summary').click()
  await expect(diff.locator('li')).toHaveText([`Title: “${title}” → “${title} (new)”`])
  await expect(diff.locator('summary')).toHaveText('Differs from the live page: 1 change visitors do not see yet')
  await page.setViewportSize({ width: 1440, height: 900 })
  await shot(page, 'editor-1440')
  // (5) On a phone the editor stacks and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const [barBox, treeBox, previewBox, sideBox] = await Promise.all(['.editor__bar', '.tree', '.preview', '.editor__side'].map((s) => page.locator(s).boundingBox()))
  expect(treeBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 1)
  expect(previewBox!.y).toBeGreaterThanOrEqual(treeBox!.y + treeBox!.height - 1)
  expect(sideBox!.y).toBeGreaterThanOrEqual(previewBox!.y + previewBox!.height - 1)
  expect(previewBox!.height).toBeGreaterThan(400)
  expect(previewBox!.width).toBeGreaterThan(380)
  await shot(page, 'editor-390')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/voix/pages')
  await page.getByRole('searchbox', { name: 'Search by title or path' }).fill(`${title} (new)`)
  await expect(page.getByRole('row').filter({ hasText: path }).getByText('Published, changes not live')).toBeVisible()
})

test('a session ended by an admin while editing: the editor signs in again from the editor and saves the unsaved work', async ({ browser, page, request, baseURL }) => {
  test.setTimeout(90_000)
  const stamp = `${Date.now() % 1_000_000}-${test.info().retry}`
  const who = { email: `sam.${stamp}@voix.localhost`, name: 'Sam Lopez', password: 'sam-lopez-password-1' }
  const token = await editorAccessToken(page, request, baseURL!)
  await signIn(page)
  const auth = { Authorization: `Bearer ${token}` }
  const made = await request.post('/api/users', { headers: auth, data: { ...who, role: 'editor' } })
  expect(made.status()).toBe(201)
  const user = await made.json()

  // A page of its own, so the other tests' pages stay as the demo made them.
  const created = await request.post('/api/pages', { headers: auth, data: { site_id: 'playaresorts', path: `/beach-dining-${stamp}`, title: `Beach dining ${stamp}`, layout: 'playaresorts' } })
  expect(created.status()).toBe(201)
  const samsPage = await created.json()

  const samContext = await browser.newContext()
  const sam = await samContext.newPage()
  await signIn(sam, '/voix', who)
  await sam.goto(`/voix/studio?page=${samsPage.id}`)
  await expect(tree(sam)).toBeVisible()
  const titleInput = sam.getByRole('group', { name: 'Page' }).getByLabel('Title', { exact: true })
  await titleInput.fill(`Dining by the sea ${stamp}`)

  // An admin sets a new password for Sam, which ends Sam's sign-ins.
  const current = await request.get(`/api/users/${user.id}`, { headers: auth })
  const reset = await request.put(`/api/users/${user.id}`, { headers: { ...auth, 'If-Match': current.headers().etag! }, data: { ...(await current.json()), password: 'sam-new-password-22' } })
  expect(reset.status()).toBe(200)

  await sam.getByRole('button', { name: 'Save draft' }).click()
  const problem = sam.locator('.savebar__problem')
  await expect(problem).toContainText('Not saved: your sign-in has ended. Sign in again and save; your changes are kept in this browser meanwhile.')
  await problem.getByRole('button', { name: 'Sign in again' }).click()
  // The sign-in page, not an error in JSON.
  await expect(sam.locator('input[name=password]')).toBeVisible()
  await expect(sam.locator('body')).not.toContainText('{"error"')
  await sam.fill('input[name=email]', who.email)
  await sam.fill('input[name=password]', 'sam-new-password-22')
  await sam.keyboard.press('Enter')
  await expect(sam.getByText('You are signed in again and your unsaved changes are back')).toBeVisible()
  await expect(titleInput).toHaveValue(`Dining by the sea ${stamp}`)
  await sam.getByRole('button', { name: 'Save draft' }).click()
  await expect(sam.locator('.savebar__state')).toHaveText('All changes saved')
  await expect(sam.getByRole('status').filter({ hasText: /Save draft: done/ })).toBeVisible()
  await samContext.close()
})

/** A JSON path (elements.3.fields.1), a block's component name (GlobalInlineBookingWidget) or a raw JSON error. */
const components = Object.keys(blockDefinitions)
/** Any code-style name joined in CamelCase (CollectionCard, a component added later), but the brands people write so. */
const camelCase = /\b[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+\b/g
const writtenSo = new Set(['YouTube', 'LinkedIn', 'WhatsApp', 'TikTok', 'PlayaResorts', 'OpenStreetMap', 'JavaScript', 'TripAdvisor', 'AgentCash', 'AgentCashPlus'])
const jsonPath = /\b[a-z_]+\.\d+\.[a-z_]+/i
const rawJson = /[{[]\s*"[a-z_]+"\s*:/i

/** What of a screen's visible text is not in editors' words: JSON paths, component names, raw JSON. */
async function developerWords(page: Page, where: string): Promise<string[]> {
  // Addresses are data, not words: a form sent from a block's preview names that preview's address.
  const text = (await page.locator('body').innerText()).replace(/(^|\s)\/\S*/g, ' ')
  const path = jsonPath.exec(text)?.[0]
  // CamelCase within one piece of text: innerText runs two buttons side by side together ("CopyDelete").
  const pieces = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const out: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement?.checkVisibility()) out.push(node.textContent ?? '')
    return out
  })
  const camel = pieces.flatMap((piece) => piece.replace(/(^|\s)\/\S*/g, ' ').match(camelCase) ?? []).find((w) => !writtenSo.has(w))
  const component = components.find((c) => new RegExp(`\\b${c}\\b`).test(text)) ?? camel
  const raw = rawJson.exec(text)?.[0]
  return ([['JSON path', path], ['component name', component], ['raw JSON', raw]] as const).flatMap(([what, hit]) => (hit ? [`${where}: ${what} '${hit}'`] : []))
}

test('no studio screen shows a JSON path, a component name or a raw JSON error', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page)
  const screens = ['/voix', ...studioNav.flatMap((g) => g.links.map((l) => `/voix${l.href}`)), '/voix/pages/create', '/voix/specials/create', '/voix/posts/create', '/voix/profile', '/voix/slicer/templates/GlobalIntro']
  const found: string[] = []
  for (const screen of screens) {
    await page.goto(screen)
    await expect(page.locator('main, .editor').first()).toBeVisible()
    // Each screen says it is loading until its data is there.
    await expect(page.getByText(/^Loading/)).toHaveCount(0)
    found.push(...(await developerWords(page, screen)))
  }
  expect(found).toEqual([])
})

/** Every record type's form (studio/records/configs), by its studio path. */
const recordPaths = ['/menus', '/posts', '/brands', '/resorts', '/specials', '/fact-sheets', '/booking-code-triggers', '/head-tags', '/redirects', '/users']

test('refused input speaks editors’ words too: every record form sent empty, and the cookbook’s new page with a bad or taken path', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  const found: string[] = []
  for (const path of recordPaths) {
    await page.goto(`/voix${path}/create`)
    await page.getByRole('button', { name: /^Create / }).click()
    // The server's refusal is placed beside the fields it names (or above the form).
    await expect(page.getByRole('alert').first()).toBeVisible()
    found.push(...(await developerWords(page, `${path}/create, sent empty`)))
  }
  await page.goto('/voix/cookbook')
  await page.getByRole('button', { name: 'Start a page from this recipe' }).first().click()
  const form = page.getByRole('form', { name: /^New page from / })
  await form.getByLabel('Path', { exact: true }).fill('/Bad Path!')
  await form.getByRole('button', { name: 'Create and edit' }).click()
  await expect(form.getByRole('alert')).toContainText('Path must be a path such as')
  found.push(...(await developerWords(page, 'cookbook, a bad path')))
  // A path the site already has: the server refuses it.
  await form.getByLabel('Path', { exact: true }).fill('/')
  await form.getByRole('button', { name: 'Create and edit' }).click()
  await expect(form.getByRole('alert')).not.toContainText('Path must be a path such as')
  await expect(form.getByRole('alert')).toBeVisible()
  found.push(...(await developerWords(page, 'cookbook, a taken path')))
  await shot(page, 'cookbook-refused-1440')
  expect(found).toEqual([])
})
