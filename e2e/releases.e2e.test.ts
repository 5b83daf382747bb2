import { expect, test, type APIRequestContext, type Browser, type Dialog, type Page } from '@playwright/test'
import { request as httpRequest } from 'node:http'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { draftReleaseMessage } from '../studio/shell/leaveGuard.ts'
import { editorAccessToken, preview, signIn } from './studioSignIn.ts'

/**
 * Releases and review (issue 19), as one story with one set-up: an editor builds a release of three pages on two
 * sites, a reviewer previews it without signing in, annotates and approves (and may not save or publish), the
 * preview link is rotated, the visual diff shows the change, and publishing puts all three live in one flip.
 */
test.describe.configure({ mode: 'serial' })

const reviewer = { email: 'reviewer@voix.localhost', password: 'e2e-reviewer-password-1' }
const stamp = Date.now().toString(36)
const pages = [
  { key: 'A', site: 'playaresorts', host: 'localhost', path: `/release-a-${stamp}` },
  { key: 'B', site: 'playaresorts', host: 'localhost', path: `/release-b-${stamp}` },
  { key: 'C', site: 'jewel', host: 'jewel.localhost', path: `/release-c-${stamp}` },
].map((p) => ({ ...p, id: '' }))
const releaseName = `Spring launch ${stamp}`
const port = Number(process.env.E2E_PORT ?? 3210)
let token = ''
let previewLink = ''
let releaseId = ''

const hero = (title: string) => [newSliceFromBlock('GenericHero', { title, copy: `<p>${title} copy.</p>`, image: { url: '/demo/beach.svg', alt: 'Beach' } })]
const auth = () => ({ Authorization: `Bearer ${token}` })

