import { expect, test, type APIRequestContext, type Browser, type Dialog, type Page } from './test.ts'
import { request as httpRequest } from 'node:http'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { draftReleaseMessage } from '../studio/shell/leaveGuard.ts'
import { startWebhookReceiver, type Delivery } from './webhookReceiver.ts'
import { editorAccessToken, preview, signIn } from './studioSignIn.ts'
import { e2eServer } from './e2eServer.ts'

/**
 * Releases (issues 19 and 37), as one story with one set-up: an editor builds a release of three pages on two sites
 * and a special offer; a reviewer previews it without signing in, reviews every item and approves; the editor puts a
 * review fix in, so the release shows "changes since approval" and cannot be published until approved again;
 * publishing asks first, puts everything live in one flip, and each page is byte for byte what the preview showed.
 * Then an admin rolls the site back from the studio (it sticks, is audited, the webhook hears of it), and a
 * one-site editor makes and publishes a release of their own site.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const reviewer = { email: `reviewer-${stamp}@voix.localhost`, password: 'e2e-reviewer-password-1' }
const eddie = { email: `eddie-${stamp}@voix.localhost`, password: 'e2e-eddie-password-12' }
const zoe = { email: `zoe-${stamp}@voix.localhost`, password: 'e2e-zoe-password-123' }
const pages = [
  { key: 'A', site: 'playaresorts', host: 'localhost', path: `/release-a-${stamp}` },
  { key: 'B', site: 'playaresorts', host: 'localhost', path: `/release-b-${stamp}` },
  { key: 'C', site: 'jewel', host: 'jewel.localhost', path: `/release-c-${stamp}` },
].map((p) => ({ ...p, id: '' }))
const releaseName = `Summer 2027 launch ${stamp}`
const port = e2eServer().port
let token = ''
let previewLink = ''
let releaseId = ''
let specialId = ''
const previewed = new Map<string, string>()
let hooks: Delivery[] = []
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined

const hero = (title: string) => newSliceFromBlock('GenericHero', { title, copy: `<p>${title} copy.</p>`, image: { url: '/demo/beach.svg', alt: 'Beach' } })
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

/** A page's HTML with what differs by design between a preview and the build left out: the banner and the build id. */
function comparable(html: string, buildIds: string[]): string {
  let out = html.replace(/<aside id="voix-release-banner"[\s\S]*?<\/aside>/, '')
  for (const id of buildIds) out = out.split(id).join('BUILD')
  return out
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

/** The reviewer marks every item not yet reviewed, then approves. */
async function reviewAndApprove(page: Page) {
  await releaseScreen(page)
  const boxes = page.getByRole('checkbox', { name: /^Reviewed/ })
  await expect(boxes.first()).toBeVisible()
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i)
    // The box shows what the server holds: it is ticked once the mark is stored.
    if (!(await box.isChecked())) {
      await box.click()
      await expect(box).toBeChecked()
    }
  }
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('Approved')
}

