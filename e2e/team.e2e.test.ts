import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './test.ts'
import sharp from 'sharp'
import { editor, editorAccessToken, preview, signIn } from './studioSignIn.ts'

// Editors as a team: the media library, scheduled publishing, presence and the audit log, on one server.
test.describe.configure({ mode: 'serial' })

const second = { email: 'pat.presence@voix.localhost', name: 'Pat Presence', password: 'pat-presence-password-1' }
const stamp = Date.now().toString(36)
const paths = { a: `/team-a-${stamp}`, b: `/team-b-${stamp}` }
/** The editor's address of each page, kept when it is made (the page list holds hundreds of demo pages). */
const editorUrl = { a: '', b: '' }
const shots = process.env.TEAM_SCREENSHOTS

let admin: BrowserContext
let page: Page
let token = ''
/** API calls as a bearer, without the studio's cookies (a cookie-carrying write must come from the studio's own pages). */
let api: APIRequestContext

const png = (background: string) => sharp({ create: { width: 1600, height: 1000, channels: 3, background } }).png().toBuffer()
const fields = (p: Page) => p.locator('.fields')
const tree = (p: Page) => p.getByRole('tree', { name: 'Elements' })

const signInAs = (p: Page, who: { email: string; password: string }) => signIn(p, '/voix', who)

async function newPageWithHero(p: Page, title: string, path: string) {
  await p.goto('/voix/pages/create')
  await p.getByLabel('Title', { exact: true }).fill(title)
  await p.getByLabel('Path', { exact: true }).fill(path)
  await p.getByRole('button', { name: 'Create and edit' }).click()
  await expect(tree(p)).toBeVisible()
  await p.getByRole('button', { name: 'Add block' }).click()
  await p.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Hero', exact: true }).click()
  await fields(p).getByLabel('Title', { exact: true }).fill(title)
}

async function publish(p: Page) {
  await p.getByRole('button', { name: 'Save and publish', exact: true }).click()
  await expect(p.locator('[data-job-status="live"]').first()).toBeVisible({ timeout: 30_000 })
}

/** The live page's hero image files (the upload and its derived sizes), as the static site serves them. */
async function heroSrc(p: Page, path: string): Promise<string> {
  await p.goto(path)
  return p.locator('.v-hero picture').innerHTML()
}

test.beforeAll(async ({ browser, baseURL, playwright }) => {
  test.setTimeout(60_000)
  admin = await browser.newContext()
  page = await admin.newPage()
  await signInAs(page, editor)
  api = await playwright.request.newContext({ baseURL })
  token = await editorAccessToken(page, api, baseURL!)
  const made = await api.post('/api/users', { headers: { Authorization: `Bearer ${token}` }, data: { ...second, role: 'editor' } })
  expect([201, 409]).toContain(made.status())
})
test.afterAll(async () => {
  await admin.close()
  await api.dispose()
})

