import { afterAll, describe, expect, it } from 'vitest'
import { buildIdToken } from '../outputPaths.ts'
import { serveTestSites } from '../testing/serveTestSites.ts'

const { get, build } = await serveTestSites()
afterAll(() => build.close())

describe('the static site server', () => {
  it('serves pages and payloads by host with the live build id in place', async () => {
    const home = await get('/')
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain('Hello there')
    expect(html).toContain(`content="${build.id}"`)
    expect(html).not.toContain(buildIdToken)
    const payload = await (await get(`/rooms/suites/_payload.json?${build.id}`)).json()
    expect(payload).toMatchObject({ buildId: build.id, page: { path: '/rooms/suites' } })
    expect(await (await get('/', 'other.localhost:3000')).text()).toContain('<title>Other home</title>')
  })

  it('honours redirects from the route rules, keeping the query', async () => {
    const moved = await get('/old-rooms?ref=mail')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/rooms/suites?ref=mail')
    const away = await get('/offers')
    expect(away.status).toBe(302)
    expect(away.headers.get('location')).toBe('https://example.com/offers')
    // Redirects belong to their site only.
    expect((await get('/old-rooms', 'other.localhost')).status).toBe(404)
  })

  it('redirects trailing slashes except on /, and answers unknown paths with 404', async () => {
    const slash = await get('/rooms/suites/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/rooms/suites')
    expect((await get('/')).status).toBe(200)
    expect((await get('/nowhere')).status).toBe(404)
    expect(await (await get('/nowhere/_payload.json')).json()).toEqual({ error: 'No page at /nowhere' })
    const latest = await (await get('/builds/latest.json')).json()
    expect(latest).toEqual({ id: build.id, timestamp: expect.any(Number) })
  })
})
