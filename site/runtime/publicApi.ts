import { createProtectedFetch } from '../http/protectedFetch.ts'
import { siteFetch } from '../http/siteFetch.ts'
import type { ErrorReporter } from '../http/errorReporter.ts'
import { addPoints, allPoints, getPoints } from '../visitor/experiencePoints.ts'
import { isAgentSignedIn } from '../visitor/agentSession.ts'

/**
 * `window.voix`: the runtime for scripts a site adds (analytics, booking widgets) and for the site's own
 * code loaded later. The generic client is loaded on first use, so pages that never call it never pay for it.
 */
export function installPublicApi(options: { buildId: string; navigate: (href: string, opts?: { external?: boolean }) => Promise<void>; report: ErrorReporter; newBuild: () => string | undefined }) {
  const api = {
    buildId: options.buildId,
    get newBuild() {
      return options.newBuild()
    },
    navigate: options.navigate,
    xp: { get: getPoints, add: addPoints, all: allPoints },
    agentSignedIn: isAgentSignedIn,
    fetch: siteFetch,
    protectedFetch: createProtectedFetch,
    client: async (baseURL?: string) => (await import('../http/createApiClient.ts')).createApiClient(baseURL),
    report: options.report,
  }
  ;(window as unknown as { voix: typeof api }).voix = api
  return api
}
