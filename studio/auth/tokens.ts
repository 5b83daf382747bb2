import { deleteCookie, readCookie, writeCookie } from './cookies.ts'

export const accessCookie = 'voix-access-token'
export const refreshCookie = 'voix-refresh-token'
/** When the access token expires (ms since epoch), so a reloaded studio knows when to refresh. */
export const expiresCookie = 'voix-access-expires'

export const clientId = 'voix-studio'
export const redirectPath = '/voix/auth/callback'
export const redirectUri = () => `${location.origin}${redirectPath}`

export interface TokenAnswer {
  access_token: string
  refresh_token: string
  token_type: string
  expires_in: number
}

export function storeTokens(answer: TokenAnswer, now = Date.now()): void {
  writeCookie(accessCookie, answer.access_token)
  writeCookie(refreshCookie, answer.refresh_token)
  writeCookie(expiresCookie, String(now + answer.expires_in * 1000))
  scheduleRefresh()
}

export function clearTokens(): void {
  for (const name of [accessCookie, refreshCookie, expiresCookie]) deleteCookie(name)
}

export const accessToken = () => readCookie(accessCookie)

async function tokenRequest(form: Record<string, string>): Promise<TokenAnswer> {
  const response = await fetch('/api/auth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form),
  })
  const body = (await response.json().catch(() => ({}))) as Partial<TokenAnswer> & { error?: string }
  if (!response.ok || !body.access_token || !body.refresh_token)
    throw new Error(`Token request failed (${response.status}): ${body.error ?? 'no tokens in the answer'}`)
  return body as TokenAnswer
}

export function exchangeCode(code: string, verifier: string): Promise<TokenAnswer> {
  return tokenRequest({ grant_type: 'authorization_code', client_id: clientId, redirect_uri: redirectUri(), code_verifier: verifier, code })
}

let refreshing: Promise<boolean> | undefined
/** Trade the refresh token for a new pair; concurrent callers share one request. */
export function refreshTokens(): Promise<boolean> {
  const refresh = readCookie(refreshCookie)
  if (!refresh) return Promise.resolve(false)
  refreshing ??= tokenRequest({ grant_type: 'refresh_token', client_id: clientId, refresh_token: refresh })
    .then((answer) => (storeTokens(answer), true))
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
  const expires = Number(readCookie(expiresCookie))
  if (!readCookie(refreshCookie) || !Number.isFinite(expires)) return
  const wait = Math.max(0, Math.min(expires - now - 60_000, 2 ** 31 - 1))
  timer = setTimeout(() => void refreshTokens(), wait)
}

export async function signOut(): Promise<void> {
  const refresh = readCookie(refreshCookie)
  clearTokens()
  if (refresh) await fetch('/api/auth/revoke', { method: 'POST', body: new URLSearchParams({ token: refresh }) }).catch(() => undefined)
}
