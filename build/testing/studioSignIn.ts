import { createHash, randomBytes } from 'node:crypto'

/** A form POST as a browser sends it, not following redirects (the sign-in answers with one). */
const form = (values: Record<string, string>): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(values).toString(), redirect: 'manual' })

/** The sign-in form posted to a running product, as the studio's sign-in page posts it. */
export function authorize(base: string, verifier: string, email: string, password: string): Promise<Response> {
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return fetch(
    `${base}/api/auth/authorize`,
    form({ response_type: 'code', client_id: 'voix-studio', redirect_uri: `${base}/voix/auth/callback`, code_challenge: challenge, code_challenge_method: 'S256', state: randomBytes(12).toString('base64url'), email, password }),
  )
}

/**
 * The studio's sign-in (authorization code with PKCE) over HTTP, for tests and scripts that drive a real server; the
 * access token, which the studio only ever gets as an httpOnly cookie.
 */
export async function studioAccessToken(base: string, email: string, password: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url')
  const authorized = await authorize(base, verifier, email, password)
  const code = new URL(authorized.headers.get('location') ?? 'http://x/').searchParams.get('code')
  if (!code) throw new Error(`sign-in answered ${authorized.status}: ${await authorized.text()}`)
  const tokens = await fetch(`${base}/api/auth/token`, form({ grant_type: 'authorization_code', client_id: 'voix-studio', redirect_uri: `${base}/voix/auth/callback`, code_verifier: verifier, code }))
  const access = tokens.headers.getSetCookie().find((c) => c.startsWith('voix-access-token='))
  if (!access) throw new Error(`the token exchange answered ${tokens.status} with no access cookie`)
  return decodeURIComponent(access.slice('voix-access-token='.length).split(';')[0]!)
}
