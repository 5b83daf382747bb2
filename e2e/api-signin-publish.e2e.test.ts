import { expect, test } from './test.ts'
import { createHash, randomBytes } from 'node:crypto'
import { editor, submitSignInForm } from './studioSignIn.ts'

const verifier = randomBytes(32).toString('base64url')
const challenge = createHash('sha256').update(verifier).digest('base64url')

/** Sign in through the API's own sign-in page in Chromium, then exchange the code as the studio would. */
async function tokenFor(page: import('@playwright/test').Page, baseURL: string): Promise<string> {
  const redirect = `${baseURL}/voix/auth/callback`
  const query = new URLSearchParams({ response_type: 'code', client_id: 'voix-studio', redirect_uri: redirect, code_challenge: challenge, code_challenge_method: 'S256', state: 'e2e-state-123' })
  await page.goto(`/api/auth/authorize?${query}`)
  await page.fill('input[name=email]', editor.email)
  await page.fill('input[name=password]', 'not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password')
  await page.fill('input[name=password]', editor.password)
  // This test exchanges the code itself: the studio's callback page is kept out of it.
  const back = await submitSignInForm(page)
  expect(back.pathname).toBe('/voix/auth/callback')
  expect(back.searchParams.get('state')).toBe('e2e-state-123')
  // Exchanged outside the request fixture, whose cookie jar would sign its later calls in by itself.
  const answer = await fetch(`${baseURL}/api/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: redirect, code_verifier: verifier, code: back.searchParams.get('code')! }),
  })
  expect(answer.status).toBe(200)
  // The studio's client gets its tokens only as httpOnly cookies; a script outside a browser reads them from Set-Cookie.
  expect(await answer.json()).toEqual({ token_type: 'Bearer', expires_in: 3600 })
  const access = answer.headers
    .getSetCookie()
    .map((line) => /^voix-access-token=([^;]+);.*HttpOnly/i.exec(line)?.[1])
    .find(Boolean)
  expect(access).toMatch(/^[A-Za-z0-9_-]{43}$/)
  return access!
}

test('an editor signs in on the sign-in page, publishes a page, and the build puts it live', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const token = await tokenFor(page, baseURL!)
  const headers = { Authorization: `Bearer ${token}` }
  expect((await request.get('/api/pages')).status()).toBe(401)
  const path = `/e2e-published-${Date.now().toString(36)}`
  const created = await request.post('/api/pages', {
    headers,
    data: { site_id: 'playaresorts', path, title: 'Published from the API', layout: 'playaresorts', elements: [] },
  })
  expect(created.status()).toBe(201)
  const { version, published_version_id: _p, ...draft } = await created.json()
  const published = await request.post(`/api/pages/${draft.id}/publish`, { headers: { ...headers, 'If-Match': `"${version}"` }, data: { page: draft, quick: true } })
  expect(published.status()).toBe(202)
  const { job } = await published.json()
  await expect
    .poll(async () => (await (await request.get(`/api/builds/jobs/${job.id}`, { headers })).json()).status, { timeout: 75_000, intervals: [250, 500, 1000] })
    .toBe('live')
  await page.goto(path)
  await expect(page).toHaveTitle(/Published from the API/)
})
