import { z } from 'zod'

/**
 * Who may see a page: everyone, or signed-in travel agents only. An agents-only page is never written to the
 * static output: its route rule says `prerender: false` with the `agent-only` middleware, and the server
 * renders it on request for a signed-in agent (platform.md §3, Route rule).
 */
export const PageAccess = z.enum(['public', 'agents'])
export type PageAccess = z.infer<typeof PageAccess>

/** The route rule of an agents-only page, in the build manifest. */
export const agentOnlyRule = { prerender: false, appMiddleware: { 'agent-only': true } } as const

/**
 * The agent portal's own sign-in paths on each site host: sign-in starts the authorization code flow with PKCE,
 * the callback is the configured auth return path (platform.md §2), sign-out ends the agent's session.
 */
export const agentAuthPaths = { signIn: '/auth/sign-in', callback: '/auth/callback', signOut: '/auth/sign-out' } as const

/** Where a visitor goes to sign in before seeing `path`. */
export const agentSignInHref = (path: string) => `${agentAuthPaths.signIn}?return=${encodeURIComponent(path)}`