test.beforeAll(async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000)
  const page = await freshPage(browser)
  token = await editorAccessToken(page, request, baseURL!)
  await page.context().close()
  for (const [who, role, name, sites] of [
    [reviewer, 'reviewer', 'Rita Reviewer', []],
    [eddie, 'editor', 'Eddie Editor', []],
    [zoe, 'editor', 'Zoe Jewel', ['jewel']],
  ] as const) {
    const made = await request.post('/api/users', { headers: auth(), data: { email: who.email, name, role, password: who.password, sites } })
    expect(made.status(), await made.text()).toBe(201)
  }
  receiver = await startWebhookReceiver(request, auth(), `CDN ${stamp}`)
  hooks = receiver.hooks
  const special = await request.post('/api/specials', { headers: auth(), data: { site_id: 'playaresorts', title: `Spring escape ${stamp}`, slug: `spring-escape-${stamp}`, percentOff: 20 } })
  expect(special.status()).toBe(201)
  specialId = (await special.json()).id
  // Three live pages (A shows the special), then a new draft of each: the release carries the drafts.
  let job = ''
  for (const p of pages) {
    const offers = p.key === 'A' ? [newSliceFromBlock('SpecialsSpecialOffers', { title: 'Current offers', specials: [specialId] })] : []
    const created = await request.post('/api/pages', { headers: auth(), data: { site_id: p.site, path: p.path, title: `Live ${p.key}`, layout: p.site, elements: [hero(`Live ${p.key} ${stamp}`), ...offers] } })
    expect(created.status(), await created.text()).toBe(201)
    const { version, published_version_id: _p, ...draft } = await created.json()
    p.id = draft.id
    const published = await request.post(`/api/pages/${p.id}/publish`, { headers: { ...auth(), 'If-Match': `"${version}"` }, data: { page: draft, quick: true } })
    expect(published.status()).toBe(202)
    job = (await published.json()).job.id
    const next = { ...draft, title: `Release ${p.key}`, elements: [hero(`Release ${p.key} ${stamp}`), ...offers] }
    if (p.key === 'B') {
      // B goes into the release as a saved version; its draft has moved on since.
      const saved = await request.post(`/api/pages/${p.id}/versions`, { headers: { ...auth(), 'If-Match': `"${version + 1}"` }, data: { name: 'Summer copy B', page: next } })
      expect(saved.status()).toBe(201)
      const later = { ...draft, title: 'Draft B', elements: [hero(`Draft B ${stamp}`)] }
      expect((await request.put(`/api/pages/${p.id}`, { headers: { ...auth(), 'If-Match': `"${version + 2}"` }, data: later })).status()).toBe(200)
    } else expect((await request.put(`/api/pages/${p.id}`, { headers: { ...auth(), 'If-Match': `"${version + 1}"` }, data: next })).status()).toBe(200)
  }
  await waitForJob(request, job)
})

test.afterAll(() => receiver?.close())

test('an editor builds a release of three pages on two sites and a special offer', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, '/voix/releases', eddie)
  await page.getByLabel('New release').fill(releaseName)
  await expect(page.getByRole('combobox', { name: 'For' })).toHaveValue('')
  await page.getByRole('button', { name: 'Create release' }).click()
  await expect(page.getByRole('heading', { level: 1, name: releaseName })).toBeVisible()
  releaseId = new URL(page.url()).pathname.split('/').pop()!
  // From the page editor: A and C as their current draft, B as a chosen saved version.
  for (const p of pages) {
    await page.goto(`/voix/studio?page=${p.id}`)
    await page.getByRole('button', { name: 'Add to release' }).click()
    await page.getByRole('combobox', { name: 'Release', exact: true }).selectOption({ label: `${releaseName} (Draft)` })
    if (p.key === 'B') {
      const versions = page.getByRole('combobox', { name: 'Version', exact: true })
      const option = versions.locator('option', { hasText: 'Summer copy B' })
      await expect(option).toHaveCount(1)
      await versions.selectOption((await option.getAttribute('value'))!)
    }
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toHaveText(`Added to ${releaseName}`)
  }
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

  // The special offer, from its own form: "Add to release" beside Save; the offer itself is not saved.
  await page.goto(`/voix/specials/edit/${specialId}`)
  await page.getByLabel('Title', { exact: true }).fill(`Summer escape ${stamp}`)
  await page.getByRole('button', { name: 'Add to release' }).click()
  await page.getByRole('combobox', { name: 'Release', exact: true }).selectOption({ label: `${releaseName} (Draft)` })
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toHaveText(`Added to ${releaseName}: it goes live when the release is published.`)

  await releaseScreen(page)
  const items = page.getByRole('list', { name: 'Pages in the release' }).getByRole('listitem')
  await expect(items).toHaveCount(3)
  await expect(items.filter({ hasText: pages[0]!.path })).toContainText('title: “Live A” → “Release A”')
  const records = page.getByRole('list', { name: 'Records in the release' }).getByRole('listitem')
  await expect(records).toHaveCount(1)
  const fields = records.getByRole('table', { name: `What changes in Summer escape ${stamp}` })
  await expect(fields.getByRole('row', { name: /^title/ })).toContainText(`Spring escape ${stamp}Summer escape ${stamp}`)
  const impact = page.getByRole('list', { name: 'Impact per site' })
  await expect(impact.locator('[data-site="playaresorts"]')).toContainText('0 new pages, 2 changed')
  await expect(impact.locator('[data-site="jewel"]')).toContainText('0 new pages, 1 changed')
  await page.getByRole('button', { name: 'Send for review' }).click()
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('In review')
  // Eddie put everything in, so someone else approves it.
  await expect(page.getByRole('checkbox', { name: /^Reviewed/ })).toHaveCount(4)
  previewLink = await page.getByLabel('Preview link').inputValue()
  expect(previewLink).toMatch(/\/preview-release\/[^/]+\/[A-Za-z0-9_-]{32,}$/)
})

