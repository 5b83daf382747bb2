import { expect, type APIRequestContext, type Page } from './test.ts'
import { createHash, randomBytes } from 'node:crypto'

/** The first admin, as playwright.config.ts starts the server with. */
export const editor = { email: 'editor@voix.localhost', password: 'e2e-editor-password-1' }

/** Sign in through the studio's own PKCE flow and the API's sign-in page. */
export async function signIn(page: Page, to = '/voix', who: { email: string; password: string } = editor): Promise<void> {
  await page.goto(to)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.fill('input[name=email]', who.email)
  await page.fill('input[name=password]', who.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}/?$`))
}

/** Open a page in the editor from the page list, by its title. */
export async function openPage(page: Page, title: string, site?: string): Promise<void> {
  // Many demo sites have a page at /dining or /rooms: the list, newest first, is narrowed to the page's site as an
  // editor would narrow it (the site filter, kept in the address).
  if (site) await page.goto(`/voix/pages?site=${site}`)
  // The list is paged by the server, newest first: find the page by its title as an editor would.
  await page.getByRole('searchbox', { name: 'Search by title or path' }).fill(title)
  await page.getByRole('table').getByRole('link', { name: title, exact: true }).first().click()
  await expect(page.getByRole('tree', { name: 'Elements' })).toBeVisible()
}

export const preview = (page: Page) => page.frameLocator('iframe[title="Page preview"]')

/**
 * Sends the API's sign-in form, open in the tab and filled, and answers where its redirect leads, without following
 * it: Playwright routes no redirected request, so a stand-in for the studio's callback is never used, and the real
 * one would load, find no sign-in of its own under way and send the tab to /voix, a navigation that races the
 * caller's next one ("interrupted by another navigation"). The tab ends on a plain page of its own, loaded.
 */
export async function submitSignInForm(page: Page): Promise<URL> {
  let answered: (location: string) => void
  const location = new Promise<string>((resolve) => (answered = resolve))
  const form = '**/api/auth/authorize'
  await page.route(form, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const answer = await route.fetch({ maxRedirects: 0 }).catch((error: Error) => error)
    if (answer instanceof Error) return answered(`no answer: ${answer.message}`)
    answered(answer.headers().location ?? `no redirect: ${answer.status()} ${await answer.text()}`)
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Signed in</title><p id="signed-in">Signed in</p>' })
  })
  try {
    await page.getByRole('button', { name: 'Sign in' }).click()
    const to = await location
    if (!/^https?:/.test(to)) throw new Error(`the sign-in answered ${to}`)
    // The form's answer has replaced the form and loaded: nothing of this sign-in is still under way in the tab.
    await expect(page.locator('#signed-in')).toBeVisible()
    await page.waitForLoadState('load')
    return new URL(to)
  } finally {
    await page.unroute(form)
  }
}

/**
 * An access token for the first admin, by the studio's own sign-in flow (authorization code with PKCE), for tests
 * that call the API as a bearer. The studio's tokens come only as httpOnly cookies: the token's is read from there.
 */
export async function editorAccessToken(page: Page, request: APIRequestContext, baseURL: string, who: { email: string; password: string } = editor): Promise<string> {
  const verifier = randomBytes(32).toString('base64url')
  const redirect = `${baseURL}/voix/auth/callback`
  const query = new URLSearchParams({ response_type: 'code', client_id: 'voix-studio', redirect_uri: redirect, code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', state: 'test-state-1' })
  await page.goto(`/api/auth/authorize?${query}`)
  await page.fill('input[name=email]', who.email)
  await page.fill('input[name=password]', who.password)
  const code = (await submitSignInForm(page)).searchParams.get('code')!
  const answer = await request.post('/api/auth/token', { form: { grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: redirect, code_verifier: verifier, code } })
  const access = answer.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('voix-access-token='))
  if (!access) throw new Error(`the token exchange answered ${answer.status()} with no access cookie`)
  return decodeURIComponent(access.value.slice('voix-access-token='.length).split(';')[0]!)
}
