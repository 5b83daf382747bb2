import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { flipLive } from '../flipLive.ts'
import { buildIdToken, outputPaths } from '../outputPaths.ts'
import { serveTestSites } from '../testing/serveTestSites.ts'

const { get, build, outRoot } = await serveTestSites()
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

  it('sends a moved site to the other brand on the server, with path, query and port, before any other rule', async () => {
    for (const path of ['/', '/rooms/suites/?ref=mail']) {
      const moved = await get(path, 'moved.localhost:3000')
      expect(moved.status).toBe(301)
      expect(moved.headers.get('location')).toBe(`http://demo.localhost:3000${path}`)
    }
    const keyword = await get('/resorts/punta-cana', 'partial.localhost:3000')
    expect(keyword.status).toBe(301)
    expect(keyword.headers.get('location')).toBe('http://demo.localhost:3000/resorts/punta-cana')
    expect((await get('/', 'partial.localhost:3000')).status).toBe(200)
    // The same redirects for a CDN, in each site's _redirects file, to the other brand's public origin (its scheme
    // and port); a keyword move lists the pages of both sites whose path holds a keyword.
    const redirectsOf = (slug: string) => readFileSync(join(outRoot, 'live', 'sites', slug, '_redirects'), 'utf8')
    expect(redirectsOf('moved')).toBe('/* http://demo.localhost/:splat 301!\n')
    expect(redirectsOf('partial')).toBe('/resorts/punta-cana http://demo.localhost/resorts/punta-cana 301!\n')
    expect(redirectsOf('demo')).toBe('/old-rooms /rooms/suites 301\n/offers https://example.com/offers 302\n')
  })

  it('serves a build another process made live, on the next request', async () => {
    // Instances sharing DATA_DIR: another one flips the live link; this server is told nothing and follows it.
    const next = `${build.id}-next`
    const paths = outputPaths(outRoot)
    cpSync(paths.build(build.id), paths.build(next), { recursive: true })
    writeFileSync(join(paths.build(next), 'sites', 'demo', 'builds', 'latest.json'), JSON.stringify({ id: next, timestamp: 1 }))
    expect(await (await get('/builds/latest.json')).json()).toMatchObject({ id: build.id })
    flipLive(outRoot, next)
    try {
      expect(await (await get('/builds/latest.json')).json()).toEqual({ id: next, timestamp: 1 })
      expect(await (await get('/')).text()).toContain(`content="${next}"`)
    } finally {
      flipLive(outRoot, build.id)
    }
    expect(await (await get('/builds/latest.json')).json()).toMatchObject({ id: build.id })
  })
})
