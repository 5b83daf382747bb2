import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueTokens } from '../auth/tokens.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { maxPageBytes, pageBodyLimit } from './pageSize.ts'

const [sqlite] = await testDatabases()

/** An element as a script or an import sends it: only what differs from the defaults. */
const compact = (i: number) => ({ id: `e${i}`, type: 'slice', component: 'GlobalIntro', fields: [{ id: `f${i}`, name: 'title', type: 'text', value: `Room ${i}` }] })

describe('page sizes, over real HTTP', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let server: ServerType
  let port: number
  let token: string
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  beforeAll(async () => {
    t = await setupApi(sqlite!.open)
    const app = new Hono().route('/api', t.api)
    // Port 0: the system picks a free one.
    port = await new Promise<number>((resolve) => (server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port))))
    token = (await issueTokens(t.db, (await t.editor.get('/auth/me')).body.id, 'voix-studio')).access_token
  })
  afterAll(async () => {
    agent.destroy()
    await new Promise((resolve) => server.close(resolve))
    await t.close()
  })

  /** One request on the shared keep-alive agent, as a browser or a pooled client sends it. */
  const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: `/api${path}`, method, agent, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(body !== undefined ? { 'Content-Length': Buffer.byteLength(body) } : {}), ...headers } }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
      })
      req.on('error', reject)
      req.end(body)
    })

  it('saves and publishes a page of 3,300 compact elements as it reads back (over 1 MB), and refuses one over the measure by name', async () => {
    const made = JSON.parse((await send('POST', '/pages', JSON.stringify({ site_id: 'playaresorts', path: '/all-rooms', title: 'All rooms', layout: 'playaresorts' }))).text)
    const elements = Array.from({ length: 3300 }, (_, i) => compact(i))
    const { version: _v, published_version_id: _p, ...page } = made
    const saved = await send('PUT', `/pages/${made.id}`, JSON.stringify({ ...page, elements }), { 'If-Match': '"1"' })
    expect(saved.status, saved.text).toBe(200)
    const read = await send('GET', `/pages/${made.id}`)
    expect(read.status).toBe(200)
    expect(Buffer.byteLength(read.text)).toBeGreaterThan(1024 * 1024)
    const asRead = JSON.parse(read.text)
    const again = await send('PUT', `/pages/${made.id}`, read.text, { 'If-Match': `"${asRead.version}"` })
    expect(again.status, again.text).toBe(200)
    const published = await send('POST', `/pages/${made.id}/publish`, JSON.stringify({ page: { ...asRead, title: 'All our rooms' } }), { 'If-Match': `"${asRead.version + 1}"` })
    expect(published.status, published.text).toBe(202)

    // Compact enough for the body limit, too big once written out: refused on the one measure, naming the page.
    const tooMany = Array.from({ length: Math.ceil((maxPageBytes / Buffer.byteLength(read.text)) * 3300) + 500 }, (_, i) => compact(i))
    const sent = JSON.stringify({ ...asRead, version: undefined, elements: tooMany })
    expect(Buffer.byteLength(sent)).toBeLessThan(pageBodyLimit)
    const refused = await send('PUT', `/pages/${made.id}`, sent, { 'If-Match': `"${asRead.version + 2}"` })
    expect([refused.status, JSON.parse(refused.text).error]).toEqual([413, expect.stringMatching(/^The page \/all-rooms is \d+\.\d MB with every block's settings written out; a page may be at most 4\.0 MB\. Move some of its blocks to another page\.$/)])
  })

  it('answers a body over the limit with 413 and Connection: close, and the next pooled request goes through', async () => {
    const page = JSON.parse((await send('POST', '/pages', JSON.stringify({ site_id: 'playaresorts', path: '/huge', title: 'Huge', layout: 'playaresorts' }))).text)
    const refused = await send('PUT', `/pages/${page.id}`, JSON.stringify({ description: 'x'.repeat(pageBodyLimit) }), { 'If-Match': '"1"' })
    expect(refused.status).toBe(413)
    expect(refused.headers.connection).toBe('close')
    const special = await send('POST', '/specials', `{"title":"${'x'.repeat(1024 * 1024)}"}`)
    expect([special.status, special.headers.connection]).toEqual([413, 'close'])
    // The pool's only socket was closed by the server, as announced: the next request opens a fresh one.
    for (let i = 0; i < 3; i++) expect((await send('GET', `/pages/${page.id}`)).status).toBe(200)
  })
})
