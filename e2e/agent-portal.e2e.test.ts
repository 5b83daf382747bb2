import { expect, test, type Page } from '@playwright/test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { exportBuild } from '../build/deploy/exportBuild.ts'
import { e2eDataDir } from './site-build.ts'

/** The demo's travel agent, as playwright.config.ts seeds it (AGENT_PASSWORD). */
const agent = { email: 'agent@voix.localhost', password: 'e2e-agent-password-1' }
const gatedPath = '/agents/earnings'
const gatedText = 'for travel agents of the portal, signed in'

const portalOf = (baseURL: string | undefined) => `http://agent-cash-plus.localhost:${new URL(baseURL!).port}`

/** The portal's first demo page that shows the given block. */
async function pageWith(page: Page, portal: string, selector: string): Promise<string> {
  for (const path of ['/', '/login', '/specials', '/marketing']) {
    await page.goto(`${portal}${path}`)
    if (await page.locator(selector).count()) return path
  }
  throw new Error(`no demo page of the portal shows ${selector}`)
}

test('a logged-out visitor, a crawler and the CDN export never get an agents-only page', async ({ request, baseURL }) => {
  const { port } = new URL(baseURL!)
  // Node does not resolve *.localhost as Chromium does: ask loopback, naming the portal's host.
  const get = (path: string) => request.get(`http://localhost:${port}${path}`, { headers: { host: `agent-cash-plus.localhost:${port}` }, maxRedirects: 0 })
  const html = await get(gatedPath)
  expect(html.status()).toBe(302)
  expect(html.headers().location).toBe(`/auth/sign-in?return=${encodeURIComponent(gatedPath)}`)
  expect(await html.text()).not.toContain(gatedText)
  const payload = await get(`${gatedPath}/_payload.json`)
  expect(payload.status()).toBe(404)
  expect(await payload.text()).not.toContain(gatedText)
  // The route rule says so, for the client runtime and for a CDN in front.
  const latest = await (await get('/builds/latest.json')).json()
  const meta = await (await get(`/builds/meta/${latest.id}.json`)).json()
  expect(meta.routeRules[gatedPath]).toEqual({ prerender: false, appMiddleware: { 'agent-only': true } })
  expect(meta.prerendered).not.toContain(gatedPath)

  const dist = mkdtempSync(join(tmpdir(), 'voix-e2e-dist-'))
  try {
    exportBuild(resolve(e2eDataDir, 'site'), join(dist, 'out'))
    const portal = join(dist, 'out', 'agent-cash-plus')
    expect(readdirSync(join(portal, 'agents'))).not.toContain('earnings') // /agents/register is public
    const everything = readdirSync(portal, { recursive: true, withFileTypes: true }).filter((f) => f.isFile())
    for (const file of everything) expect(readFileSync(join(file.parentPath, file.name), 'utf8'), file.name).not.toContain(gatedText)
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})

test('a travel agent signs in from the portal, sees the gated page and the button, signs out and no longer can', async ({ page, baseURL }) => {
  const portal = portalOf(baseURL)
  const loginPage = await pageWith(page, portal, '.v-ap-login')
  await page.getByRole('link', { name: 'Sign in' }).first().click()
  // The product's own sign-in page, then back to the portal through its auth return path.
  await page.fill('input[name=email]', agent.email)
  await page.fill('input[name=password]', agent.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${portal}${loginPage}`)
  await expect(page.getByText('Signed in as Demo Travel Agent.')).toBeVisible()
  // No script of the site holds a token: only the agent's name is readable.
  const cookies = await page.evaluate(() => document.cookie)
  expect(cookies).toContain('voix-agent=')
  expect(cookies).not.toMatch(/voix-agent-(session|refresh)/)

  await page.goto(`${portal}${gatedPath}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agents earnings')
  await expect(page.getByText(gatedText)).toBeVisible()

  const buttonPage = await pageWith(page, portal, '.v-ap-lrb')
  await expect(page.locator('.v-ap-lrb').first()).toHaveAttribute('data-signed-in', 'true')
  await expect(page.locator('.v-ap-lrb a').first()).not.toHaveClass(/locked/)

  await page.goto(`${portal}${loginPage}`)
  await page.getByRole('link', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(`${portal}/`)
  await page.goto(`${portal}${gatedPath}`)
  await expect(page).toHaveURL(/\/api\/auth\/authorize\?/)
  await expect(page.getByText(gatedText)).toHaveCount(0)
  await page.goto(`${portal}${buttonPage}`)
  await expect(page.locator('.v-ap-lrb').first()).toHaveAttribute('data-signed-in', 'false')
})

test('a sign-in return whose state was not stored goes to the portal home, which says so', async ({ page, baseURL }) => {
  const portal = portalOf(baseURL)
  await page.goto(`${portal}/auth/callback?code=stolen&state=forged`)
  await expect(page).toHaveURL(`${portal}/?sign-in=failed`)
  const loginPage = await pageWith(page, portal, '.v-ap-login')
  await page.goto(`${portal}${loginPage}?sign-in=failed`)
  await expect(page.getByRole('alert')).toHaveText('The sign-in did not complete, so you are not signed in. Please sign in again.')
})
