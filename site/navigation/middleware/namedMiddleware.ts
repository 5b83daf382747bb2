import { isAgentSignedIn } from '../../visitor/agentSession.ts'
import { agentSignInHref } from '../../../catalogue/blocks/shared/agentSession.ts'
import type { RouteMiddleware } from './RouteMiddleware.ts'

/** Middleware a route rule can ask for by name (`appMiddleware` in the build manifest). */
export const namedMiddleware: Record<string, RouteMiddleware> = {
  // Agent-portal pages for signed-in travel agents only. They are not prerendered: the server renders them for
  // an agent, so the browser loads them whole; a visitor goes to sign in first. The page the server sent
  // (no `from`) was already decided there.
  'agent-only': {
    name: 'agent-only',
    run: ({ to, from }) => {
      if (!from) return undefined
      return { redirect: isAgentSignedIn() ? to.pathname + to.search : agentSignInHref(to.pathname), external: true }
    },
  },
}