test('a reviewer opens the preview link without signing in and sees the changes, the special included; the public site does not', async ({ browser }) => {
  const page = await freshPage(browser)
  await page.goto(previewLink)
  const banner = page.getByRole('region', { name: 'Release preview' })
  await expect(banner).toContainText(releaseName)
  await expect(banner.getByRole('link', { name: 'Back to the release' })).toHaveAttribute('href', `/voix/releases/${releaseId}`)
  await expect(page.getByText(`Release A ${stamp}`).first()).toBeVisible()
  await expect(page.getByText(`Summer escape ${stamp}`).first()).toBeVisible()
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
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/release-preview-banner-390.png' })
  for (const p of pages) {
    const live = await crawl(p.host, p.path)
    expect(live.body).toContain(`Live ${p.key} ${stamp}`)
    expect(live.body).not.toContain(`Release ${p.key} ${stamp}`)
  }
  expect((await crawl('localhost', pages[0]!.path)).body).toContain(`Spring escape ${stamp}`)
  await page.context().close()
})

test('a reviewer annotates a page, reviews every item and approves, but may not save or publish', async ({ browser, baseURL }) => {
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
  await expect(page.locator(`[data-page="${pages[0]!.id}"]`)).toContainText('1 open note')
  await expect(page.getByRole('button', { name: 'Publish release' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0)
  // Approving before every item is reviewed is refused, and says which are left.
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Every item is reviewed' })).toContainText(`special offer “Summer escape ${stamp}”`)
  await reviewAndApprove(page)
  // The API says the same, to the reviewer's own studio session.
  const origin = { Origin: baseURL! }
  const release = await (await page.request.get(`/api/releases/${releaseId}`)).json()
  expect((await page.request.post(`/api/releases/${releaseId}/publish`, { headers: { ...origin, 'If-Match': `"${release.version}"` } })).status()).toBe(403)
  await page.context().close()
})

test('a review fix put in after approval shows as changes since approval, and the release cannot be published until approved again', async ({ browser, request }) => {
  test.setTimeout(60_000)
  // The editor fixes C's draft; the release still holds what was approved and says the draft differs.
  const current = await (await request.get(`/api/pages/${pages[2]!.id}`, { headers: auth() })).json()
  const { version, published_version_id: _p, ...draft } = current
  const fixed = { ...draft, title: 'Release C', elements: [hero(`Release C fixed ${stamp}`)] }
  expect((await request.put(`/api/pages/${draft.id}`, { headers: { ...auth(), 'If-Match': `"${version}"` }, data: fixed })).status()).toBe(200)
  const page = await freshPage(browser)
  await signIn(page, `/voix/releases/${releaseId}`, eddie)
  const c = page.locator(`[data-page="${pages[2]!.id}"]`)
  await expect(c.locator('[data-draft-differs]')).toBeVisible()
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('Approved')
  await c.getByRole('button', { name: 'Put the draft in the release' }).click()
  await expect(page.locator('[data-changes-since-approval]')).toHaveText('Changes since approval')
  await expect(c).toContainText('Changed since approval')
  await expect(c.getByRole('checkbox', { name: /^Reviewed/ })).not.toBeChecked()
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('In review')
  await expect(page.getByRole('button', { name: 'Publish release' })).toBeDisabled()
  await page.screenshot({ path: 'test-results/release-changes-since-approval-1280.png', fullPage: true })
  await page.context().close()
  const rita = await freshPage(browser)
  await signIn(rita, '/voix', reviewer)
  await reviewAndApprove(rita)
  await expect(rita.locator('[data-changes-since-approval]')).toHaveCount(0)
  await rita.context().close()
})

test('the visual diff shows the changed region of a page', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, `/voix/releases/${releaseId}`)
  await page.getByRole('button', { name: 'Compare with live' }).click()
  const a = page.locator(`.release-diff__page[data-page="${pages[0]!.id}"]`)
  await expect(a.locator('[data-breakpoint="tablet"]')).toHaveAttribute('data-changed', 'true', { timeout: 170_000 })
  await expect(a.locator('[data-breakpoint="tablet"] .release-diff__region').first()).toBeVisible()
  await expect(a.locator('[data-breakpoint="tablet"] img').first()).toHaveJSProperty('complete', true)
})

