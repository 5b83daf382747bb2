import { createHash, randomBytes } from 'node:crypto'

/** A form POST as a browser sends it, not following redirects (the sign-in answers with one). */
const form = (values: Record<string, string>): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(values).toString(), redirect: 'manual' })

const callback = (base: string) => `${base}/voix/auth/callback`

/** The sign-in form posted to a running product, as the studio's sign-in page posts it. */
export function authorize(base: string, verifier: string, email: string, password: string): Promise<Response> {
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return fetch(
    `${base}/api/auth/authorize`,
    form({ response_type: 'code', client_id: 'voix-studio', redirect_uri: callback(base), code_challenge: challenge, code_challenge_method: 'S256', state: randomBytes(12).toString('base64url'), email, password }),
  )
}

/** A cookie the sign-in sets, as a browser context takes it. */
export interface StudioCookie {
  name: string
  value: string
  path: string
  httpOnly: boolean
}

/**
 * The studio's sign-in (authorization code with PKCE) over HTTP, for tests, scripts and benchmarks that drive a real
 * server: the cookies its token exchange sets, which are the only way the studio ever gets its tokens.
 */
export async function studioSignIn(base: string, email: string, password: string): Promise<StudioCookie[]> {
  const verifier = randomBytes(32).toString('base64url')
  const authorized = await authorize(base, verifier, email, password)
  const code = new URL(authorized.headers.get('location') ?? 'http://x/').searchParams.get('code')
  if (!code) throw new Error(`sign-in answered ${authorized.status}: ${await authorized.text()}`)
  const tokens = await fetch(`${base}/api/auth/token`, form({ grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: callback(base), code_verifier: verifier, code }))
  if (!tokens.ok) throw new Error(`the token exchange answered ${tokens.status}: ${await tokens.text()}`)
  return tokens.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim())
    const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/'
    return { name: pair!.slice(0, pair!.indexOf('=')), value: decodeURIComponent(pair!.slice(pair!.indexOf('=') + 1)), path, httpOnly: attributes.some((a) => /^httponly$/i.test(a)) }
  })
}

/** The access token among a sign-in's cookies, for calling the API as a bearer. */
export function accessTokenOf(cookies: readonly StudioCookie[]): string {
  const access = cookies.find((c) => c.name === 'voix-access-token')
  if (!access) throw new Error('the token exchange set no access cookie')
  return access.value
}

/** The access token of a studio sign-in (see studioSignIn). */
export async function studioAccessToken(base: string, email: string, password: string): Promise<string> {
  return accessTokenOf(await studioSignIn(base, email, password))
}
