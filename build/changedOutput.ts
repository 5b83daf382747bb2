/** At most this many changed paths are listed; a purge of more is better done whole. */
export const changedPathsListed = 1000

/**
 * The paths whose output differs from the live build's or went away, per site: what a CDN must purge (build
 * webhooks carry it). Output keys are content-addressed, so a path whose key differs changed; a path listed in the
 * routes of both with the same key did not, even when it was rendered again. Bounded: the first thousand, and the count.
 */
export function changedOutput(routes: Map<string, Record<string, string>>, previousRoutes: Record<string, Record<string, string>>): { changedPaths: { site: string; path: string }[]; changedCount: number } {
  const changedPaths: { site: string; path: string }[] = []
  let changedCount = 0
  const changed = (site: string, path: string) => {
    if (changedCount++ < changedPathsListed) changedPaths.push({ site, path })
  }
  for (const [site, siteRoutes] of routes) {
    const before = previousRoutes[site] ?? {}
    for (const path in siteRoutes) if (before[path] !== siteRoutes[path]) changed(site, path)
    for (const path in before) if (!(path in siteRoutes)) changed(site, path)
  }
  for (const [site, old] of Object.entries(previousRoutes)) if (!routes.has(site)) for (const path in old) changed(site, path)
  return { changedPaths, changedCount }
}
