// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { challengeFor, randomToken } from './pkce.ts'
import { beginSignIn, completeSignIn } from './signIn.ts'
import { clearTokens, refreshTokens, signedIn, signedInCookie, signOut } from './tokens.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  sessionStorage.clear()
  clearTokens()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

async function start(): Promise<URL> {
  let to = ''
  await beginSignIn('/voix/studio?page=p1', (url) => (to = url))
  return new URL(to, location.origin)
}

describe('PKCE sign-in', () => {
  it('makes a random verifier and state and an S256 challenge', async () => {
    const verifier = randomToken()
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomToken()).not.toBe(verifier)
    expect(await challengeFor(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'))
    const url = await start()
    expect(url.pathname).toBe('/api/auth/authorize')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: 'voix-studio', code_challenge_method: 'S256' })
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(16)
  })

  it('exchanges the code when the state matches; the tokens stay in the server\'s httpOnly cookies, never in a script\'s reach', async () => {
    const bodies: Record<string, string>[] = []
    server.use(
      http.post('*/api/auth/token', async ({ request }) => {
        bodies.push(Object.fromEntries(new URLSearchParams(await request.text())))
        // The server sets the cookies (httpOnly ones are invisible here); the flag is readable.
        document.cookie = `${signedInCookie}=${Date.now() + 900_000}; path=/`
        return HttpResponse.json({ token_type: 'Bearer', expires_in: 900 })
      }),
    )
    const state = (await start()).searchParams.get('state')!
    expect(await completeSignIn(`?code=c1&state=${state}`)).toBe('/voix/studio?page=p1')
    expect(bodies[0]).toMatchObject({ grant_type: 'authorization_code', client_id: 'voix-studio', code: 'c1' })
    expect(bodies[0]!.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(signedIn()).toBe(true)
    expect(document.cookie).not.toMatch(/voix-(access|refresh)-token/)
  })

  it('refreshes and signs out without ever holding a token: the cookies travel by themselves', async () => {
    const calls: string[] = []
    server.use(
      http.post('*/api/auth/token', async ({ request }) => {
        calls.push(`token ${await request.text()} ${request.credentials}`)
        return HttpResponse.json({ token_type: 'Bearer', expires_in: 900 })
      }),
      http.post('*/api/auth/sign-out', ({ request }) => {
        calls.push(`sign-out ${request.credentials}`)
        return HttpResponse.json({ signedOut: true })
      }),
    )
    expect(await refreshTokens()).toBe(false)
    document.cookie = `${signedInCookie}=${Date.now() + 900_000}; path=/`
    expect(await refreshTokens()).toBe(true)
    await signOut()
    expect(calls).toEqual(['token grant_type=refresh_token&client_id=voix-studio same-origin', 'sign-out same-origin'])
    expect(signedIn()).toBe(false)
  })

  it('goes to /voix without a request when the state differs or nothing was stored', async () => {
    await start()
    expect(await completeSignIn('?code=c1&state=forged')).toBe('/voix')
    expect(await completeSignIn('?code=c1&state=anything')).toBe('/voix')
    expect(signedIn()).toBe(false)
  })

  it('logs a failed exchange to the console only', async () => {
    server.use(http.post('*/api/auth/token', () => HttpResponse.json({ error: 'The code has expired' }, { status: 400 })))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const state = (await start()).searchParams.get('state')!
    expect(await completeSignIn(`?code=old&state=${state}`)).toBe('/voix')
    expect(String(logged.mock.calls[0]?.[0])).toContain('The code has expired')
    expect(signedIn()).toBe(false)
  })
})
