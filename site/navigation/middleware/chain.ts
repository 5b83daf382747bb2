import { domainRedirect, keywordDomainRedirect } from './domainRedirect.ts'
import { draftAlert } from './draftAlert.ts'
import { layoutFromQuery } from './layoutFromQuery.ts'
import { manifestRules } from './manifestRules.ts'
import type { MiddlewareResult, NavigationContext, RouteMiddleware } from './RouteMiddleware.ts'
import { trailingSlash } from './trailingSlash.ts'
import { unsavedChanges } from './unsavedChanges.ts'
import { validate } from './validate.ts'

/** platform.md §9: the order is part of the behaviour (validation before redirects, slashes before keywords). */
export const middlewareChain: readonly RouteMiddleware[] = [
  validate,
  layoutFromQuery,
  unsavedChanges,
  draftAlert,
  domainRedirect,
  trailingSlash,
  keywordDomainRedirect,
  manifestRules,
]

/** Runs each step in order; the first that redirects or stops ends the chain. */
export function runMiddleware(context: NavigationContext, chain = middlewareChain): MiddlewareResult {
  for (const middleware of chain) {
    const result = middleware.run(context)
    if (result !== undefined) return result
  }
  return undefined
}