/** GET a path on a site by its Host header, as a crawler would (Node does not resolve *.localhost by itself). */
function crawl(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: `${host}:${port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function waitForJob(request: APIRequestContext, id: string) {
  await expect.poll(async () => (await (await request.get(`/api/builds/jobs/${id}`, { headers: auth() })).json()).status, { timeout: 90_000, intervals: [250, 500, 1000] }).toBe('live')
}

async function releaseScreen(page: Page) {
  await page.goto(`/voix/releases/${releaseId}`)
  await expect(page.getByRole('heading', { level: 1, name: releaseName })).toBeVisible()
}

async function freshPage(browser: Browser) {
  return (await browser.newContext()).newPage()
}

test.beforeAll(async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000)
  const page = await freshPage(browser)
  token = await editorAccessToken(page, request, baseURL!)
  await page.context().close()
  const made = await request.post('/api/users', { headers: auth(), data: { email: reviewer.email, name: 'Rita Reviewer', role: 'reviewer', password: reviewer.password } })
  expect(made.status()).toBe(201)
  // Three live pages, then a new draft of each: the release carries the drafts.
  let job = ''
  for (const p of pages) {
    const created = await request.post('/api/pages', { headers: auth(), data: { site_id: p.site, path: p.path, title: `Live ${p.key}`, layout: p.site, elements: hero(`Live ${p.key} ${stamp}`) } })
    expect(created.status()).toBe(201)
    const { version, published_version_id: _p, ...draft } = await created.json()
    p.id = draft.id
    const published = await request.post(`/api/pages/${p.id}/publish`, { headers: { ...auth(), 'If-Match': `"${version}"` }, data: { page: draft, quick: true } })
    expect(published.status()).toBe(202)
    job = (await published.json()).job.id
    const next = { ...draft, title: `Release ${p.key}`, elements: hero(`Release ${p.key} ${stamp}`) }
    if (p.key === 'B') {
      // B goes into the release as a saved version; its draft has moved on since.
      const saved = await request.post(`/api/pages/${p.id}/versions`, { headers: { ...auth(), 'If-Match': `"${version + 1}"` }, data: { name: 'Spring copy B', page: next } })
      expect(saved.status()).toBe(201)
      const later = { ...draft, title: 'Draft B', elements: hero(`Draft B ${stamp}`) }
      expect((await request.put(`/api/pages/${p.id}`, { headers: { ...auth(), 'If-Match': `"${version + 2}"` }, data: later })).status()).toBe(200)
    } else expect((await request.put(`/api/pages/${p.id}`, { headers: { ...auth(), 'If-Match': `"${version + 1}"` }, data: next })).status()).toBe(200)
  }
  await waitForJob(request, job)
})

test('an editor builds a release of three pages on two sites', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, '/voix/releases')
  await page.getByLabel('New release').fill(releaseName)
  await page.getByRole('button', { name: 'Create release' }).click()
  await expect(page.getByRole('heading', { level: 1, name: releaseName })).toBeVisible()
  releaseId = new URL(page.url()).pathname.split('/').pop()!
  // From the page editor: A and C as their current draft, B as a chosen saved version.
  for (const p of pages.slice(0, 2)) {
    await page.goto(`/voix/studio?page=${p.id}`)
    await page.getByRole('button', { name: 'Add to release' }).click()
    await page.getByRole('combobox', { name: 'Release', exact: true }).selectOption({ label: `${releaseName} (Draft)` })
    if (p.key === 'B') {
      const versions = page.getByRole('combobox', { name: 'Version', exact: true })
      const option = versions.locator('option', { hasText: 'Spring copy B' })
      await expect(option).toHaveCount(1)
      await versions.selectOption((await option.getAttribute('value'))!)
    }
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toHaveText(`Added to ${releaseName}`)
  }
  const c = pages[2]!
  await page.goto(`/voix/studio?page=${c.id}`)
  await page.getByRole('button', { name: 'Add to release' }).click()
  await page.getByRole('combobox', { name: 'Release', exact: true }).selectOption({ label: `${releaseName} (Draft)` })
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toHaveText(`Added to ${releaseName}`)
  await expect(page.locator('.editor__release .release-badge')).toContainText(releaseName)
  // The page is now in a draft release: leaving the studio says its changes are not live yet.
  const alerts: string[] = []
  const onDialog = (d: Dialog) => {
    alerts.push(d.message())
    void d.accept()
  }
  page.on('dialog', onDialog)
  await page.getByRole('link', { name: '← Pages' }).click()
  await expect.poll(() => alerts).toEqual([draftReleaseMessage])
  page.off('dialog', onDialog)

  await releaseScreen(page)
  const items = page.getByRole('list', { name: 'Pages in the release' }).getByRole('listitem')
  await expect(items).toHaveCount(3)
  await expect(items.filter({ hasText: pages[0]!.path })).toContainText('Changed')
  await expect(items.filter({ hasText: pages[0]!.path })).toContainText('title: “Live A” → “Release A”')
  const impact = page.getByRole('list', { name: 'Impact per site' })
  await expect(impact.locator('[data-site="playaresorts"]')).toContainText('0 new pages, 2 changed')
  await expect(impact.locator('[data-site="jewel"]')).toContainText('0 new pages, 1 changed')
  await page.getByRole('button', { name: 'Send for review' }).click()
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('In review')
  previewLink = await page.getByLabel('Preview link').inputValue()
  expect(previewLink).toMatch(/\/preview-release\/[^/]+\/[A-Za-z0-9_-]{32,}$/)
})

test('a reviewer opens the preview link without signing in and sees the changes; the public site does not', async ({ browser }) => {
  const page = await freshPage(browser)
  await page.goto(previewLink)
  const banner = page.getByRole('region', { name: 'Release preview' })
  await expect(banner).toContainText(releaseName)
  await expect(banner.getByRole('link', { name: 'Back to the release' })).toHaveAttribute('href', `/voix/releases/${releaseId}`)
  await expect(page.getByText(`Release A ${stamp}`).first()).toBeVisible()
  // The studio may read which release is previewed; the secret stays out of reach of scripts.
  const cookies = await page.evaluate(() => document.cookie)
  expect(cookies).toContain(`voix-release-preview=${releaseId}`)
  expect(cookies).not.toContain(previewLink.split('/').pop()!)
  await page.goto(pages[1]!.path)
  await expect(page.getByText(`Release B ${stamp}`).first()).toBeVisible()
  // The page on the other site, through the banner's own link.
  await banner.getByRole('link', { name: 'Release C' }).click()
  await expect(page).toHaveURL(/^http:\/\/jewel\.localhost:\d+\/preview-release\//)
  await expect(page.getByText(`Release C ${stamp}`).first()).toBeVisible()
  const visitor = await freshPage(browser)
  for (const p of pages) {
    const live = await crawl(p.host, p.path)
    expect(live.body).toContain(`Live ${p.key} ${stamp}`)
    expect(live.body).not.toContain(`Release ${p.key} ${stamp}`)
  }
  await visitor.goto(pages[0]!.path)
  await expect(visitor.getByText(`Live A ${stamp}`).first()).toBeVisible()
  await page.context().close()
  await visitor.context().close()
})

test('a reviewer annotates a page at md and approves, but may not save or publish', async ({ browser, request, baseURL }) => {
  test.setTimeout(60_000)
  const page = await freshPage(browser)
  await signIn(page, '/voix', reviewer)
  await page.goto(`/voix/studio?page=${pages[0]!.id}`)
  // Review mode is where a reviewer starts; saving the page is not offered.
  await expect(page.getByRole('button', { name: 'Review', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add to release' })).toHaveCount(0)
  await page.getByRole('tab', { name: /^Tablet/ }).click()
  await expect(preview(page).locator('html[data-preview-rev]')).toHaveCount(1)
  await preview(page).getByText(`Release A ${stamp}`).first().click()
  await page.getByLabel(/Note on .* on Tablet/).fill('Can the title be shorter on tablets?')
  await page.getByRole('button', { name: 'Pin note' }).click()
  await expect(page.locator('[data-annotation]')).toContainText('on Tablet')
  await page.getByLabel('Review status').selectOption('approved')
  await page.getByRole('button', { name: 'Save review' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Review' })).toHaveText('Review saved')
  await releaseScreen(page)
  await expect(page.locator(`[data-page="${pages[0]!.id}"] [data-review="approved"]`)).toBeVisible()
  await expect(page.locator(`[data-page="${pages[0]!.id}"]`)).toContainText('1 open note')
  await expect(page.getByRole('button', { name: 'Publish release' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('Approved')
  // The API says the same: reviewing yes, writing and publishing no.
  const bearer = { Authorization: `Bearer ${await editorAccessToken(page, request, baseURL!, reviewer)}` }
  const current = await (await request.get(`/api/pages/${pages[0]!.id}`, { headers: bearer })).json()
  const { version, published_version_id: _p, ...draft } = current
  expect(draft.review.annotations.md).toHaveLength(1)
  // The note keeps the version it was made on.
  expect(draft.review.annotations.md[0].version).toEqual(expect.any(Number))
  expect((await request.put(`/api/pages/${draft.id}`, { headers: { ...bearer, 'If-Match': `"${version}"` }, data: draft })).status()).toBe(403)
  const release = await (await request.get(`/api/releases/${releaseId}`, { headers: bearer })).json()
  expect((await request.post(`/api/releases/${releaseId}/publish`, { headers: { ...bearer, 'If-Match': `"${release.version}"` } })).status()).toBe(403)
  expect((await request.post(`/api/pages/${draft.id}/review`, { headers: { ...bearer, 'If-Match': `"${version}"` }, data: { review: draft.review } })).status()).toBe(200)
  await page.context().close()
})

test('the visual diff shows the changed region of a page', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, `/voix/releases/${releaseId}`)
  await page.getByRole('button', { name: 'Compare with live' }).click()
  const a = page.locator(`.release-diff__page[data-page="${pages[0]!.id}"]`)
  await expect(a.locator('[data-breakpoint="md"]')).toHaveAttribute('data-changed', 'true', { timeout: 170_000 })
  await expect(a.locator('[data-breakpoint="md"] .release-diff__region').first()).toBeVisible()
  await expect(a.locator('[data-breakpoint="md"] img').first()).toHaveJSProperty('complete', true)
})

test('a new preview link makes the old one answer 404 at once', async ({ page, request }) => {
  await signIn(page, `/voix/releases/${releaseId}`)
  page.once('dialog', (d) => void d.accept())
  await page.getByRole('button', { name: 'New link' }).click()
  await expect(page.getByLabel('Preview link')).not.toHaveValue(previewLink)
  const fresh = await page.getByLabel('Preview link').inputValue()
  expect((await request.get(previewLink, { headers: {} })).status()).toBe(404)
  expect((await request.get(fresh)).status()).toBe(200)
  previewLink = fresh
})

test('publishing puts the whole release live in one flip: a crawler never sees a mix', async ({ page, request }) => {
  test.setTimeout(120_000)
  await signIn(page, `/voix/releases/${releaseId}`)
  await expect(page.getByRole('button', { name: 'Publish release' })).toBeEnabled()
  type Seen = { key: string; start: number; end: number; state: 'before' | 'after' }
  const seen: Seen[] = []
  let crawling = true
  const crawler = (async () => {
    while (crawling) {
      for (const p of pages) {
        const start = performance.now()
        const { status, body } = await crawl(p.host, p.path)
        const before = body.includes(`Live ${p.key} ${stamp}`)
        const after = body.includes(`Release ${p.key} ${stamp}`)
        // Each answer is one whole page: the old one or the new one, never a torn one or none.
        expect(status).toBe(200)
        expect(before !== after, `${p.path} answered neither or both versions`).toBe(true)
        seen.push({ key: p.key, start, end: performance.now(), state: after ? 'after' : 'before' })
      }
      if (seen.filter((s) => s.state === 'after').length >= 6) crawling = false
    }
  })()
  try {
    await page.getByRole('button', { name: 'Publish release' }).click()
    await expect(page.locator('[data-job-status="live"]')).toBeVisible({ timeout: 90_000 })
  } finally {
    // The crawler stops on its own once it has seen the release live a few times; never later than the build.
    setTimeout(() => (crawling = false), 5_000)
  }
  await crawler
  expect(seen.some((s) => s.state === 'before')).toBe(true)
  // Once any page was seen new, every request that started after that answer saw the new one too.
  const firstAfter = Math.min(...seen.filter((s) => s.state === 'after').map((s) => s.end))
  expect(seen.filter((s) => s.start > firstAfter && s.state === 'before')).toEqual([])
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('Published')
  // The preview link of a published release shows what is now live; the pages no longer carry the release.
  const after = await (await request.get(`/api/pages/${pages[0]!.id}`, { headers: auth() })).json()
  expect(after.current_release).toBeUndefined()
})
