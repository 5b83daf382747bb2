import type { RouteMiddleware } from './RouteMiddleware.ts'

/** Middleware a route rule can ask for by name (`appMiddleware` in the build manifest). */
export const namedMiddleware: Record<string, RouteMiddleware> = {
  // Agent-portal pages for signed-in travel agents only. They are in no build: their payload is asked of the
  // server with the browser's sign-in (httpOnly, so the browser cannot judge it), which renders it for an agent
  // and answers anyone else 401, on which the runtime loads the page whole and the server sends them to sign in.
  // Nothing to decide here, then, and nothing a cookie set by hand could change.
  'agent-only': { name: 'agent-only', run: () => undefined },
}
