import { expect, test, type APIRequestContext, type Page } from './test.ts'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { exportBuild } from '../build/deploy/exportBuild.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { collectionNames } from '../catalogue/collections/collectionSchemas.ts'
import { demoAgentPages } from '../content-api/seed/demoAgentPages.ts'
import { demoRateSheet, rateSheetPdf } from '../content-api/seed/demoRateSheet.ts'
import { e2eDataDir } from './site-build.ts'
import { editorAccessToken } from './studioSignIn.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { agentSignedInCondition } from '../catalogue/model/gatedContent.ts'

/** The demo's travel agent, as playwright.config.ts seeds it (AGENT_PASSWORD). */
const agent = { email: 'agent@voix.localhost', password: 'e2e-agent-password-1', name: 'Demo Travel Agent' }
const rateSheetHash = createHash('sha256').update(rateSheetPdf()).digest('hex')
const rateSheetUrl = `/agent-files/${rateSheetHash}.pdf`
/** What of the demo is for signed-in agents only: its pages' text, the rate sheet's link, address and content. */
const secrets = [...Object.values(demoAgentPages).map((p) => p.intro), demoRateSheet.linkText, rateSheetHash, 'agent rate sheet, 2027 season']
/** The dashboard's shortcuts and its news link, all agents-only pages: link text → the page's main heading. */
const dashboardLinks = { 'Book a client': '/agents/book', 'My earnings': '/agents/earnings', 'Marketing center': '/agents/marketing-center', Training: '/agents/training', 'See the promotion': '/agents/promotions' }

const portalOf = (baseURL: string | undefined) => `http://agent-cash-plus.localhost:${new URL(baseURL!).port}`
const secretsIn = (text: string) => secrets.filter((s) => text.includes(s))

/** The portal's first public demo page that shows the given block. */
async function pageWith(page: Page, portal: string, selector: string): Promise<string> {
  for (const path of ['/', '/login', '/specials', '/marketing']) {
    await page.goto(`${portal}${path}`)
    if (await page.locator(selector).count()) return path
  }
  throw new Error(`no demo page of the portal shows ${selector}`)
}

/** A request on the portal's host, as a visitor (or whoever the cookies say) would make it. Node does not resolve *.localhost as Chromium does: ask loopback, naming the host. */
const onPortal = (request: APIRequestContext, baseURL: string | undefined, cookie?: string) => (path: string) =>
  request.get(`http://localhost:${new URL(baseURL!).port}${path}`, { headers: { host: `agent-cash-plus.localhost:${new URL(baseURL!).port}`, ...(cookie ? { cookie } : {}) }, maxRedirects: 0 })

