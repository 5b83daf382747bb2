/**
 * Whether a vike route string ('/voix/slice-preview/@sliceName', '/*') matches a URL path: static segments
 * match themselves, '@param' one non-empty segment, '*' the rest. Used only to send content paths that another
 * route could claim through vike's own routing.
 */
export function routeMatches(routeString: string, path: string): boolean {
  const route = routeString.split('/').filter(Boolean)
  const segments = path.split('/').filter(Boolean)
  for (let i = 0; i < route.length; i++) {
    const part = route[i]!
    if (part === '*') return true
    const segment = segments[i]
    if (segment === undefined) return false
    if (part.startsWith('@')) continue
    if (part !== segment) return false
  }
  return route.length === segments.length
}
