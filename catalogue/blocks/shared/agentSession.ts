// Kept free of zod and React: read in the public site's browser bundle.

/**
 * Set by the portal's sign-in beside its httpOnly tokens, as `voix-agent=1`: a hint that this browser may be
 * signed in, so the page asks the server (`GET /auth/agent`) who the agent is. It grants nothing: anyone may set
 * it, and the server answers from the tokens alone. Without it the page asks nothing (most visitors).
 */
export const agentCookieName = 'voix-agent'

/**
 * The agent portal's own sign-in paths on each site host: sign-in starts the authorization code flow with PKCE,
 * the callback is the configured auth return path (platform.md §2), sign-out ends the agent's session.
 */
export const agentAuthPaths = { signIn: '/auth/sign-in', callback: '/auth/callback', signOut: '/auth/sign-out', agent: '/auth/agent' } as const

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

/** What `GET /auth/agent?path=` answers a signed-in agent: their name, and the page whole when it holds agents-only content. */
export interface AgentAnswer {
  agent: SignedInAgent
  payload?: unknown
}

/** Whether the browser holds the portal's hint cookie (then the page asks the server). */
export const hasAgentHint = (cookieString: string) => readCookie(agentCookieName, cookieString) !== undefined

// The agent as the server last answered: null until it has (and for everyone it has not signed in).
let known: SignedInAgent | null = null
const listeners = new Set<() => void>()
// Key: the page path. Invariant: one question per path and page load (a sign-in or sign-out loads the page whole,
// which starts this afresh). Bound: the last 50 paths of the tab; an older one is asked again.
const asked = new Map<string, Promise<AgentAnswer | null>>()
const maxAsked = 50

/** The signed-in agent as the server said, or null: for a visitor, and until the server has answered. */
export const currentAgent = (): SignedInAgent | null => known

/** Calls `listener` whenever the server's answer changes who is signed in; returns the unsubscribe. */
export function onAgentChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function setKnown(agent: SignedInAgent | null) {
  if (agent?.name === known?.name && !agent === !known) return
  known = agent
  for (const listener of listeners) listener()
}

/**
 * Asks the portal's server who is signed in, for the page at `path` (its agents-only content comes with the
 * answer). Nothing is asked without the hint cookie; any answer but a well-formed 200 counts as signed out.
 */
export function askAgent(path: string, cookieString = document.cookie, fetchImpl: typeof fetch = fetch): Promise<AgentAnswer | null> {
  if (!hasAgentHint(cookieString)) return Promise.resolve(null)
  let answer = asked.get(path)
  if (!answer) {
    answer = (async () => {
      try {
        const response = await fetchImpl(`${agentAuthPaths.agent}?path=${encodeURIComponent(path)}`, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
        const body = response.ok ? ((await response.json()) as Partial<AgentAnswer>) : undefined
        const name = body?.agent?.name
        const result = typeof name === 'string' ? { agent: { name: name.slice(0, 200) }, ...(body?.payload ? { payload: body.payload } : {}) } : null
        setKnown(result?.agent ?? null)
        return result
      } catch {
        // Offline: not known to be signed in; asked again on the next page.
        asked.delete(path)
        return null
      }
    })()
    asked.set(path, answer)
    if (asked.size > maxAsked) asked.delete(asked.keys().next().value!)
  }
  return answer
}

/** Sets a cookie for the whole site; `days` 0 makes it last for the browser session. */
export function writeCookie(name: string, value: string, days: number): void {
  const expires = days > 0 ? `; max-age=${Math.round(days * 86400)}` : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${expires}`
}