test('nothing a logged-out visitor can fetch holds the agents-only material, whatever cookies they set by hand', async ({ request, baseURL }) => {
  // Every file of the export and well over a thousand reads, a number that grows with every page and route.
  test.setTimeout(120_000)
  const get = onPortal(request, baseURL)
  const latest = await (await get('/builds/latest.json')).json()
  const meta = (await (await get(`/builds/meta/${latest.id}.json`)).json()) as { prerendered: string[]; routeRules: Record<string, { appMiddleware?: Record<string, boolean> }> }
  const gatedPaths = Object.entries(meta.routeRules).filter(([, rule]) => rule.appMiddleware?.['agent-only']).map(([path]) => path)
  expect(gatedPaths).toEqual(expect.arrayContaining(['/agents/dashboard', '/agents/book', '/agents/earnings', '/agents/marketing-center', '/agents/training', '/agents/promotions']))
  expect(meta.prerendered.filter((p) => gatedPaths.includes(p))).toEqual([])
  const found: string[] = []
  const look = (where: string, text: string) => found.push(...secretsIn(text).map((s) => `${where}: ${s}`))

  // Every file of the CDN export, every site's.
  const dist = mkdtempSync(join(tmpdir(), 'voix-e2e-dist-'))
  try {
    exportBuild(resolve(e2eDataDir, 'site'), join(dist, 'out'))
    const files = readdirSync(join(dist, 'out'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile())
    expect(files.length).toBeGreaterThan(100)
    for (const file of files) look(`dist ${file.parentPath}/${file.name}`, readFileSync(join(file.parentPath, file.name), 'latin1'))
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }

  // The live portal as served: every public page's HTML and payload, its sitemap, and every file they link to.
  const linked = new Set<string>()
  for (const path of [...meta.prerendered, '/sitemap.xml', '/robots.txt']) {
    for (const url of path.endsWith('.xml') || path.endsWith('.txt') ? [path] : [path, `${path === '/' ? '' : path}/_payload.json`]) {
      const answer = await get(url)
      const text = await answer.text()
      look(`GET ${url}`, text)
      for (const [, file] of text.matchAll(/["'(](\/(?:media|agent-files|demo)\/[\w./-]+)/g)) linked.add(file!)
    }
  }
  expect(linked.size).toBeGreaterThan(3)
  for (const file of linked) look(`GET ${file}`, (await (await get(file)).body()).toString('latin1'))
  // The content collections' dumps the site's runtime may ask for.
  for (const collection of collectionNames) look(`GET /__nuxt_content/${collection}`, await (await get(`/__nuxt_content/${collection}/sql_dump.txt`)).text())

  // Every public read of the API, given every page id of the portal.
  const doc = (await (await get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> }
  const ids = await portalPageIds()
  expect(ids.length).toBeGreaterThan(10)
  const reads = Object.entries(doc.paths)
    .filter(([, item]) => 'get' in item)
    .flatMap(([path]) => (path.includes('{') ? ids.map((id) => path.replace(/\{[^}]+\}/g, id)) : [path]))
  // Well over a thousand reads, which grow with every route: eight at a time, as a crawler would ask.
  for (let at = 0; at < reads.length; at += 8) {
    await Promise.all(reads.slice(at, at + 8).map(async (url) => look(`GET ${url}`, await (await get(url)).text())))
  }
  expect(found).toEqual([])

  // The agents-only pages, their payloads and the rate sheet, asked with every cookie a visitor could set by hand.
  for (const cookie of [undefined, 'voix-agent=Visitor', 'voix-agent=1; voix-agent-session=forged; voix-agent-refresh=forged']) {
    const as = onPortal(request, baseURL, cookie)
    for (const path of ['/agents/earnings', rateSheetUrl]) {
      const answer = await as(path)
      expect(answer.status(), `${path} with ${cookie}`).toBe(302)
      expect(answer.headers().location).toMatch(new RegExp(`^/auth/sign-in\\?return=${encodeURIComponent(path).replace(/[.]/g, '\\.')}`))
      expect(secretsIn(await answer.text())).toEqual([])
    }
    const payload = await as('/agents/earnings/_payload.json')
    expect(payload.status()).toBe(401)
    expect(secretsIn(await payload.text())).toEqual([])
    const who = await as('/auth/agent?path=%2Flogin')
    expect(who.status()).toBe(401)
    expect(await who.text()).not.toContain('Visitor')
  }
  // The public media path never serves it, by any name.
  expect((await get(`/media/${rateSheetHash}.pdf`)).status()).toBe(404)
})

/** Every page id of the portal, agents-only ones included (a visitor might learn or guess any): read from the server's database. */
async function portalPageIds(): Promise<string[]> {
  const db = await openDatabase({ sqliteFile: resolve(e2eDataDir, 'voix.sqlite') })
  try {
    return (await db.kysely.selectFrom('pages').select('id').where('site_id', '=', 'agent-cash-plus').execute()).map((r) => r.id)
  } finally {
    await db.close()
  }
}

test('a travel agent signs in on the portal, taps through their dashboard, downloads the rate sheet, signs out and is asked to sign in again', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000)
  const portal = portalOf(baseURL)
  // An agents-only page asks for the sign-in, on the portal's own host, and comes back to it.
  await page.goto(`${portal}/agents/dashboard`)
  await expect(page).toHaveURL(new RegExp(`^${portal}/api/auth/authorize\\?`))
  await expect(page.getByRole('heading', { name: 'Travel agent sign-in' })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('agent-sign-in-390.png') })
  await page.fill('input[name=email]', agent.email)
  await page.fill('input[name=password]', agent.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${portal}/agents/dashboard`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The agent's name and their own account, from the server.
  await expect(page.getByText(`Welcome back, ${agent.name}`)).toBeVisible()
  await expect(page.locator('.v-ap-dashboard__account')).toContainText('Sunset Travel Co.')
  await expect(page.getByRole('region', { name: 'Specials open to you' })).toBeVisible()
  // No script of the site holds a token, nor the name: only the hint that there may be a sign-in.
  const cookies = await page.evaluate(() => document.cookie)
  expect(cookies).toContain('voix-agent=1')
  expect(cookies).not.toMatch(/voix-agent-(session|refresh)|Demo/)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: testInfo.outputPath(`agent-dashboard-${width}.png`), fullPage: true })
  }

  // Each shortcut and the promotion link, by client-side navigation: the page is never loaded whole.
  await page.evaluate(() => ((window as unknown as { sameTab: boolean }).sameTab = true))
  for (const [name, path] of Object.entries(dashboardLinks)) {
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(`${portal}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoAgentPages[path]!.title)
    await expect(page.getByText(demoAgentPages[path]!.intro)).toBeVisible()
    await expect(page.getByText('404 ERROR')).toHaveCount(0)
    if (name === 'My earnings') await page.screenshot({ path: testInfo.outputPath('agent-earnings-1440.png') })
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard')
  }
  expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(true)

  // The rate sheet, behind the Login Required Button of a public page: shown to the agent, and downloaded.
  const buttonPage = await pageWith(page, portal, '.v-ap-lrb')
  const rateSheet = page.getByRole('link', { name: demoRateSheet.linkText })
  await expect(rateSheet).toHaveAttribute('href', rateSheetUrl)
  await page.screenshot({ path: testInfo.outputPath('agent-rate-sheet-button-1440.png') })
  const [download] = await Promise.all([page.waitForEvent('download'), rateSheet.click()])
  expect(download.suggestedFilename()).toBe(demoRateSheet.name)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(bytes.toString('latin1')).toContain('agent rate sheet, 2027 season')

  // The dashboard block on a public page of the portal shows the agent's own account too, from the server.
  await pageWith(page, portal, '.v-ap-dashboard')
  await expect(page.locator('.v-ap-dashboard__account')).toContainText('Sunset Travel Co.')

  // Signed out, the same links ask for the sign-in (the dashboard block is on a public page too).
  await page.goto(`${portal}/agents/dashboard`)
  await page.getByRole('link', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(`${portal}/`)
  expect(await page.evaluate(() => document.cookie)).not.toContain('voix-agent')
  const dashboardPage = await pageWith(page, portal, '.v-ap-dashboard')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  for (const name of Object.keys(dashboardLinks)) {
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Travel agent sign-in' })).toBeVisible()
    await expect(page.getByText('404 ERROR')).toHaveCount(0)
    await page.goto(`${portal}${dashboardPage}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  }
  await page.goto(`${portal}${buttonPage}`)
  await expect(page.locator('.v-ap-lrb').first()).toHaveAttribute('data-signed-in', 'false')
  await expect(page.getByRole('link', { name: demoRateSheet.linkText })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Login For Details' }).first()).toHaveAttribute('href', `/auth/sign-in?return=${encodeURIComponent(buttonPage)}`)
})

test('a sign-in that has run out says so on the sign-in page', async ({ page, context, baseURL }) => {
  const portal = portalOf(baseURL)
  await context.addCookies([{ name: 'voix-agent-refresh', value: 'no-longer-valid', url: portal }])
  await page.goto(`${portal}/agents/earnings`)
  await expect(page.getByRole('status')).toHaveText('Your sign-in has expired. Please sign in again.')
  await expect(page.getByText(demoAgentPages['/agents/earnings']!.intro)).toHaveCount(0)
})

test('a sign-in return whose state was not stored goes to the portal home, which says so', async ({ page, baseURL }) => {
  const portal = portalOf(baseURL)
  await page.goto(`${portal}/auth/callback?code=stolen&state=forged`)
  await expect(page).toHaveURL(`${portal}/?sign-in=failed`)
  const loginPage = await pageWith(page, portal, '.v-ap-login')
  await page.goto(`${portal}${loginPage}?sign-in=failed`)
  await expect(page.getByRole('alert')).toHaveText('The sign-in did not complete, so you are not signed in. Please sign in again.')
})

test('a block an editor marks for signed-in agents is left out for visitors and shown to a signed-in agent', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const portal = portalOf(baseURL)
  const headers = { Authorization: `Bearer ${await editorAccessToken(page, request, baseURL!)}` }
  const path = `/commission-${Date.now().toString(36)}`
  const open = newSliceFromBlock('GlobalIntro', { title: 'Earn more with every booking', titleTag: 'h1', copy: '<p>Every stay you book earns points.</p>' })
  const marked = { ...newSliceFromBlock('GlobalIntro', { title: 'Commission tiers', titleTag: 'h2', copy: '<p>From your tenth booking of the year your commission rises to 16%.</p>' }), conditions_settings: { type: 'and', conditions: [agentSignedInCondition] } }
  const created = await request.post('/api/pages', { headers, data: { site_id: 'agent-cash-plus', path, title: 'Commission', layout: 'agent-cash-plus', elements: [open, marked] } })
  expect(created.status(), await created.text()).toBe(201)
  const { version, published_version_id: _p, ...draft } = await created.json()
  const published = await request.post(`/api/pages/${draft.id}/publish`, { headers: { ...headers, 'If-Match': `"${version}"` }, data: { page: draft, quick: true } })
  expect(published.status()).toBe(202)
  const { job } = await published.json()
  await expect.poll(async () => (await (await request.get(`/api/builds/jobs/${job.id}`, { headers })).json()).status, { timeout: 75_000, intervals: [250, 500, 1000] }).toBe('live')

  const get = onPortal(request, baseURL)
  for (const url of [path, `${path}/_payload.json`]) {
    const text = await (await get(url)).text()
    expect(text).toContain('Earn more with every booking')
    expect(text).not.toContain('rises to 16%')
  }
  await page.goto(`${portal}/auth/sign-in?return=${encodeURIComponent(path)}`)
  await page.fill('input[name=email]', agent.email)
  await page.fill('input[name=password]', agent.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${portal}${path}`)
  await expect(page.getByText('From your tenth booking of the year your commission rises to 16%.')).toBeVisible()
})
