// Kept free of zod and React: read in the public site's browser bundle.

/**
 * The agents portal marks a signed-in travel agent with this cookie; its value is the agent's display name,
 * URL-encoded (any non-empty value counts as signed in). The portal's own sign-in sets and clears it.
 */
export const agentCookieName = 'voix-agent'

/**
 * The agent portal's own sign-in paths on each site host: sign-in starts the authorization code flow with PKCE,
 * the callback is the configured auth return path (platform.md §2), sign-out ends the agent's session.
 */
export const agentAuthPaths = { signIn: '/auth/sign-in', callback: '/auth/callback', signOut: '/auth/sign-out' } as const

/** Where a visitor goes to sign in before seeing `path`. */
export const agentSignInHref = (path: string) => `${agentAuthPaths.signIn}?return=${encodeURIComponent(path)}`

export function readCookie(name: string, cookieString: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

export interface SignedInAgent {
  name: string
}

/** The signed-in agent, or null for a visitor; only meaningful in the browser (the static HTML is for everyone). */
export function signedInAgent(cookieString: string): SignedInAgent | null {
  const value = readCookie(agentCookieName, cookieString)
  if (!value) return null
  return { name: value === '1' || value === 'true' ? '' : value.slice(0, 100) }
}

/** Sets a cookie for the whole site; `days` 0 makes it last for the browser session. */
export function writeCookie(name: string, value: string, days: number): void {
  const expires = days > 0 ? `; max-age=${Math.round(days * 86400)}` : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${expires}`
}
