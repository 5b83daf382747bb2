import { deleteCookie, readCookie } from './cookies.ts'

/**
 * The studio's sign-in lives in cookies the server sets (content-api/README.md, "Sign-in"): the access and
 * refresh tokens are httpOnly, so no script here, nor one on a published page of this origin, can read them.
 * The browser sends the access cookie with every /api call by itself. What the studio can read is this flag:
 * someone is signed in, and when the access token expires (ms since the epoch).
 */
export const signedInCookie = 'voix-signed-in'

export const clientId = 'voix-studio'
export const redirectPath = '/voix/auth/callback'
export const redirectUri = () => `${location.origin}${redirectPath}`

/** The token endpoint's answer to the studio: the tokens themselves went into cookies. */
export interface TokenAnswer {
  token_type: string
  expires_in: number
}

/** Signed in as far as this browser knows (the server decides: a 401 still sends the studio to sign-in). */
export const signedIn = () => readCookie(signedInCookie) !== undefined

/** Forget the sign-in here: the flag is ours to clear; the httpOnly cookies are cleared by the server. */
export function clearTokens(): void {
  deleteCookie(signedInCookie)
}

async function tokenRequest(form: Record<string, string>): Promise<TokenAnswer> {
  const response = await fetch('/api/auth/token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form),
  })
  // Refusals are RFC 6749 errors: the code in `error`, the sentence in `error_description`.
  const body = (await response.json().catch(() => ({}))) as Partial<TokenAnswer> & { error?: string; error_description?: string }
  if (!response.ok || typeof body.expires_in !== 'number') throw new Error(`Token request failed (${response.status}): ${body.error_description ?? body.error ?? 'no sign-in in the answer'}`)
  return body as TokenAnswer
}

/** Trade the code for the sign-in cookies. */
export async function exchangeCode(code: string, verifier: string): Promise<void> {
  await tokenRequest({ grant_type: 'authorization_code', client_id: clientId, redirect_uri: redirectUri(), code_verifier: verifier, code })
  scheduleRefresh()
}

let refreshing: Promise<boolean> | undefined
/** Trade the refresh cookie for new cookies; concurrent callers share one request. */
export function refreshTokens(): Promise<boolean> {
  if (!signedIn()) return Promise.resolve(false)
  refreshing ??= tokenRequest({ grant_type: 'refresh_token', client_id: clientId })
    .then(() => (scheduleRefresh(), true))
    .catch((error: unknown) => {
      console.error(error)
      return false
    })
    .finally(() => (refreshing = undefined))
  return refreshing
}

let timer: ReturnType<typeof setTimeout> | undefined
/** Refresh a minute before the access token expires (or at once when it already has). */
export function scheduleRefresh(now = Date.now()): void {
  clearTimeout(timer)
  const expires = Number(readCookie(signedInCookie))
  if (!signedIn() || !Number.isFinite(expires)) return
  const wait = Math.max(0, Math.min(expires - now - 60_000, 2 ** 31 - 1))
  timer = setTimeout(() => void refreshTokens(), wait)
}

/** End the sign-in on the server (which clears the cookies); an expired access token is refreshed first. */
export async function signOut(): Promise<void> {
  clearTimeout(timer)
  const post = () => fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' })
  try {
    const first = await post()
    if (first.status === 401 && (await refreshTokens())) await post()
  } catch {
    // Offline: the flag still goes, and the server ends the sign-in when its tokens expire.
  }
  clearTokens()
}
