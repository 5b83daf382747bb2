import { expect, test, type Browser, type Page } from './test.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { editor } from './studioSignIn.ts'

/**
 * The studio's records as an editor meets them: create, find by search, edit, see the change on the public
 * site, delete; the server's refusal beside the field; a role's forbidden screens hidden and refused.
 */
// Each record's test waits for one or two real builds of the whole demo.
test.describe.configure({ mode: 'serial', timeout: 150_000 })

const run = Date.now().toString(36)
const people = {
  editor: { email: `records-editor-${run}@voix.localhost`, password: 'records-editor-password' },
  reviewer: { email: `records-reviewer-${run}@voix.localhost`, password: 'records-reviewer-password' },
}
let studio: Page

async function signInAs(page: Page, who: { email: string; password: string }) {
  await page.goto('/voix')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.fill('input[name=email]', who.email)
  await page.fill('input[name=password]', who.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/voix\/?$/)
}

async function newSignedIn(browser: Browser, who: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage()
  await signInAs(page, who)
  return page
}

/** Saves the open form and waits for the shell's build status to show a new build gone live. */
async function saveAndBuild(page: Page) {
  const status = page.locator('[data-build-status]')
  const before = await status.getAttribute('data-job-id')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  await expect(status).not.toHaveAttribute('data-job-id', before ?? '')
  await expect(status).toHaveAttribute('data-build-status', 'live', { timeout: 60_000 })
  await expect(status).toHaveText(/^Site updated /)
}

/** The public page, reloaded until it shows what the last build made of it. */
async function onSite(page: Page, url: string, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(url)
    await check(page)
  }).toPass({ timeout: 60_000 })
}

async function search(page: Page, section: string, text: string) {
  await page.goto(`/voix/${section}`)
  await page.getByRole('searchbox').fill(text)
}

test.beforeAll(async ({ browser }) => {
  // The first admin makes an editor and a reviewer in the Users screen; the editor does the rest.
  const admin = await newSignedIn(browser, editor)
  for (const [role, who] of Object.entries(people)) {
    await admin.goto('/voix/users/create')
    await admin.getByLabel('Email', { exact: true }).fill(who.email)
    await admin.getByLabel('Name', { exact: true }).fill(`Records ${role}`)
    await admin.getByLabel('Role', { exact: true }).selectOption(role)
    await admin.getByLabel('Password', { exact: true }).fill(who.password)
    await admin.getByRole('button', { name: 'Create user' }).click()
    await expect(admin.getByRole('status').filter({ hasText: /^Saved user/ })).toBeVisible()
    await expect(admin).toHaveURL(/\/voix\/users\/(?!create)[^/]+$/)
  }
  await search(admin, 'users', `records-reviewer-${run}`)
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2)
  await admin.context().close()
  studio = await newSignedIn(browser, people.editor)
})

