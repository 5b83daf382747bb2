import { expect, test, type Page } from './test.ts'
import { editor, signIn } from './studioSignIn.ts'

/** Everything the page asks for, and every script or policy error, so the test sees an outside request or a blocked script. */
function watch(page: Page, baseURL: string) {
  const outside: string[] = []
  const problems: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(baseURL) && !url.startsWith('data:')) outside.push(url)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    // A failed load is reported above with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text())
  })
  return { outside, problems }
}

const operation = (page: Page, method: string, path: string) => page.locator(`.opblock-${method}:has(.opblock-summary-path[data-path="${path}"])`)

test('the API reference renders the document without signing in, from this origin only, and lists the pages routes', async ({ page, baseURL }) => {
  const seen = watch(page, baseURL!)
  const res = await page.goto('/api/docs')
  expect(res!.status()).toBe(200)
  // The first request of a fresh server generates the document and packs the viewer: allow a loaded machine time.
  await expect(page.getByRole('heading', { name: /Voix content API/ })).toBeVisible({ timeout: 20_000 })
  // Every area is listed, folded; an area opens on demand.
  await expect(page.locator('.opblock-tag')).toHaveCount(27)
  for (const tag of ['auth', 'pages', 'media']) await page.locator(`.opblock-tag[data-tag="${tag}"]`).click()
  for (const [method, path] of [
    ['get', '/api/pages'],
    ['post', '/api/pages'],
    ['get', '/api/pages/{id}'],
    ['put', '/api/pages/{id}'],
    ['post', '/api/pages/{id}/publish'],
    ['post', '/api/pages/{id}/copy'],
    ['post', '/api/media'],
    ['put', '/api/auth/me'],
  ] as const)
    await expect(operation(page, method, path), `${method} ${path}`).toHaveCount(1)
  // A request body's schema is shown from components/schemas, every reference resolved.
  const save = operation(page, 'put', '/api/pages/{id}')
  await save.locator('.opblock-summary').click()
  await expect(save.locator('.body-param__example, .opblock-section-request-body .microlight').first()).toContainText('"elements": [')
  await expect(page.getByText(/Could not resolve reference/)).toHaveCount(0)
  expect(seen.outside).toEqual([])
  expect(seen.problems).toEqual([])
})

test("trying a call from the reference uses the studio's session in the same browser", async ({ page, baseURL }) => {
  await signIn(page)
  const seen = watch(page, baseURL!)
  await page.goto('/api/docs')
  await page.locator('.opblock-tag[data-tag="auth"]').click({ timeout: 20_000 })
  const me = operation(page, 'get', '/api/auth/me')
  await expect(me).toHaveCount(1, { timeout: 20_000 })
  await me.locator('.opblock-summary').click()
  await me.getByRole('button', { name: 'Try it out' }).click()
  await me.getByRole('button', { name: 'Execute' }).click()
  const answer = me.locator('.live-responses-table')
  await expect(answer.locator('.response-col_status:not(.col_header)').first()).toHaveText('200')
  await expect(answer).toContainText(editor.email)
  expect(seen.outside).toEqual([])
})