test('an image uploaded from the library dialog, used in two blocks, replaced once: both pages are rebuilt with the new file', async () => {
  test.setTimeout(150_000)
  await newPageWithHero(page, 'Team A', paths.a)
  editorUrl.a = page.url()
  await fields(page).getByRole('button', { name: /^(Choose or upload…|Change image…)$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Media library' })
  await expect(dialog).toBeVisible()
  if (shots) for (const width of [390, 1280]) await page.setViewportSize({ width, height: 800 }).then(() => page.screenshot({ path: `${shots}/library-dialog-${width}.png` }))
  await page.setViewportSize({ width: 1280, height: 800 })
  await dialog.locator('input[type=file]').setInputFiles({ name: `beach-${stamp}.png`, mimeType: 'image/png', buffer: await png('#f08a24') })
  await expect(dialog).toBeHidden()
  await expect(preview(page).locator('.v-hero img')).toBeVisible()
  await fields(page).getByLabel('Alt text', { exact: true }).fill('Orange beach')
  await publish(page)

  await newPageWithHero(page, 'Team B', paths.b)
  editorUrl.b = page.url()
  await fields(page).getByRole('button', { name: /^(Choose or upload…|Change image…)$/ }).click()
  await dialog.getByRole('searchbox', { name: 'Search by name or alt text' }).fill(`beach-${stamp}`)
  await dialog.getByRole('button', { name: new RegExp(`beach-${stamp}\\.png`) }).click()
  await expect(dialog).toBeHidden()
  await publish(page)
  const before = [await heroSrc(page, paths.a), await heroSrc(page, paths.b)]
  for (const html of before) expect(html).toMatch(/\/assets\/img\/[0-9a-f]{24}\.webp/)

  await page.goto('/voix/media')
  await page.getByRole('searchbox', { name: 'Search by name or alt text' }).fill(`beach-${stamp}`)
  await expect(page.getByRole('button', { name: new RegExp(`beach-${stamp}\\.png`) })).toContainText('Used on 2 pages')
  await page.getByRole('button', { name: new RegExp(`beach-${stamp}\\.png`) }).click()
  const detail = page.getByRole('complementary', { name: `File beach-${stamp}.png` })
  await expect(detail.getByRole('list', { name: 'Used in' }).getByRole('listitem')).toHaveCount(2)
  await detail.getByRole('button', { name: 'Delete' }).click()
  await expect(detail.getByRole('alert')).toContainText(`This file is still used by page Team`)
  await detail.getByLabel('Replace the file').setInputFiles({ name: `beach-${stamp}.png`, mimeType: 'image/png', buffer: await png('#1f6fd1') })
  await expect(detail.getByRole('status')).toContainText('Replaced in 2 pages', { timeout: 30_000 })
  for (const [i, path] of [paths.a, paths.b].entries()) {
    await expect.poll(() => heroSrc(page, path), { timeout: 30_000 }).not.toBe(before[i])
    // New derived sizes, made from the new file: none of the old derived files is left in the page.
    const oldDerived = before[i]!.match(/\/assets\/img\/[0-9a-f]{24}\.webp/g)!
    const now = await heroSrc(page, path)
    expect(now).toMatch(/\/assets\/img\/[0-9a-f]{24}\.webp/)
    for (const file of oldDerived) expect(now).not.toContain(file)
  }
  const colour = await page.locator('.v-hero picture img').evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const canvas = Object.assign(document.createElement('canvas'), { width: 4, height: 4 })
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0, 4, 4)
    return Array.from(ctx.getImageData(1, 1, 1, 1).data.slice(0, 3))
  })
  // The new file is blue: the page shows it, not the old orange one.
  expect(colour[2]).toBeGreaterThan(colour[0]!)
})