test('a refused special shows the server’s message beside each field, once', async () => {
  await studio.goto('/voix/specials/create')
  await studio.getByLabel('Slug', { exact: true }).fill('Not A Slug!')
  await studio.getByRole('button', { name: 'Create special' }).click()
  const title = studio.locator('[data-field="title"] .field__problem')
  await expect(title).toHaveText('Title must not be empty')
  await expect(studio.locator('[data-field="slug"] .field__problem')).toHaveText('Slug must be lower-case letters, digits and hyphens, such as ocean-view')
  await expect(studio.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText('Not saved: see the fields marked below.')
  // Nothing was stored.
  await search(studio, 'specials', 'Not A Slug')
  await expect(studio.getByText(/No specials match/)).toBeVisible()
})

test('a special: create, find, edit, see it on the site, delete', async ({ request, baseURL }) => {
  await studio.goto('/voix/specials/create')
  await studio.getByLabel('Title', { exact: true }).fill(`Sunset offer ${run}`)
  await studio.getByLabel('Slug', { exact: true }).fill(`sunset-${run}`)
  await studio.getByRole('button', { name: 'Create special' }).click()
  await expect(studio).toHaveURL(/\/voix\/specials\/edit\/[^/]+$/)
  const id = studio.url().split('/').pop()!

  // A published page shows the special (set up through the API, as the page editor would publish it).
  const path = `/records-offers-${run}`
  const cookies = { headers: { 'X-Voix-Site': '0', Origin: new URL(baseURL!).origin, Cookie: (await studio.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } }
  const offers = newSliceFromBlock('SpecialsSpecialOffers', { title: 'Our offers', specials: [id] })
  const made = await request.post('/api/pages', { ...cookies, data: { site_id: 'playaresorts', path, title: 'Offers', layout: 'playaresorts', elements: [offers] } })
  expect(made.status(), await made.text()).toBe(201)
  const page = await made.json()
  const published = await request.post(`/api/pages/${page.id}/publish`, { headers: { ...cookies.headers, 'If-Match': `"${page.version}"` }, data: { page: { ...page, version: undefined, published_version_id: undefined } } })
  expect(published.status(), await published.text()).toBe(202)

  await search(studio, 'specials', `sunset offer ${run}`)
  await studio.getByRole('link', { name: `Sunset offer ${run}` }).click()
  await studio.getByLabel('Title', { exact: true }).fill(`Sunset offer ${run}, renamed`)
  await saveAndBuild(studio)
  const site = await studio.context().newPage()
  await onSite(site, path, async (p) => expect(p.locator('.v-special__title')).toHaveText(`Sunset offer ${run}, renamed`, { timeout: 1000 }))

  // Someone else saves the special meanwhile: the save is refused (412) and the conflict dialog merges both edits.
  const other = await studio.context().newPage()
  await other.goto(studio.url())
  await studio.getByLabel('Subtitle', { exact: true }).fill('Mine')
  await other.getByLabel('Extra savings', { exact: true }).fill('Theirs')
  await other.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(other.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  await other.close()
  await studio.getByRole('button', { name: 'Save', exact: true }).click()
  const conflict = studio.getByRole('alertdialog')
  await expect(conflict).toContainText('Someone else saved this special')
  await expect(conflict).toContainText('Extra savings changed')
  await conflict.getByRole('button', { name: 'Merge: keep their changes and mine' }).click()
  await studio.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(studio.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  await expect(studio.getByLabel('Subtitle', { exact: true })).toHaveValue('Mine')
  await expect(studio.getByLabel('Extra savings', { exact: true })).toHaveValue('Theirs')

  // Leaving with unsaved changes asks the spec's question; answering no stays.
  await studio.getByLabel('Subtitle', { exact: true }).fill('Not kept')
  const asked = new Promise<string>((resolve) => studio.once('dialog', (d) => (resolve(d.message()), void d.dismiss())))
  await studio.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Menus' }).click()
  expect(await asked).toBe('You have some unsaved changes. Are you sure you want to leave?')
  await expect(studio).toHaveURL(/\/voix\/specials\/edit\//)

  studio.once('dialog', (d) => void d.accept())
  await search(studio, 'specials', `sunset-${run}`)
  await studio.getByRole('button', { name: `Delete Sunset offer ${run}, renamed` }).click()
  const dialog = studio.getByRole('alertdialog')
  await expect(dialog).toContainText('Nothing else uses it.')
  await dialog.getByRole('button', { name: 'Delete special' }).click()
  await expect(studio.getByText(/No specials match/)).toBeVisible()
  await onSite(site, path, async (p) => expect(p.locator('.v-special__title')).toHaveCount(0, { timeout: 1000 }))
  await site.close()
})

test('a menu: items added, reordered from the keyboard and nested; seen on the site; a new menu created, found and deleted', async () => {
  await search(studio, 'menus', 'main')
  await studio.getByRole('row', { name: /jewel/ }).getByRole('link', { name: 'main' }).click()
  await studio.getByRole('button', { name: 'Add item' }).click()
  await studio.getByLabel('Item 7 label', { exact: true }).fill('Spa')
  await studio.getByLabel('Item 7 link', { exact: true }).fill('/spa')
  // Space picks the handle up, the arrow moves it, Space drops it: the new item becomes the second.
  const handle = studio.getByRole('button', { name: /^Move item 7: Spa/ })
  await handle.focus()
  await studio.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  const announced = studio.locator('[id^="DndLiveRegion"]')
  for (const at of [6, 5, 4, 3, 2]) {
    await studio.keyboard.press('ArrowUp')
    await expect(announced).toHaveText(`Spa is over position ${at} of 7.`)
  }
  await studio.keyboard.press('Space')
  await expect(announced).toHaveText('Dropped Spa at position 2 of 7.')
  await expect(studio.getByLabel('Item 2 label', { exact: true })).toHaveValue('Spa')
  await studio.getByRole('button', { name: 'Nest item 3 under the item above' }).click()
  await saveAndBuild(studio)
  const site = await studio.context().newPage()
  const port = new URL(studio.url()).port
  await onSite(site, `http://jewel.localhost:${port}/`, async (p) => {
    await expect(p.getByRole('link', { name: 'Spa', exact: true }).first()).toHaveAttribute('href', '/spa', { timeout: 1000 })
  })
  // The main menu is used by its site: the delete says so (and is not done here).
  await search(studio, 'menus', 'main')
  await studio.getByRole('row', { name: /jewel/ }).getByRole('button', { name: /^Delete/ }).click()
  await expect(studio.getByRole('alertdialog')).toContainText("Site 'Jewel Resorts' shows it as its main menu")
  await studio.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  // Back as it was, from the form again: the later tests' screenshots of the Jewel site expect its own menu.
  await studio.getByRole('row', { name: /jewel/ }).getByRole('link', { name: 'main' }).click()
  await studio.getByRole('button', { name: 'Remove item 2' }).click()
  await studio.getByRole('button', { name: 'Move item 2 out to the top level' }).click()
  await expect(studio.getByLabel('Item 2 label', { exact: true })).toHaveValue('Dining')
  await saveAndBuild(studio)

  await studio.goto('/voix/menus/create')
  await studio.getByLabel('Site', { exact: true }).selectOption('jewel')
  await studio.getByLabel('Name', { exact: true }).fill(`footer-${run}`)
  await studio.getByRole('button', { name: 'Create menu' }).click()
  await expect(studio).toHaveURL(/\/voix\/menus\/edit\//)
  await search(studio, 'menus', `footer-${run}`)
  await studio.getByRole('button', { name: /^Delete footer/ }).click()
  await studio.getByRole('alertdialog').getByRole('button', { name: 'Delete menu' }).click()
  await expect(studio.getByText(/No menus match/)).toBeVisible()
  await site.close()
})

test('a redirect and a head tag: create, find, edit, see them on the site, delete', async ({ request }) => {
  await studio.goto('/voix/redirects/create')
  await studio.getByLabel('Site', { exact: true }).selectOption('playaresorts')
  await studio.getByLabel('From path', { exact: true }).fill(`/gone-${run}`)
  await studio.getByLabel('To', { exact: true }).fill('/rooms')
  await studio.getByRole('button', { name: 'Create redirect' }).click()
  await expect(studio).toHaveURL(/\/voix\/redirects\/(?!create)[^/]+$/)
  await search(studio, 'redirects', `gone-${run}`)
  await studio.getByRole('link', { name: `/gone-${run}` }).click()
  await studio.getByLabel('To', { exact: true }).fill('/dining')
  await saveAndBuild(studio)
  await expect(async () => {
    const answer = await request.get(`/gone-${run}`, { maxRedirects: 0 })
    expect(answer.status()).toBe(301)
    expect(answer.headers().location).toBe('/dining')
  }).toPass({ timeout: 60_000 })

  await studio.goto('/voix/head-tags/create')
  await studio.getByLabel('Name', { exact: true }).fill(`Records check ${run}`)
  await studio.getByLabel('Attribute 1 value', { exact: true }).fill(`records-${run}`)
  await studio.getByLabel('Attribute 2 value', { exact: true }).fill('first')
  await studio.getByRole('button', { name: 'Create head tag' }).click()
  await expect(studio).toHaveURL(/\/voix\/head-tags\/(?!create)[^/]+$/)
  await search(studio, 'head-tags', `records check ${run}`)
  await studio.getByRole('link', { name: `Records check ${run}` }).click()
  await studio.getByLabel('Attribute 2 value', { exact: true }).fill('second')
  await saveAndBuild(studio)
  const site = await studio.context().newPage()
  await onSite(site, '/', async (p) => expect(p.locator(`meta[name="records-${run}"]`)).toHaveAttribute('content', 'second', { timeout: 1000 }))

  for (const [section, name] of [['head-tags', `Records check ${run}`], ['redirects', `/gone-${run}`]] as const) {
    await search(studio, section, name)
    await studio.getByRole('button', { name: `Delete ${name}` }).click()
    await studio.getByRole('alertdialog').getByRole('button', { name: /^Delete / }).click()
    await expect(studio.getByText(/ match /)).toBeVisible()
  }
  await onSite(site, '/', async (p) => expect(p.locator(`meta[name="records-${run}"]`)).toHaveCount(0, { timeout: 1000 }))
  await site.close()
})

test('a post: create, find, edit, see it on the site from its link and the blog list, delete', async ({ request }) => {
  const title = `Lagoon diary ${run}`
  await studio.goto('/voix/posts/create')
  await studio.getByLabel('Site', { exact: true }).selectOption('playaresorts')
  await studio.getByLabel('Title', { exact: true }).fill(title)
  await studio.getByLabel('Slug', { exact: true }).fill(`lagoon-${run}`)
  await studio.getByLabel('Published at (UTC)', { exact: true }).fill('2026-01-15T09:00')
  await studio.getByLabel('Excerpt', { exact: true }).fill('A morning by the lagoon.')
  // The hero image comes from the media library, as in a block; the post keeps its address.
  await studio.getByRole('button', { name: 'Choose or upload…' }).click()
  const library = studio.getByRole('dialog', { name: 'Media library' })
  await library.getByRole('list', { name: 'Media files' }).getByRole('button').first().click()
  await expect(library).toBeHidden()
  await expect(studio.getByRole('button', { name: 'Change the image' }).locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.\w+$/)
  await studio.getByRole('button', { name: 'Create post' }).click()
  await expect(studio).toHaveURL(/\/voix\/posts\/edit\/[^/]+$/)
  await studio.reload()
  await expect(studio.getByRole('button', { name: 'Change the image' }).locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.\w+$/)

  await search(studio, 'posts', `lagoon diary ${run}`)
  await expect(studio.getByRole('table').getByRole('row')).toHaveCount(2)
  await studio.getByRole('link', { name: title }).click()
  await studio.getByLabel('Title', { exact: true }).fill(`${title}, revisited`)
  await saveAndBuild(studio)
  // Once the build is live the saved message links to the post's page.
  const see = studio.getByRole('status').filter({ hasText: /^Saved / }).getByRole('link', { name: 'See it on the site' })
  await expect(see).toHaveAttribute('href', new RegExp(`^http://localhost:\\d+/blog/lagoon-${run}$`))
  const site = await studio.context().newPage()
  await onSite(site, '/blog', async (p) => {
    await p.getByRole('link', { name: `${title}, revisited`, exact: true }).click({ timeout: 1000 })
    await expect(p).toHaveURL(new RegExp(`/blog/lagoon-${run}$`), { timeout: 1000 })
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(`${title}, revisited`, { timeout: 1000 })
  })

  studio.once('dialog', (d) => void d.accept())
  await search(studio, 'posts', `lagoon-${run}`)
  await studio.getByRole('button', { name: `Delete ${title}, revisited` }).click()
  await studio.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click()
  await expect(studio.getByText(/No posts match/)).toBeVisible()
  await expect.poll(async () => (await request.get(`/blog/lagoon-${run}`)).status(), { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(404)
  await site.close()
})

test('brands, resorts, fact sheets and booking-code triggers: create, find, edit, delete', async () => {
  const kinds = [
    { section: 'brands', noun: 'brand', name: 'Name', fill: { Name: `Brand ${run}`, Slug: `brand-${run}` } },
    { section: 'resorts', noun: 'resort', name: 'Name', fill: { Name: `Resort ${run}`, Slug: `resort-${run}`, Country: 'Mexico', City: 'Cancún' } },
    { section: 'fact-sheets', noun: 'fact sheet', name: 'Title', fill: { Title: `Fact sheet ${run}`, 'File address': `/media/fact-${run}.pdf` } },
    { section: 'booking-code-triggers', noun: 'booking-code trigger', name: 'Code in the link (?code=…)', fill: { 'Code in the link (?code=…)': `CODE${run}`.toUpperCase() } },
  ]
  for (const kind of kinds) {
    await studio.goto(`/voix/${kind.section}/create`)
    for (const [label, value] of Object.entries(kind.fill)) await studio.getByLabel(label, { exact: true }).fill(value)
    await studio.getByRole('button', { name: `Create ${kind.noun}` }).click()
    await expect(studio, kind.section).toHaveURL(new RegExp(`/voix/${kind.section}/edit/[^/]+$`))
    const first = kind.fill[kind.name as keyof typeof kind.fill] as string
    await search(studio, kind.section, first)
    await studio.getByRole('link', { name: first, exact: true }).click()
    await studio.getByLabel(kind.name, { exact: true }).fill(`${first}X`)
    await studio.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(studio.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
    await search(studio, kind.section, `${first}X`)
    await studio.getByRole('button', { name: `Delete ${first}X` }).click()
    await studio.getByRole('alertdialog').getByRole('button', { name: `Delete ${kind.noun}` }).click()
    await expect(studio.getByText(/^No .* match/)).toBeVisible()
  }
})

test('an editor sees no admin sections and a clear refusal at their addresses; the API refuses them', async ({ request, baseURL }) => {
  const nav = studio.getByRole('navigation', { name: 'Studio' })
  await studio.goto('/voix/menus')
  await expect(nav.getByRole('link', { name: 'Menus' })).toHaveAttribute('aria-current', 'page')
  for (const hidden of ['Users', 'Caches', 'Webhooks', 'Form submissions']) await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0)
  for (const [path, words] of [['users', 'see users'], ['users/create', 'change users'], ['caches', 'see or clear caches'], ['webhooks', 'see or change webhooks'], ['forms', 'see form submissions']]) {
    await studio.goto(`/voix/${path}`)
    await expect(studio.getByRole('alert')).toHaveText(new RegExp(`Your role \\(editor\\) may not ${words}`))
  }
  const headers = { Origin: new URL(baseURL!).origin, Cookie: (await studio.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') }
  for (const path of ['/api/users', '/api/caches', '/api/webhooks']) expect((await request.get(path, { headers })).status(), path).toBe(403)
  expect((await request.post('/api/users', { headers, data: { email: `sneak-${run}@voix.localhost`, name: 'Sneak', role: 'admin', password: 'sneaky-password-1' } })).status()).toBe(403)
})

test('a reviewer sees no Users and no way to change records, and the API refuses them; disabled, their sign-in ends', async ({ browser, request, baseURL }) => {
  const reviewer = await newSignedIn(browser, people.reviewer)
  const nav = reviewer.getByRole('navigation', { name: 'Studio' })
  await expect(nav.getByRole('link', { name: 'Menus' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0)
  await reviewer.goto('/voix/users')
  await expect(reviewer.getByRole('alert')).toHaveText(/Your role \(reviewer\) may not see users/)
  await reviewer.goto('/voix/menus')
  await expect(reviewer.getByRole('link', { name: 'main' }).first()).toBeVisible()
  await expect(reviewer.getByRole('link', { name: 'New menu' })).toHaveCount(0)
  await expect(reviewer.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  await reviewer.getByRole('link', { name: 'main' }).first().click()
  await expect(reviewer.getByText('Your role may look at these but not change them.')).toBeVisible()
  await expect(reviewer.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  await expect(reviewer.getByLabel('Name', { exact: true })).toBeDisabled()
  await reviewer.goto('/voix/menus/create')
  await expect(reviewer.getByRole('alert')).toHaveText(/Your role \(reviewer\) may not change menus/)
  const headers = { Origin: new URL(baseURL!).origin, Cookie: (await reviewer.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') }
  const users = await request.get('/api/users', { headers })
  expect(users.status()).toBe(403)
  expect((await users.json()).error).toMatch(/reviewer/)
  const menu = await request.post('/api/menus', { headers, data: { site_id: 'jewel', name: `x-${run}`, items: [] } })
  expect(menu.status()).toBe(403)
  expect((await menu.json()).error).toMatch(/reviewer/)

  // An admin disables the reviewer in the Users screen: the reviewer's sign-in ends at once.
  const admin = await newSignedIn(browser, editor)
  await search(admin, 'users', people.reviewer.email)
  await admin.getByRole('link', { name: people.reviewer.email }).click()
  await admin.getByLabel(/^Disabled/).check()
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  expect((await request.get('/api/auth/me', { headers })).status()).toBe(401)
  // The editor is limited to the Jewel site: the studio offers only it, and the API refuses another.
  await search(admin, 'users', people.editor.email)
  await admin.getByRole('link', { name: people.editor.email }).click()
  await admin.getByRole('group', { name: 'Sites they may work on' }).getByLabel('Jewel Resorts', { exact: true }).check()
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible()
  await search(admin, 'users', people.editor.email)
  await expect(admin.getByRole('row', { name: new RegExp(people.editor.email) })).toContainText('jewel')
  await studio.goto('/voix/redirects/create')
  await expect(studio.getByLabel('Site', { exact: true }).locator('option')).toHaveText(['Choose a site…', 'Jewel Resorts'])
  const editorHeaders = { Origin: new URL(baseURL!).origin, Cookie: (await studio.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') }
  const elsewhere = await request.post('/api/redirects', { headers: editorHeaders, data: { site_id: 'playaresorts', from: `/scoped-${run}`, to: '/rooms', status: 301 } })
  expect(elsewhere.status()).toBe(403)
  expect((await elsewhere.json()).error).toBe("You may not work on site 'playaresorts'")
  // Nobody changes their own role, so the last admin stays one; the server's reason is shown.
  await search(admin, 'users', editor.email)
  await admin.getByRole('link', { name: editor.email }).click()
  await admin.getByLabel('Role', { exact: true }).selectOption('editor')
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText('Not saved: You may not change your own role or disable yourself; ask another admin')
  await admin.context().close()
  await reviewer.context().close()
})
