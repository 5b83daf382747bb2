/** `/builds/meta/{buildId}.json`, the route-rule manifest the build writes for each site. */
export interface RouteRule {
  redirect?: string | { to: string; statusCode?: number }
  prerender?: boolean
  appMiddleware?: string[] | Record<string, boolean>
}

export interface BuildManifest {
  id: string
  timestamp: number
  matcher: unknown
  prerendered: string[]
  routeRules: Record<string, RouteRule>
}
