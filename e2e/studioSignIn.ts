import { expect, type APIRequestContext, type Page } from '@playwright/test'
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
 * An access token for the first admin, by the studio's own sign-in flow (authorization code with PKCE), for tests
 * that call the API as a bearer. The studio's tokens come only as httpOnly cookies: the token's is read from there.
 * The sign-in form is sent as the browser sends it, but from `request`: the answer's redirect carries the code, and
 * no page ever loads the studio's real callback (which, finding no sign-in of its own under way, would send a page
 * to /voix in the middle of the caller's next navigation). `page` is kept for the callers' sake.
 */
export async function editorAccessToken(_page: Page, request: APIRequestContext, baseURL: string, who: { email: string; password: string } = editor): Promise<string> {
  const verifier = randomBytes(32).toString('base64url')
  const redirect = `${baseURL}/voix/auth/callback`
  const params = { response_type: 'code', client_id: 'voix-studio', redirect_uri: redirect, code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', state: 'test-state-1' }
  const signedIn = await request.post('/api/auth/authorize', { form: { ...params, email: who.email, password: who.password }, maxRedirects: 0 })
  const location = signedIn.headers().location
  if (!location) throw new Error(`the sign-in answered ${signedIn.status()} with no redirect`)
  const code = new URL(location, baseURL).searchParams.get('code')!
  const answer = await request.post('/api/auth/token', { form: { grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: redirect, code_verifier: verifier, code } })
  const access = answer.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('voix-access-token='))
  if (!access) throw new Error(`the token exchange answered ${answer.status()} with no access cookie`)
  return decodeURIComponent(access.value.slice('voix-access-token='.length).split(';')[0]!)
}
