import { createHash, randomBytes } from 'node:crypto'
import type { Hono } from 'hono'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type App = Hono<any>

export const studioRedirect = 'http://localhost/voix/auth/callback'

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
})

/** Post the sign-in form; answers the code from the redirect (or the response when there is none). */
export async function authorize(api: App, email: string, password: string, pkce = pkcePair(), clientId = 'voix-studio', redirectUri = studioRedirect) {
  const res = await api.request(
    'http://localhost/auth/authorize',
    form({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: pkce.challenge, code_challenge_method: 'S256', state: 'state-12345', email, password }),
  )
  const location = res.headers.get('location')
  return { res, code: location ? new URL(location).searchParams.get('code') : null, location, pkce }
}

export function exchange(api: App, values: Record<string, string>) {
  return api.request('http://localhost/auth/token', form(values))
}

/** The cookies a response sets, by name: value and attributes as sent. */
export function setCookies(res: Response): Record<string, { value: string; attributes: string }> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((line) => {
      const [pair, ...attributes] = line.split(';')
      const at = pair!.indexOf('=')
      return [pair!.slice(0, at).trim(), { value: decodeURIComponent(pair!.slice(at + 1)), attributes: attributes.join(';').trim() }]
    }),
  )
}

/** The studio's tokens from a token answer: they come only as cookies. */
export function cookieTokens(res: Response): { access_token: string; refresh_token: string } {
  const cookies = setCookies(res)
  return { access_token: cookies['voix-access-token']?.value ?? '', refresh_token: cookies['voix-refresh-token']?.value ?? '' }
}

/** The whole authorization-code flow with PKCE, as the studio does it: answers the token pair (from its cookies). */
export async function signIn(api: App, email: string, password: string): Promise<{ access_token: string; refresh_token: string }> {
  const { code, pkce, res } = await authorize(api, email, password)
  if (!code) throw new Error(`sign-in failed with ${res.status}`)
  const tokens = await exchange(api, { grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: studioRedirect, code_verifier: pkce.verifier, code })
  if (tokens.status !== 200) throw new Error(`token exchange failed with ${tokens.status}: ${await tokens.text()}`)
  return cookieTokens(tokens)
}

/** A small JSON client bound to one token. */
export function client(api: App, token?: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await api.request(`http://localhost${path}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: (typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body)) as BodyInit }),
    })
    const text = await res.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = text
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, headers: res.headers, body: json as any }
  }
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    put: (path: string, body: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, undefined, headers),
  }
}
