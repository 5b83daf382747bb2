import { expect, type APIResponse, type Page } from '@playwright/test'

/** The first admin, as playwright.config.ts starts the server with. */
export const editor = { email: 'editor@voix.localhost', password: 'e2e-editor-password-1' }

/** Sign in through the studio's own PKCE flow and the API's sign-in page. */
export async function signIn(page: Page, to = '/voix'): Promise<void> {
  await page.goto(to)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.fill('input[name=email]', editor.email)
  await page.fill('input[name=password]', editor.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}/?$`))
}

/** Open a page in the editor from the page list, by its title. */
export async function openPage(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: title, exact: true }).first().click()
  await expect(page.getByRole('tree', { name: 'Elements' })).toBeVisible()
}

export const preview = (page: Page) => page.frameLocator('iframe[title="Page preview"]')

/** The access token a studio token exchange set as its httpOnly cookie, for calling the API as a bearer in tests. */
export function accessTokenOf(answer: APIResponse): string {
  const access = answer.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('voix-access-token='))
  if (!access) throw new Error(`the token exchange answered ${answer.status()} with no access cookie`)
  return decodeURIComponent(access.value.slice('voix-access-token='.length).split(';')[0]!)
}
