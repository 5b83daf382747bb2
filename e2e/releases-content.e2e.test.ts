import { expect, test, type APIRequestContext } from './test.ts'
import { request as httpRequest } from 'node:http'
import sharp from 'sharp'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { editorAccessToken, signIn } from './studioSignIn.ts'
import { e2eServer } from './e2eServer.ts'

/**
 * Releases holding what a preview must render as the build will: a page showing an uploaded photo (the build
 * resizes it; the preview names the very same files, so the live page is byte for byte its preview), and a release
 * of a record only (a post), whose preview opens the pages showing it and whose visual diff compares them.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const port = e2eServer().port
let token = ''
const auth = () => ({ Authorization: `Bearer ${token}` })
const ifMatch = (r: { version: number }) => ({ ...auth(), 'If-Match': `"${r.version}"` })

function crawl(path: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: `localhost:${port}` } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function waitForJob(request: APIRequestContext, id: string) {
  await expect.poll(async () => (await (await request.get(`/api/builds/jobs/${id}`, { headers: auth() })).json()).status, { timeout: 90_000, intervals: [250, 500, 1000] }).toBe('live')
}

/** Sent for review, every item marked reviewed, approved: the admin may approve a release of their own. */
async function approve(request: APIRequestContext, id: string) {
  let release = await (await request.post(`/api/releases/${id}/status`, { headers: ifMatch(await (await request.get(`/api/releases/${id}`, { headers: auth() })).json()), data: { status: 'in_review' } })).json()
  const changes = await (await request.get(`/api/releases/${id}/changes`, { headers: auth() })).json()
  for (const item of [...changes.items, ...changes.records]) {
    const marked = await request.post(`/api/releases/${id}/review-item`, { headers: ifMatch(release), data: { key: item.key, reviewed: true } })
    expect(marked.status(), await marked.text()).toBe(200)
    release = await marked.json()
  }
  const approved = await request.post(`/api/releases/${id}/status`, { headers: ifMatch(release), data: { status: 'approved' } })
  expect(approved.status(), await approved.text()).toBe(200)
  return approved.json()
}

async function newRelease(request: APIRequestContext, name: string) {
  const made = await request.post('/api/releases', { headers: auth(), data: { name } })
  expect(made.status(), await made.text()).toBe(201)
  return made.json()
}

test.beforeAll(async ({ browser, request, baseURL }) => {
  const page = await (await browser.newContext()).newPage()
  token = await editorAccessToken(page, request, baseURL!)
  await page.context().close()
})

test('a page with an uploaded photo goes live byte for byte as previewed, resized files included', async ({ request }) => {
  test.setTimeout(150_000)
  // A photo of its own (its colour from the run), so no build has resized it before the preview does.
  const [r, g, b] = [...Buffer.from(stamp.slice(-3).padStart(3, '0'))].map((c) => (c * 37) % 256)
  const jpeg = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: { r: r!, g: g!, b: b! } } }).jpeg({ quality: 90 }).toBuffer()
  const uploaded = await request.post(`/api/media?${new URLSearchParams({ name: `terrace-${stamp}.jpg`, alt: 'The terrace at sunset' })}`, { headers: { ...auth(), 'Content-Type': 'image/jpeg' }, data: jpeg })
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300)
  const photo = (await uploaded.json()).url as string
  expect(photo).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/)
  const hero = (title: string, url: string) => newSliceFromBlock('GenericHero', { title, copy: `<p>${title}.</p>`, image: { url, alt: 'The terrace at sunset' } })
  const path = `/release-photo-${stamp}`
  const created = await request.post('/api/pages', { headers: auth(), data: { site_id: 'playaresorts', path, title: 'Terrace', layout: 'playaresorts', elements: [hero(`Terrace live ${stamp}`, '/demo/beach.svg')] } })
  expect(created.status(), await created.text()).toBe(201)
  const { version, published_version_id: _p, ...draft } = await created.json()
  const published = await request.post(`/api/pages/${draft.id}/publish`, { headers: { ...auth(), 'If-Match': `"${version}"` }, data: { page: draft, quick: true } })
  await waitForJob(request, (await published.json()).job.id)

  let release = await newRelease(request, `Terrace photos ${stamp}`)
  const current = await (await request.get(`/api/pages/${draft.id}`, { headers: auth() })).json()
  const added = await request.post(`/api/releases/${release.id}/pages`, { headers: ifMatch(release), data: { page_id: draft.id, page_version: current.version, name: 'With the photo', page: { ...draft, elements: [hero(`Terrace photo ${stamp}`, photo)] } } })
  expect(added.status(), await added.text()).toBe(200)
  release = await approve(request, release.id)

  const preview = await request.get(`/preview-release/${release.id}/${release.previewSecret}?page=${draft.id}`)
  expect(preview.status()).toBe(200)
  const previewed = await preview.text()
  const files = [...new Set(previewed.match(/\/assets\/img\/[0-9a-f]{24}\.webp/g) ?? [])]
  // The hero's 1x and 2x sizes at each breakpoint, and the social card.
  expect(files.length).toBeGreaterThanOrEqual(3)
  expect(previewed).toMatch(/<source [^>]*srcSet="\/assets\/img\/[0-9a-f]{24}\.webp 1x, \/assets\/img\/[0-9a-f]{24}\.webp 2x"/)
  for (const file of files) {
    const answer = await crawl(file)
    expect(`${answer.status} ${answer.type}`, file).toBe('200 image/webp')
  }

  const out = await request.post(`/api/releases/${release.id}/publish`, { headers: ifMatch(release) })
  expect(out.status(), await out.text()).toBe(202)
  await waitForJob(request, (await out.json()).job.id)
  const buildId = JSON.parse((await crawl('/builds/latest.json')).body.toString('utf8')).id as string
  const comparable = (html: string) => html.replace(/<aside id="voix-release-banner"[\s\S]*?<\/aside>/, '').split(buildId).join('BUILD').split(`release-${release.id}`).join('BUILD')
  const live = (await crawl(path)).body.toString('utf8')
  expect(live).toContain(`Terrace photo ${stamp}`)
  expect(comparable(live)).toBe(comparable(previewed))
})

