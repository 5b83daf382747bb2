import type { RouteMiddleware } from './RouteMiddleware.ts'
import { namedMiddleware } from './namedMiddleware.ts'

/** The build manifest's route rule for the path: its redirect, then the middleware it names. */
export const manifestRules: RouteMiddleware = {
  name: 'manifest-rules',
  run(context) {
    const rule = context.manifest?.routeRules[context.to.pathname]
    if (!rule) return undefined
    if (rule.redirect) {
      const to = typeof rule.redirect === 'string' ? rule.redirect : rule.redirect.to
      return { redirect: to, external: /^https?:\/\//.test(to) }
    }
    const names = Array.isArray(rule.appMiddleware) ? rule.appMiddleware : Object.keys(rule.appMiddleware ?? {}).filter((n) => (rule.appMiddleware as Record<string, boolean>)[n])
    for (const name of names) {
      const middleware = namedMiddleware[name]
      if (!middleware) throw new Error(`Unknown route middleware: '${name}'.`)
      const result = middleware.run(context)
      if (result !== undefined) return result
    }
    return undefined
  },
}
