import { expect, test, type Page } from './test.ts'
import { signIn } from './studioSignIn.ts'

const stamp = Date.now().toString(36)
const lagoon = `Lagoon admin ${stamp}`
const unpublishPath = `/admin-unpublish-${stamp}`

/** API calls as the studio's session (cookie-signed writes must come from the studio's origin). */
async function call(page: Page, baseURL: string, method: 'get' | 'post' | 'put', path: string, data?: unknown, version?: number) {
  const headers: Record<string, string> = { Origin: baseURL, ...(version ? { 'If-Match': `"${version}"` } : {}) }
  const answer = await page.request[method](`/api${path}`, { headers, ...(data === undefined ? {} : { data }) })
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300)
  return answer.json()
}

const draftOf = (stored: Record<string, unknown>) => {
  const { version: _v, published_version_id: _p, source_page_id: _s, ...page } = stored
  return page
}

test('an editor finds, restores, copies, unpublishes and deletes pages, clears a cache and reads the style guide', async ({ page, baseURL }) => {
  test.setTimeout(150_000)
  await signIn(page, '/voix/pages')

  // Two pages made through the API: one with an earlier saved version, one published.
  const made = await call(page, baseURL!, 'post', '/pages', { site_id: 'playaresorts', path: `/lagoon-${stamp}`, title: lagoon, layout: 'playaresorts' })
  await call(page, baseURL!, 'post', `/pages/${made.id}/versions`, { name: 'First words', page: draftOf(made) }, 1)
  await call(page, baseURL!, 'put', `/pages/${made.id}`, { ...draftOf(made), title: `${lagoon} rewritten` }, 2)
  const gone = await call(page, baseURL!, 'post', '/pages', { site_id: 'playaresorts', path: unpublishPath, title: `Short-lived ${stamp}`, layout: 'playaresorts' })
  await call(page, baseURL!, 'post', `/pages/${gone.id}/publish`, { page: draftOf(gone), quick: true }, 1)
  await expect.poll(async () => (await page.request.get(unpublishPath)).status(), { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(200)

  // Search by title, filter by site, page through.
  const search = page.getByLabel('Search by title or path')
  await search.fill(`lagoon admin ${stamp}`)
  await expect(page.getByRole('row', { name: new RegExp(`${lagoon} rewritten`) })).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByLabel('Site').selectOption({ label: 'Hyatt Ziva' })
  await expect(page.getByText('No pages match these filters.')).toBeVisible()
  await page.getByLabel('Site').selectOption({ label: 'Playa Resorts' })
  await expect(page.getByRole('row', { name: new RegExp(`${lagoon} rewritten`) })).toBeVisible()
  await search.fill('spa')
  await page.getByLabel('Site').selectOption({ label: 'All sites' })
  await expect(page.getByText(/^1–20 of \d+/)).toBeVisible()
  await page.getByRole('button', { name: 'Older' }).click()
  await expect(page.getByText(/^21–\d+ of \d+/)).toBeVisible()

  // History: restore the earlier version, and see it in the editor.
  await search.fill(`lagoon admin ${stamp}`)
  await page.getByRole('row', { name: new RegExp(lagoon) }).getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { name: `History of “${lagoon} rewritten”` })).toBeVisible()
  await page.getByRole('button', { name: 'Show content' }).click()
  await expect(page.getByLabel('Content of First words')).toContainText(lagoon)
  await page.getByRole('button', { name: 'Restore', exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('status').getByRole('link', { name: 'See it in the editor' }).click()
  await expect(page.locator('.editor__title')).toHaveText(lagoon)

  // Copy to another site: a refused path shows the server's words, then the copy opens in the editor.
  await page.goto(`/voix/pages/copy?page=${made.id}`)
  await page.getByLabel('To the site').selectOption({ label: 'Hyatt Ziva' })
  await page.getByLabel('Path').fill('Not A Path')
  await page.getByRole('button', { name: 'Copy the page' }).click()
  await expect(page.getByRole('alert')).toContainText("Path: must be a path such as '/' or '/rooms/ocean-view'")
  await page.getByLabel('Path').fill(`/lagoon-copy-${stamp}`)
  await page.getByRole('button', { name: 'Copy the page' }).click()
  await expect(page).toHaveURL(/\/voix\/studio\?page=/)
  await expect(page.locator('.editor__title')).toHaveText(lagoon)
  const copyId = new URL(page.url()).searchParams.get('page')!
  expect(copyId).not.toBe(made.id)
  expect(await call(page, baseURL!, 'get', `/pages/${copyId}`)).toMatchObject({ site_id: 'hyatt-ziva', path: `/lagoon-copy-${stamp}` })

  // Unpublish: the public site answers 404 once the build is live; then delete it.
  await page.goto(`/voix/pages?q=${encodeURIComponent(`short-lived ${stamp}`)}`)
  const row = page.getByRole('row', { name: new RegExp(`Short-lived ${stamp}`) })
  await row.getByRole('button', { name: 'Unpublish' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is unpublished' })).toBeVisible()
  await expect(row.getByText('Draft')).toBeVisible()
  await expect.poll(async () => (await page.request.get(unpublishPath)).status(), { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(404)
  await row.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('This cannot be undone.')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete the page' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toContainText(`Deleted “Short-lived ${stamp}”.`)
  await expect(page.getByText('No pages match these filters.')).toBeVisible()

  // Caches: clear the build page store; the live site is still served.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Caches' }).click()
  const store = page.getByRole('listitem', { name: 'Build page store' })
  await expect(store.getByText(/ in \d+ entries/)).toBeVisible()
  await store.getByRole('button', { name: 'Clear this cache' }).click()
  await expect(store.getByRole('status')).toContainText('Cleared:')
  expect((await page.request.get('/')).status()).toBe(200)
  const reads = page.getByRole('listitem', { name: 'API read cache' })
  await reads.getByRole('button', { name: 'Clear this cache' }).click()
  await expect(reads.getByText('0 bytes in 0 entries')).toBeVisible()
  expect((await page.request.get('/spa')).status()).toBe(200)

  // The style guide, from the layout definitions.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Style guide' }).click()
  await page.getByLabel('Layout').selectOption({ label: 'Hyatt Ziva' })
  const guide = page.getByRole('article', { name: 'Hyatt Ziva style' })
  await expect(guide.getByRole('list', { name: 'Hyatt Ziva palette' }).getByRole('listitem')).toHaveText(['#00857c', '#f6b221', '#ffffff'])
  await expect(guide.getByRole('table')).toContainText('8xl')

  // Profile: the server's words for a refused name or password, each by its label.
  await page.getByRole('link', { name: 'Administrator' }).click()
  const name = page.getByRole('form', { name: 'Name' })
  await name.getByLabel('Your name, as other editors see it').fill('   ')
  await name.getByRole('button', { name: 'Save name' }).click()
  await expect(name.getByRole('alert')).toHaveText('Name: must not be empty')
  const password = page.getByRole('form', { name: 'Password' })
  await password.getByLabel('Current password').fill('not-my-password-1')
  await password.getByLabel('New password', { exact: true }).fill('short')
  await password.getByLabel('New password again').fill('short')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByRole('alert')).toHaveText('New password: must be at least 12 characters')
  await password.getByLabel('New password', { exact: true }).fill('a-long-new-password-1')
  await password.getByLabel('New password again').fill('a-long-new-password-1')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByRole('alert')).toHaveText('Current password: is wrong')
})
