import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import type { TokenPair } from './tokens.ts'

/** Where the API is mounted on the public origin: the access cookie goes to it and nowhere else. */
export const apiPath = '/api'
/** The only path the refresh token is ever sent to: the token endpoint. */
export const tokenPath = `${apiPath}/auth/token`

/** The studio's access token: httpOnly, sent with API calls only (the studio's and its live preview's). */
export const accessCookie = 'voix-access-token'
/** The studio's refresh token: httpOnly, sent only to the token endpoint. */
export const refreshCookie = 'voix-refresh-token'
/**
 * Not a secret: "an admin is signed in here" for the studio and the site (platform.md §6), holding when the
 * access token expires (ms since the epoch) so the studio refreshes in time. Scripts may read it; it opens nothing.
 */
export const signedInCookie = 'voix-signed-in'

/** Admin cookies are kept 150 days (platform.md §9), as long as a refresh token lives. */
export const authCookieSeconds = 150 * 24 * 60 * 60

const base = (secure: boolean) => ({ sameSite: 'Strict' as const, secure })

/** Set the studio's sign-in cookies from a token pair; `secure` when the public origin is https. */
export function setAuthCookies(c: Context, pair: TokenPair, secure: boolean, now = Date.now()): void {
  setCookie(c, accessCookie, pair.access_token, { ...base(secure), httpOnly: true, path: apiPath, maxAge: authCookieSeconds })
  setCookie(c, refreshCookie, pair.refresh_token, { ...base(secure), httpOnly: true, path: tokenPath, maxAge: authCookieSeconds })
  setCookie(c, signedInCookie, String(now + pair.expires_in * 1000), { ...base(secure), path: '/', maxAge: authCookieSeconds })
}

/** Sign-out, or a sign-in that is over: the browser drops all three (each matched by its own path). */
export function clearAuthCookies(c: Context, secure: boolean): void {
  setCookie(c, accessCookie, '', { ...base(secure), httpOnly: true, path: apiPath, maxAge: 0 })
  setCookie(c, refreshCookie, '', { ...base(secure), httpOnly: true, path: tokenPath, maxAge: 0 })
  setCookie(c, signedInCookie, '', { ...base(secure), path: '/', maxAge: 0 })
}
