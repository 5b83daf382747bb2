import { expect, test, type Page } from './test.ts'
import { startOidcProvider } from '../content-api/testing/oidcProvider.ts'
import { e2eServer } from './e2eServer.ts'
import { editorAccessToken, signIn } from './studioSignIn.ts'

// Company sign-in (content-api/auth/companySignIn.ts) through a real OpenID Connect provider, the one
// playwright.config.ts names as this worker's server's OIDC_ISSUER: the role comes from a claim, and an admin who
// switches the person off in Voix ends their access.
const stamp = Date.now().toString(36)
const login = `casey-${stamp}`
const casey = { email: `casey.${stamp}@company.localhost`, name: 'Casey Company', voix_role: 'editor' }

let provider: Awaited<ReturnType<typeof startOidcProvider>>

test.beforeAll(async ({}, testInfo) => {
  const server = e2eServer(testInfo.parallelIndex)
  provider = await startOidcProvider({ port: server.oidcPort, redirectUri: `${server.origin}/api/auth/company/callback`, accounts: { [login]: casey } })
})
test.afterAll(async () => provider?.close())

/** From the studio's own sign-in screen to the provider, as the staff member: "Sign in with Test Company". */
async function startCompanySignIn(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: 'Sign in with Test Company' }).click()
}

test('a staff member signs in with their company account as the editor its claim names, and is shut out once an admin switches them off', async ({ browser, baseURL, playwright, request }) => {
  test.setTimeout(60_000)
  const staff = await browser.newContext()
  const page = await staff.newPage()
  await page.goto('/voix/pages')
  await expect(page.getByRole('heading', { name: 'Voix studio' })).toBeVisible()
  await startCompanySignIn(page)
  // The provider's own pages: its login, then its consent.
  await page.locator('input[name=login]').fill(login)
  await page.locator('input[name=password]').fill('any password the test provider takes')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/voix\/pages$/)
  // An editor's studio: the pages, and none of an admin's screens.
  const nav = page.getByRole('navigation').first()
  await expect(nav.getByRole('link', { name: 'Pages', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Connected apps' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)

  // The admin finds the account made just in time, with the claim's role, and switches it off.
  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await signIn(adminPage)
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${await editorAccessToken(adminPage, request, baseURL!)}` } })
  try {
    const { items } = (await (await api.get(`/api/users?${new URLSearchParams({ email: casey.email })}`)).json()) as { items: { id: string }[] }
    const listed = items[0]
    expect(listed, 'the account made at the first company sign-in').toBeDefined()
    const user = (await (await api.get(`/api/users/${listed!.id}`)).json()) as { role: string; version: number }
    expect(user.role).toBe('editor')
    const off = await api.put(`/api/users/${listed!.id}`, { data: { ...user, disabled: true }, headers: { 'If-Match': `"${user.version}"` } })
    expect(off.status()).toBe(200)
  } finally {
    await api.dispose()
    await admin.close()
  }

  // The staff member's next visit is sent to sign in, and the provider's word is no longer enough.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Voix studio' })).toBeVisible()
  await startCompanySignIn(page)
  // The provider remembers them and may ask for consent again; Voix refuses either way.
  const refused = page.getByRole('alert')
  await expect(refused.or(page.getByRole('button', { name: 'Continue' }))).toBeVisible()
  if (!(await refused.isVisible())) await page.getByRole('button', { name: 'Continue' }).click()
  await expect(refused).toHaveText('Your Voix account is switched off. Ask an admin to switch it on.')
  await staff.close()
})
