import type { MiddlewareResult, NavigationContext, RouteMiddleware } from './RouteMiddleware.ts'

/** The same URL on the other brand's host; scheme and port stay, so it works on a local port as on a CDN. */
function redirectTo({ site, to }: NavigationContext): MiddlewareResult {
  const url = new URL(to)
  url.hostname = site.domainRedirect!.toHost
  return { redirect: url.href, external: true }
}

/** A brand whose whole site moved: every path goes to the same path on the other brand's host. */
export const domainRedirect: RouteMiddleware = {
  name: 'domain-redirect',
  run(context) {
    const rule = context.site.domainRedirect
    return rule && rule.pathKeywords.length === 0 ? redirectTo(context) : undefined
  },
}

/** A site that sends only some destinations to another brand: paths holding one of its keywords. */
export const keywordDomainRedirect: RouteMiddleware = {
  name: 'keyword-domain-redirect',
  run(context) {
    const rule = context.site.domainRedirect
    if (!rule?.pathKeywords.length) return undefined
    const path = context.to.pathname.toLowerCase()
    return rule.pathKeywords.some((k) => path.includes(k.toLowerCase())) ? redirectTo(context) : undefined
  },
}
