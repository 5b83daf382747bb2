import type { Redirect } from '../../catalogue/model/entities/redirect.ts'
import type { DomainRedirect } from '../../catalogue/model/site.ts'
import { agentOnlyRule } from '../../catalogue/model/agentAccess.ts'

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

/**
 * A site's route rules: each agents-only page by its path (not prerendered, behind the agent-only middleware),
 * then each redirect by its path. Redirects from a path that is also a page win, as on a CDN.
 */
export function routeRulesFor(redirects: readonly Redirect[], agentsOnly: readonly string[] = []): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {}
  for (const path of agentsOnly) rules[path] = { prerender: agentOnlyRule.prerender, appMiddleware: { ...agentOnlyRule.appMiddleware } }
  for (const r of redirects) rules[r.from] = { redirect: { to: r.to, statusCode: r.status } }
  return rules
}

export function buildMeta(id: string, timestamp: number, prerendered: string[], routeRules: Record<string, RouteRule>): BuildMeta {
  return { id, timestamp, matcher: { static: routeRules, wildcard: {}, dynamic: {} }, prerendered, routeRules }
}

/**
 * The same redirects in the `_redirects` format CDNs read: "from to status", one per line. A site that moved
 * to another brand's host sends every path there (`/*` with `:splat`); one that moved only some destinations
 * sends each of its pages whose path holds a keyword. Those come first: on a CDN the first match wins, as the
 * domain redirect runs before the rules in the site's own middleware. `movedTo` is the other brand's public
 * origin (its `seo.origin`, scheme and port included), where the server keeps the request's own; a host that
 * is no site of the build gets https.
 */
export function redirectsFile(redirects: readonly Redirect[], moved?: DomainRedirect, paths: readonly string[] = [], movedTo = moved && `https://${moved.toHost}`): string {
  const lines: string[] = []
  if (moved && !moved.pathKeywords.length) lines.push(`/* ${movedTo}/:splat 301!`)
  else if (moved) {
    const keywords = moved.pathKeywords.map((k) => k.toLowerCase())
    for (const path of paths) if (keywords.some((k) => path.toLowerCase().includes(k))) lines.push(`${path} ${movedTo}${path} 301!`)
  }
  for (const r of redirects) lines.push(`${r.from} ${r.to} ${r.status}`)
  return lines.map((l) => `${l}\n`).join('')
}
