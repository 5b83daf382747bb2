import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { serveTestSites } from '../testing/serveTestSites.ts'

const { get, build } = await serveTestSites()
afterAll(() => build.close())

const full = process.env.HOSTILE === 'full'
const origin = 'http://demo.localhost:3000'

/** Pieces that have moved paths off-site or broken servers: encoded slashes and dots, controls, odd escapes. */
const piece = fc.oneof(
  fc.constantFrom('/', '//', '\\', '%2f', '%2F', '%5c', '%5C', '%09', '%0a', '%0d%0a', '%00', '%7f', '%1b', '.', '..', '%2e', '%2e%2e',
    '%252f', '%', '%zz', '%c0%af', '%e2%80%ae', '%ff', 'evil.example', '@evil.example', 'rooms', 'suites', '_payload.json', 'builds',
    'latest.json', 'assets', '?x=1', '#frag', ' ', '%20', 'é', '\u202e', 'old-rooms', 'offers', ':', 'javascript:alert(1)'),
  fc.string({ maxLength: 6 }),
)
const hostilePath = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => '/' + parts.join(''))

async function check(path: string) {
  let url: URL
  try {
    url = new URL(path, origin)
  } catch {
    return // no client can send it
  }
  if (url.origin !== origin) return // the client itself went elsewhere; nothing reached this server
  const answer = await get(url.pathname + url.search)
  expect(answer.status, path).toBeLessThan(500)
  const location = answer.headers.get('location')
  if (answer.status >= 300 && answer.status < 400) {
    expect(location, path).not.toBeNull()
    // The site's own redirect rule to another host is the one way off-site.
    if (location!.startsWith('https://example.com/offers')) return
    expect(new URL(location!, url).origin, `${path} → ${location}`).toBe(origin)
  }
}

describe('the static site server under hostile paths', () => {
  it.each([
    '/%2fevil.example/',
    '/%2F%2Fevil.example/',
    '/%5cevil.example/',
    '/%09/evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/%0d%0aSet-Cookie:%20x=1/',
    '/rooms%00/',
    '/%e2%80%ae/',
  ])('keeps %s on this site, answering below 500', async (path) => {
    await check(path)
  })

  it('refuses control characters with a 400 that says so', async () => {
    const answer = await get('/rooms%0d%0a/')
    expect(answer.status).toBe(400)
    expect(await answer.text()).toBe('Bad request: the path holds a control character')
  })

  it('never answers 5xx nor redirects off-site, for generated paths', async () => {
    await fc.assert(fc.asyncProperty(hostilePath, check), { numRuns: full ? 20_000 : 400 })
  })
})
