import { isAgentSignedIn } from '../../visitor/agentSession.ts'
import type { RouteMiddleware } from './RouteMiddleware.ts'

/** Middleware a route rule can ask for by name (`appMiddleware` in the build manifest). */
export const namedMiddleware: Record<string, RouteMiddleware> = {
  // Agent-portal pages for signed-in travel agents only; others land on the portal's home.
  'agent-only': { name: 'agent-only', run: ({ to }) => (isAgentSignedIn() || to.pathname === '/' ? undefined : { redirect: '/' }) },
}