test('a page change scheduled two minutes ahead goes live when the clock gets there, with nobody acting', async () => {
  test.setTimeout(90_000)
  await page.goto(editorUrl.a)
  await expect(tree(page)).toBeVisible()
  await tree(page).getByRole('treeitem', { name: /Team A/ }).first().click()
  await fields(page).getByLabel('Title', { exact: true }).fill('Team A at midnight')
  await page.getByRole('button', { name: 'Schedule…' }).click()
  const dialog = page.getByRole('dialog', { name: /Schedule/ })
  const at = new Date(Date.now() + 2 * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  await dialog.getByLabel('When').fill(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`)
  await expect(dialog).toContainText('Time zone:')
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Scheduled' })).toContainText('Goes live')
  await page.goto(paths.a)
  await expect(page.locator('.v-hero')).not.toContainText('Team A at midnight')
  const clock = await api.put('/api/clock', { headers: { Authorization: `Bearer ${token}`, 'If-Match': '"0"' }, data: { offsetMs: 3 * 60_000 } })
  expect(clock.status()).toBe(200)
  await expect.poll(async () => (await page.goto(paths.a), await page.locator('.v-hero').innerText()), { timeout: 40_000 }).toContain('Team A at midnight')
})

test('two people on one page see each other, and the one who arrives second is told before editing', async ({ browser }: { browser: Browser }) => {
  const pat = await browser.newContext()
  try {
    const other = await pat.newPage()
    await signInAs(other, second)
    await page.goto(editorUrl.b)
    await expect(tree(page)).toBeVisible()
    await other.goto(editorUrl.b)
    await expect(other.getByRole('alert').filter({ hasText: 'also has this page open' })).toBeVisible()
    await expect(other.getByRole('list', { name: 'Also here' })).toContainText(/open since/)
    await expect(page.getByRole('list', { name: 'Also here' })).toContainText('Pat Presence, open since')
  } finally {
    await pat.close()
  }
})

test("a special's end scheduled from its form is listed there to change or cancel; the page list shows scheduled changes and who has a page open", async ({ browser }: { browser: Browser }) => {
  test.setTimeout(60_000)
  const auth = { Authorization: `Bearer ${token}` }
  const special = ((await (await api.get('/api/specials?limit=1', { headers: auth })).json()) as { items: { id: string; title: string }[] }).items[0]!
  await page.goto(`/voix/specials/edit/${encodeURIComponent(special.id)}`)
  await page.getByRole('button', { name: 'Schedule…' }).click()
  const dialog = page.getByRole('dialog', { name: `Schedule “${special.title}”` })
  await expect(dialog.getByLabel('What')).toHaveValue('unpublish')
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
  const scheduled = page.getByRole('list', { name: 'Scheduled' })
  await expect(scheduled).toContainText('Comes down')
  if (shots) for (const width of [390, 1280]) await page.setViewportSize({ width, height: 900 }).then(() => page.screenshot({ path: `${shots}/special-form-${width}.png`, fullPage: true }))
  await page.setViewportSize({ width: 1280, height: 800 })
  await scheduled.getByRole('button', { name: 'Change…' }).click()
  await scheduled.getByLabel(/New time/).fill('2000-01-01T00:00')
  await scheduled.getByRole('button', { name: 'Save time' }).click()
  await expect(scheduled.getByRole('alert')).toContainText('Not moved: The body is not valid: run_at: must be in the future')
  await scheduled.getByRole('button', { name: 'Keep' }).click()
  await scheduled.getByRole('button', { name: 'Cancel' }).click()
  await expect(scheduled).toHaveCount(0)

  const pageB = { id: new URL(editorUrl.b).searchParams.get('page')! }
  const inAnHour = new Date(Date.now() + 4 * 3_600_000).toISOString()
  expect((await api.post('/api/schedules', { headers: auth, data: { action: 'unpublish', target_kind: 'pages', target_id: pageB.id, run_at: inAnHour } })).status()).toBe(201)
  const pat = await browser.newContext()
  try {
    const other = await pat.newPage()
    await signInAs(other, second)
    await other.goto(editorUrl.b)
    await expect(tree(other)).toBeVisible()
    const lists = page.waitForRequest((r) => r.url().includes('/api/schedules?') && r.url().includes('target_ids='))
    await page.goto(`/voix/pages?q=${encodeURIComponent(paths.b)}`)
    await lists
    const row = page.locator('.page-table tbody tr').filter({ hasText: paths.b })
    await expect(row.getByRole('list', { name: 'Scheduled' })).toContainText('Comes down')
    await expect(row.getByRole('list', { name: 'Also here' })).toContainText('Pat Presence, open since')
    if (shots) for (const width of [390, 1280]) await page.setViewportSize({ width, height: 900 }).then(() => page.screenshot({ path: `${shots}/page-list-${width}.png`, fullPage: true }))
    await page.setViewportSize({ width: 1280, height: 800 })
  } finally {
    await pat.close()
  }
})

test('the audit screen shows what this test did, and who did it', async () => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/voix/audit')
  const rows = page.locator('.audit__table tbody tr')
  await expect(rows.first()).toBeVisible()
  await page.getByLabel('What').selectOption('media')
  await expect(rows.filter({ hasText: 'Replaced media' }).first()).toContainText(editor.email)
  await page.getByLabel('What').selectOption('auth')
  await expect(rows.filter({ hasText: second.email }).first()).toContainText('Signed in')
  await page.getByLabel('What').selectOption('pages')
  await page.getByLabel('Who').fill('scheduled')
  await expect(rows.filter({ hasText: `Published Team A (${paths.a}) as scheduled` })).toHaveCount(1)
  await page.getByLabel('Who').fill('')
  await expect(rows.filter({ hasText: 'Published page' }).first()).toContainText(editor.email)
  if (shots)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${shots}/audit-${width}.png` })
    }
})