test('a release of a post only previews the post’s page and the visual diff compares it', async ({ browser, request }) => {
  test.setTimeout(240_000)
  const slug = `spa-opening-${stamp}`
  const made = await request.post('/api/posts', { headers: auth(), data: { site_id: 'playaresorts', postType: 'blog', title: `Our spa opens ${stamp}`, slug, excerpt: 'Treatments from May.', publishedAt: '2026-01-05T09:00:00Z' } })
  expect(made.status(), await made.text()).toBe(201)
  const post = await made.json()
  await expect.poll(async () => (await crawl(`/blog/${slug}`)).body.toString('utf8'), { timeout: 90_000, intervals: [500, 1000] }).toContain(`Our spa opens ${stamp}`)

  let release = await newRelease(request, `Spa news ${stamp}`)
  const { version: _v, created_at: _c, updated_at: _u, ...doc } = post
  const added = await request.post(`/api/releases/${release.id}/records`, { headers: ifMatch(release), data: { kind: 'posts', id: post.id, doc: { ...doc, title: `Our spa is open ${stamp}` } } })
  expect(added.status(), await added.text()).toBe(200)
  release = (await added.json()).release ?? (await added.json())

  // The link opens the post's own page as the release makes it; the live one is unchanged.
  const tab = await (await browser.newContext()).newPage()
  expect((await tab.goto(`/preview-release/${release.id}/${release.previewSecret}`))!.status()).toBe(200)
  const banner = tab.getByRole('region', { name: 'Release preview' })
  await expect(banner).toContainText('showing the records the release changes')
  await expect(tab.getByRole('heading', { level: 1, name: `Our spa is open ${stamp}` })).toBeVisible()
  await tab.setViewportSize({ width: 390, height: 844 })
  await tab.screenshot({ path: 'test-results/release-post-preview-390.png' })
  await tab.goto(`/blog/${slug}`)
  await expect(tab.getByRole('heading', { level: 1, name: `Our spa is open ${stamp}` })).toBeVisible()
  await tab.context().close()
  expect((await crawl(`/blog/${slug}`)).body.toString('utf8')).not.toContain(`Our spa is open ${stamp}`)

  // The release screen lists the post with its fields in editors' words.
  const studio = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
  await signIn(studio, `/voix/releases/${release.id}`)
  const records = studio.getByRole('list', { name: 'Records in the release' }).getByRole('listitem')
  await expect(records.getByRole('table', { name: `What changes in Our spa is open ${stamp}` }).getByRole('row', { name: /^title/ })).toContainText(`Our spa opens ${stamp}Our spa is open ${stamp}`)
  await studio.screenshot({ path: 'test-results/release-post-only-1440.png', fullPage: true })
  await studio.context().close()

  const diff = await request.post(`/api/releases/${release.id}/diff`, { headers: auth(), timeout: 200_000 })
  expect(diff.status(), await diff.text()).toBe(200)
  const shots = (await diff.json()).shots as { path: string; breakpoint: string; changed_pixels: number }[]
  const own = shots.filter((s) => s.path === `/blog/${slug}`)
  expect(own.map((s) => s.breakpoint).sort()).toEqual(['desktop', 'phone', 'tablet'])
  for (const shot of own) expect(shot.changed_pixels, shot.breakpoint).toBeGreaterThan(0)
})
