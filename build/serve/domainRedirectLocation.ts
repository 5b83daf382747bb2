import type { DomainRedirect } from '../../catalogue/model/site.ts'

/**
 * Where a site that moved to another brand sends this request, or undefined when it stays: every path for a
 * whole-site move, only paths holding one of the keywords otherwise (platform.md §9). Scheme, port, path and
 * query stay, as the client's domain-redirect middleware keeps them, so it works on a local port as on a CDN.
 */
export function domainRedirectLocation(rule: DomainRedirect | undefined, url: URL): string | undefined {
  if (!rule) return undefined
  const path = url.pathname.toLowerCase()
  if (rule.pathKeywords.length && !rule.pathKeywords.some((k) => path.includes(k.toLowerCase()))) return undefined
  const to = new URL(url)
  to.hostname = rule.toHost
  return to.href
}
