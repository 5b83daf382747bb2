import type { Redirect } from '../../catalogue/model/entities/redirect.ts'

export interface RouteRule {
  redirect?: { to: string; statusCode: number }
  prerender?: boolean
  appMiddleware?: Record<string, boolean>
}

/** `builds/meta/{buildId}.json`, as the site's client runtime reads it (platform.md §7). */
export interface BuildMeta {
  id: string
  timestamp: number
  matcher: { static: Record<string, RouteRule>; wildcard: Record<string, RouteRule>; dynamic: Record<string, RouteRule> }
  prerendered: string[]
  routeRules: Record<string, RouteRule>
}

/** A site's route rules: each redirect by its path. Redirects from a path that is also a page win, as on a CDN. */
export function routeRulesFor(redirects: readonly Redirect[]): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {}
  for (const r of redirects) rules[r.from] = { redirect: { to: r.to, statusCode: r.status } }
  return rules
}

export function buildMeta(id: string, timestamp: number, prerendered: string[], routeRules: Record<string, RouteRule>): BuildMeta {
  return { id, timestamp, matcher: { static: routeRules, wildcard: {}, dynamic: {} }, prerendered, routeRules }
}

/** The same redirects in the `_redirects` format CDNs read: "from to status", one per line. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} ${r.status}\n`).join('')
}
