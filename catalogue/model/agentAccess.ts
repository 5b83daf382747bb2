import { z } from 'zod'
import { agentAuthPaths, agentSignInHref } from '../blocks/shared/agentSession.ts'

/**
 * Who may see a page: everyone, or signed-in travel agents only. An agents-only page is never written to the
 * static output: its route rule says `prerender: false` with the `agent-only` middleware, and the server
 * renders it on request for a signed-in agent (platform.md §3, Route rule).
 */
export const PageAccess = z.enum(['public', 'agents'])
export type PageAccess = z.infer<typeof PageAccess>

/** The route rule of an agents-only page, in the build manifest. */
export const agentOnlyRule = { prerender: false, appMiddleware: { 'agent-only': true } } as const

// Declared beside the agent cookie, which the site's browser bundle reads without zod (this file's schema would
// bring all of zod, a quarter of the first load, into every page).
export { agentAuthPaths, agentSignInHref }