test('a new preview link makes the old one answer 404 at once', async ({ page, request }) => {
  await signIn(page, `/voix/releases/${releaseId}`, eddie)
  page.once('dialog', (d) => void d.accept())
  await page.getByRole('button', { name: 'New link' }).click()
  await expect(page.getByLabel('Preview link')).not.toHaveValue(previewLink)
  const fresh = await page.getByLabel('Preview link').inputValue()
  expect((await request.get(previewLink, { headers: {} })).status()).toBe(404)
  expect((await request.get(fresh)).status()).toBe(200)
  previewLink = fresh
  // A new link is not a change of content: the approval stands.
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('Approved')
})

test('the reviewer’s preview of each page, signed out, as it is approved', async ({ browser }) => {
  const page = await freshPage(browser)
  for (const p of pages) {
    const answer = await page.goto(`${previewLink.replace('//localhost:', `//${p.host}:`)}?page=${p.id}`)
    expect(answer!.status()).toBe(200)
    previewed.set(p.key, await answer!.text())
  }
  expect(previewed.get('C')).toContain(`Release C fixed ${stamp}`)
  expect(previewed.get('A')).toContain(`Summer escape ${stamp}`)
  await page.context().close()
})

test('publishing asks first, puts everything live in one flip, and each page is byte for byte its preview', async ({ page, request }) => {
  test.setTimeout(120_000)
  await signIn(page, `/voix/releases/${releaseId}`, eddie)
  await page.getByRole('button', { name: 'Publish release' }).click()
  const confirm = page.getByRole('dialog', { name: `Publish “${releaseName}”?` })
  await expect(confirm.getByRole('list', { name: 'What goes live' })).toContainText('Playa Resorts: 0 new pages, 2 changed pages')
  await expect(confirm.getByRole('list', { name: 'What goes live' })).toContainText(`special offer “Summer escape ${stamp}” (title)`)
  await page.screenshot({ path: 'test-results/release-publish-confirm-1280.png' })
  type Seen = { key: string; start: number; end: number; state: 'before' | 'after' }
  const seen: Seen[] = []
  let crawling = true
  const crawler = (async () => {
    while (crawling) {
      for (const p of pages) {
        const start = performance.now()
        const { status, body } = await crawl(p.host, p.path)
        const before = body.includes(`Live ${p.key} ${stamp}`)
        const after = body.includes(`Release ${p.key} ${stamp}`) || body.includes(`Release ${p.key} fixed ${stamp}`)
        // Each answer is one whole page: the old one or the new one, never a torn one or none.
        expect(status).toBe(200)
        expect(before !== after, `${p.path} answered neither or both versions`).toBe(true)
        seen.push({ key: p.key, start, end: performance.now(), state: after ? 'after' : 'before' })
      }
      if (seen.filter((s) => s.state === 'after').length >= 6) crawling = false
    }
  })()
  try {
    await confirm.getByRole('button', { name: 'Publish now' }).click()
    await expect(page.locator('[data-job-status="live"]')).toBeVisible({ timeout: 90_000 })
  } finally {
    // The crawler stops on its own once it has seen the release live a few times; never later than the build.
    setTimeout(() => (crawling = false), 5_000)
  }
  await crawler
  expect(seen.some((s) => s.state === 'before')).toBe(true)
  const firstAfter = Math.min(...seen.filter((s) => s.state === 'after').map((s) => s.end))
  expect(seen.filter((s) => s.start > firstAfter && s.state === 'before')).toEqual([])
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('Published')
  // What went live is what the reviewer previewed, byte for byte but for the build id and the banner.
  const buildId = JSON.parse((await crawl('localhost', '/builds/latest.json')).body).id as string
  for (const p of pages) {
    const live = (await crawl(p.host, p.path)).body
    expect(comparable(live, [buildId, `release-${releaseId}`]), `${p.key}: the live page differs from its preview`).toBe(comparable(previewed.get(p.key)!, [buildId, `release-${releaseId}`]))
  }
  expect((await (await request.get(`/api/specials/${specialId}`)).json()).title).toBe(`Summer escape ${stamp}`)
  const after = await (await request.get(`/api/pages/${pages[0]!.id}`, { headers: auth() })).json()
  expect(after.current_release).toBeUndefined()
  // The preview link is closed: it says the release was published and leads to the live site.
  const closed = await request.get(previewLink)
  expect(closed.status()).toBe(410)
  expect(await closed.text()).toContain(`The release ${releaseName} was published`)
})

test('an admin rolls the site back from the studio: it sticks through an unrelated publish, is audited, and the webhook hears of it', async ({ page, request }) => {
  test.setTimeout(150_000)
  await signIn(page, '/voix/live')
  const live = page.locator('[data-live-build]')
  await expect(live).toBeVisible()
  const released = (await live.getAttribute('data-live-build'))!
  const builds = page.getByRole('list', { name: 'Kept builds' }).getByRole('listitem')
  const before = builds.nth(1)
  const target = (await before.getAttribute('data-build'))!
  page.once('dialog', (d) => void d.accept())
  await before.getByRole('button', { name: 'Roll back to this build' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Rolling back' })).toContainText(target)
  await expect(page.locator('[data-job-status="live"]')).toBeVisible({ timeout: 90_000 })
  for (const p of pages) expect((await crawl(p.host, p.path)).body).toContain(`Live ${p.key} ${stamp}`)
  expect((await crawl('localhost', pages[0]!.path)).body).toContain(`Spring escape ${stamp}`)
  await expect(page.locator('[data-live-build]')).not.toHaveAttribute('data-live-build', released)
  // An unrelated publish builds from the database, which now holds the rolled-back content.
  const other = await request.post('/api/pages', { headers: auth(), data: { site_id: 'playaresorts', path: `/unrelated-${stamp}`, title: 'Unrelated', layout: 'playaresorts', elements: [hero(`Unrelated ${stamp}`)] } })
  const { version, published_version_id: _p, ...draft } = await other.json()
  const published = await request.post(`/api/pages/${draft.id}/publish`, { headers: { ...auth(), 'If-Match': `"${version}"` }, data: { page: draft, quick: true } })
  await waitForJob(request, (await published.json()).job.id)
  for (const p of pages) expect((await crawl(p.host, p.path)).body).toContain(`Live ${p.key} ${stamp}`)
  expect((await crawl('localhost', `/unrelated-${stamp}`)).body).toContain(`Unrelated ${stamp}`)
  await page.screenshot({ path: 'test-results/live-site-1280.png', fullPage: true })
  // The audit log keeps it; the webhook receiver got the rollback's build with the paths it changed.
  const audit = await (await request.get('/api/audit?limit=50', { headers: auth() })).json()
  expect(audit.items.some((e: { path: string; status: number }) => e.path.endsWith('/builds/rollback') && e.status === 202)).toBe(true)
  await expect
    .poll(() => hooks.some((h) => h.event === 'build.live' && pages.every((p) => h.build?.changedPaths.some((c) => c.path === p.path)) && h.build?.id !== released), { timeout: 30_000 })
    .toBe(true)
})

test('a one-site editor makes a release for their site and publishes it; an every-site item is refused with nothing left behind', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000)
  const page = await freshPage(browser)
  await signIn(page, '/voix/releases', zoe)
  // Her own studio session calls the API (cookie-signed writes come from the studio's origin).
  const zoeToken = { Origin: baseURL! }
  const made = await page.request.post('/api/pages', { headers: zoeToken, data: { site_id: 'jewel', path: `/jewel-offer-${stamp}`, title: 'Jewel offer', layout: 'jewel', elements: [hero(`Jewel offer ${stamp}`)] } })
  expect(made.status()).toBe(201)
  const jewelPage = (await made.json()).id as string
  await page.reload()
  const forSite = page.getByRole('combobox', { name: 'For' })
  await expect(forSite.locator('option')).toHaveCount(1)
  await page.getByLabel('New release').fill(`Jewel week ${stamp}`)
  await page.getByRole('button', { name: 'Create release' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Jewel week ${stamp}` })).toBeVisible()
  const zoeRelease = new URL(page.url()).pathname.split('/').pop()!
  await page.goto(`/voix/studio?page=${jewelPage}`)
  await page.getByRole('button', { name: 'Add to release' }).click()
  await page.getByRole('combobox', { name: 'Release', exact: true }).selectOption({ label: `Jewel week ${stamp} (Draft)` })
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toHaveText(`Added to Jewel week ${stamp}`)
  // An offer for every site is not hers to put in a release: refused, and neither the release nor the offer changes.
  const every = await (await request.post('/api/specials', { headers: auth(), data: { title: `Everywhere ${stamp}`, slug: `everywhere-${stamp}` } })).json()
  let release = await (await page.request.get(`/api/releases/${zoeRelease}`)).json()
  const refused = await page.request.post(`/api/releases/${zoeRelease}/records`, { headers: { ...zoeToken, 'If-Match': `"${release.version}"` }, data: { kind: 'specials', id: every.id, doc: { ...every, title: 'Hers now' } } })
  expect(refused.status()).toBe(403)
  release = await (await page.request.get(`/api/releases/${zoeRelease}`)).json()
  expect(release.records).toEqual([])
  expect((await (await request.get(`/api/specials/${every.id}`)).json()).title).toBe(`Everywhere ${stamp}`)
  await page.goto(`/voix/releases/${zoeRelease}`)
  await page.getByRole('button', { name: 'Send for review' }).click()
  await expect(page.locator('.release__heading [data-release-status]')).toHaveText('In review')
  const rita = await freshPage(browser)
  await signIn(rita, `/voix/releases/${zoeRelease}`, reviewer)
  await rita.getByRole('checkbox', { name: /^Reviewed/ }).click()
  await expect(rita.getByRole('checkbox', { name: /^Reviewed/ })).toBeChecked()
  await rita.getByRole('button', { name: 'Approve' }).click()
  await expect(rita.locator('.release__heading [data-release-status]')).toHaveText('Approved')
  await rita.context().close()
  await page.reload()
  await page.getByRole('button', { name: 'Publish release' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click()
  await expect(page.locator('[data-job-status="live"]')).toBeVisible({ timeout: 90_000 })
  expect((await crawl('jewel.localhost', `/jewel-offer-${stamp}`)).body).toContain(`Jewel offer ${stamp}`)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/release-one-site-390.png', fullPage: true })
  await page.context().close()
})
