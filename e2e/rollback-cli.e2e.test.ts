import { expect, test, type APIRequestContext } from './test.ts'
import { execFile } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { promisify } from 'node:util'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { startWebhookReceiver, type Delivery } from './webhookReceiver.ts'
import { editorAccessToken } from './studioSignIn.ts'
import { e2eServer } from './e2eServer.ts'

/**
 * `npm run rollback` as an operator runs it beside the running product (its own process, the same DATA_DIR): the
 * previous pages go live, stay live through an unrelated publish, the audit log keeps it and the build webhook's
 * receiver (a loopback server here) hears which paths changed.
 */
const run = promisify(execFile)
const stamp = Date.now().toString(36)
const port = e2eServer().port
// As playwright.config.ts gives the product its DATA_DIR.
const dataDir = e2eServer().dataDir
const path = `/cli-rollback-${stamp}`
let token = ''
const auth = () => ({ Authorization: `Bearer ${token}` })
let hooks: Delivery[] = []
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined

function crawl(at: string): Promise<string> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: at, headers: { Host: `localhost:${port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => done(body))
    })
    req.on('error', fail)
    req.end()
  })
}

async function publish(request: APIRequestContext, id: string, title: string) {
  const { version, published_version_id: _p, created_at: _c, updated_at: _u, ...draft } = await (await request.get(`/api/pages/${id}`, { headers: auth() })).json()
  const page = { ...draft, title, elements: [newSliceFromBlock('GenericHero', { title: `${title} ${stamp}`, copy: '<p>Sea view.</p>', image: { url: '/demo/beach.svg', alt: 'Beach' } })] }
  const answer = await request.post(`/api/pages/${id}/publish`, { headers: { ...auth(), 'If-Match': `"${version}"` }, data: { page, quick: true } })
  expect(answer.status(), await answer.text()).toBe(202)
  const job = (await answer.json()).job.id
  await expect.poll(async () => (await (await request.get(`/api/builds/jobs/${job}`, { headers: auth() })).json()).status, { timeout: 90_000, intervals: [250, 500, 1000] }).toBe('live')
  return JSON.parse(await crawl('/builds/latest.json')).id as string
}

const rollback = (...args: string[]) =>
  run('npm', ['run', '--silent', 'rollback', '--', ...args], { env: { ...process.env, DATA_DIR: dataDir, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }, timeout: 120_000 })

test.beforeAll(async ({ browser, request, baseURL }) => {
  const tab = await (await browser.newContext()).newPage()
  token = await editorAccessToken(tab, request, baseURL!)
  await tab.context().close()
  receiver = await startWebhookReceiver(request, auth(), `Purge ${stamp}`)
  hooks = receiver.hooks
})

test.afterAll(() => receiver?.close())

test('npm run rollback -- --help says what it does', async () => {
  const { stdout } = await rollback('--help')
  expect(stdout).toContain('npm run rollback [-- <buildId>]')
  expect(stdout).toContain('--help')
})

test('npm run rollback beside the running product: the previous page is live, stays live, is audited and announced', async ({ request }) => {
  test.setTimeout(240_000)
  const made = await request.post('/api/pages', { headers: auth(), data: { site_id: 'playaresorts', path, title: 'Sunset bar', layout: 'playaresorts', elements: [] } })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).id as string
  const before = await publish(request, id, 'Sunset bar')
  const publishedVersion = async () => (await (await request.get(`/api/pages/${id}`, { headers: auth() })).json()).published_version_id as string
  const first = await publishedVersion()
  const newer = await publish(request, id, 'Sunset bar renamed')
  expect(await crawl(path)).toContain(`Sunset bar renamed ${stamp}`)

  const { stdout } = await rollback(before)
  expect(stdout).toContain(`build ${before} is live again`)
  expect(await crawl(path)).toContain(`Sunset bar ${stamp}`)
  expect(await crawl(path)).not.toContain(`Sunset bar renamed ${stamp}`)
  // The running API answers the page's published version as rolled back, not what its cache held.
  expect(await publishedVersion()).toBe(first)

  // An unrelated publish builds from the database, which holds the rolled-back content.
  const other = await request.post('/api/pages', { headers: auth(), data: { site_id: 'playaresorts', path: `/cli-unrelated-${stamp}`, title: 'Spa hours', layout: 'playaresorts', elements: [] } })
  await publish(request, (await other.json()).id, 'Spa hours')
  expect(await crawl(path)).toContain(`Sunset bar ${stamp}`)
  expect(await crawl(`/cli-unrelated-${stamp}`)).toContain(`Spa hours ${stamp}`)

  const audit = await (await request.get('/api/audit?limit=100', { headers: auth() })).json()
  expect(audit.items.some((e: { action: string; method: string; target_id: string }) => e.action === 'builds.rollback' && e.method === 'CLI' && e.target_id === before)).toBe(true)
  await expect
    .poll(() => hooks.some((h) => h.event === 'build.live' && h.build?.id === before && h.build.changedPaths.some((c) => c.path === path)), { timeout: 30_000 })
    .toBe(true)
  expect(newer).not.toBe(before)
})
