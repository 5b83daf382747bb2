import { expect, test, type Browser, type Page } from './test.ts'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportBuild } from '../build/deploy/exportBuild.ts'
import { startFolderServer } from '../build/testing/folderServer.ts'
import { startNetlifyServer } from '../build/testing/netlifyServer.ts'
import { startNginx } from '../build/testing/startNginx.ts'
import { e2eDataDir } from './site-build.ts'
import { editorAccessToken } from './studioSignIn.ts'
import { e2eServer } from './e2eServer.ts'

// The export of the end-to-end server's live build, served as the hosts people deploy it to serve it: one build,
// shared by every test here. Three sites: the default one, a brand and a resort.
const sites = ['playaresorts', 'hyatt-ziva', 'seadust']
const root = mkdtempSync(join(tmpdir(), 'voix-export-hosts-'))
// nginx's workers (nobody) read the export, as on a server where the deploy user and nginx's differ.
chmodSync(root, 0o755)
const dist = join(root, 'dist')
const apiPort = e2eServer().port
type Host = { name: string; origin: (site: string) => string; stop: () => Promise<void> }
const hosts: Host[] = []

test.beforeAll(async () => {
  exportBuild(join(e2eDataDir, 'site'), dist, undefined, { apiUrl: `http://localhost:${apiPort}`, mediaDir: join(e2eDataDir, 'media') })
  const folder = await Promise.all(sites.map(async (site) => [site, await startFolderServer(join(dist, site))] as const))
  const netlify = await Promise.all(sites.map(async (site) => [site, await startNetlifyServer(join(dist, site))] as const))
  // On the port the server was told of (playwright.config.ts, CORS_ORIGINS), so forms from there are answered.
  const nginx = await startNginx(dist, Number(process.env.E2E_EXPORT_PORT))
  const byPort = (servers: (readonly [string, { port: number }])[]) => (site: string) => `http://127.0.0.1:${servers.find(([s]) => s === site)![1].port}`
  hosts.push(
    { name: 'a folder server that adds slashes (python3 -m http.server)', origin: byPort(folder), stop: () => Promise.all(folder.map(([, s]) => s.stop())).then(() => {}) },
    { name: 'nginx with the exported include', origin: (site) => nginx.origin(`${site}.localhost`), stop: nginx.stop },
    { name: 'a Netlify-semantics host (_redirects, _headers)', origin: byPort(netlify), stop: () => Promise.all(netlify.map(([, s]) => s.stop())).then(() => {}) },
  )
})

test.afterAll(async () => {
  await Promise.all(hosts.map((h) => h.stop()))
  rmSync(root, { recursive: true, force: true })
})

/** A page of the export: a folder of the site holding an index.html. */
const isPage = (site: string, path: string) => existsSync(join(dist, site, path.slice(1), 'index.html'))
/** The site's first inner page as its sitemap lists them (a page search engines send visitors to). */
const innerPage = (site: string) =>
  [...readFileSync(join(dist, site, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).find((p) => p !== '/' && isPage(site, p))!

/** Counts whole-document loads and console errors of a tab from now on. */
function watch(page: Page) {
  const seen = { loads: 0, errors: [] as string[] }
  page.on('load', () => seen.loads++)
  page.on('console', (m) => m.type() === 'error' && seen.errors.push(m.text()))
  page.on('pageerror', (e) => seen.errors.push(e.message))
  return seen
}

async function visit(browser: Browser, host: Host, site: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const seen = watch(page)
  try {
    const origin = host.origin(site)
    const path = innerPage(site)
    await page.goto(`${origin}${path}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // Whatever the host did with the slash, the address bar and the canonical link are the slashless page.
    expect(new URL(page.url()).pathname).toBe(path)
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(new RegExp(`${path}$`))
    // A link of the page to another page of the site, followed in the page: no document is loaded again.
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.filter((a) => a.getClientRects().length > 0).map((a) => a.getAttribute('href')!))
    const next = hrefs.find((href) => href !== path && href !== '/' && !href.includes('#') && !href.includes('?') && isPage(site, href))
    expect(next, `a visible link to another page on ${site}${path}`).toBeTruthy()
    await page.locator(`a[href="${next}"]`).filter({ visible: true }).first().click()
    await expect(page.locator('html')).toHaveAttribute('data-path', next!)
    await expect(page.locator('h1').first()).toBeVisible()
    expect(seen.loads, `${site}: page loads on ${host.name}`).toBe(1)
    expect(seen.errors, `${site}: console errors on ${host.name}`).toEqual([])
  } finally {
    await context.close()
  }
}

for (const [index, name] of ['a folder server that adds slashes', 'nginx with the exported include', 'a Netlify-semantics host'].entries()) {
  test(`inner pages of three sites load once, hydrate without errors and navigate in the page on ${name}`, async ({ browser }) => {
    for (const site of sites) await visit(browser, hosts[index]!, site)
  })
}

test('a form sent from an exported page under nginx is stored by the API on its own origin, and a refusal shows its message', async ({ browser, page, request, baseURL }) => {
  // The first exported page with the sweepstakes form, of any site (nginx serves them all).
  const found = readdirSync(dist)
    .filter((site) => existsSync(join(dist, site, 'index.html')))
    .flatMap((site) => readdirSync(join(dist, site), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html')).map((f) => ({ site, file: f })))
    .find(({ site, file }) => readFileSync(join(dist, site, file), 'utf8').includes('v-sweepstakes'))
  expect(found, 'an exported page with the sweepstakes form').toBeTruthy()
  const path = `/${found!.file.replace(/\/?index\.html$/, '')}`
  // Sent from the page's own origin under nginx to the API on another (its port), as from a CDN.
  expect(hosts[1]!.origin(found!.site)).not.toContain(`:${apiPort}`)
  const context = await browser.newContext()
  const tab = await context.newPage()
  const seen = watch(tab)
  const email = `export.${Date.now()}@example.com`
  try {
    await tab.goto(`${hosts[1]!.origin(found!.site)}${path}`)
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const form = tab.locator('form:has(input[name=anniversary])').first()
    await form.getByLabel('First name').fill('Ana')
    await form.getByLabel('Last name').fill('Ruiz')
    await form.getByLabel('E-mail', { exact: true }).fill('ana@localhost')
    await form.getByLabel('Anniversary date').fill('2027-02-14')
    await form.getByLabel(/I accept the rules/).check()
    const api = `http://localhost:${apiPort}/api/forms/anniversary-sweepstakes`
    const refused = tab.waitForResponse((r) => r.url() === api && r.request().method() === 'POST')
    await form.getByRole('button', { name: 'Sign up' }).click()
    expect((await refused).status()).toBe(400)
    await expect(form.getByText('must be an email address such as name@example.com')).toBeVisible()
    await form.getByLabel('E-mail', { exact: true }).fill(email)
    const stored = tab.waitForResponse((r) => r.url() === api && r.request().method() === 'POST')
    await form.getByRole('button', { name: 'Sign up' }).click()
    expect((await stored).status()).toBe(201)
    await expect(tab.getByRole('status').filter({ hasText: /submitted/i })).toBeVisible()
    // The browser refuses an answer it may not read, and says so in the console: here only the refusal's status.
    expect(seen.errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)'])
  } finally {
    await context.close()
  }
  const token = await editorAccessToken(page, request, baseURL!)
  const list = await request.get('/api/forms/submissions?form=anniversary-sweepstakes&limit=200', { headers: { Authorization: `Bearer ${token}` } })
  const items = ((await list.json()) as { items: { page: string; data: { email: string } }[] }).items
  expect(items.find((i) => i.data.email === email)).toMatchObject({ page: path })
})
