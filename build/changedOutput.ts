/** At most this many changed paths are listed; a purge of more is better done whole. */
export const changedPathsListed = 1000

/**
 * The paths whose output differs from the live build's or went away, per site: what a CDN must purge (build
 * webhooks carry it). Output keys are content-addressed, so a path whose key differs changed; a path listed in the
 * routes of both with the same key did not, even when it was rendered again. Bounded: the first thousand, and the count.
 */
/**
 * Whether two route map entries hold the same page: the same key, wherever it is stored (a merged build's pages are
 * in packs of their own; see storedAt in outputPaths.ts, which this reads without the output root).
 */
function samePage(before: string | undefined, now: string): boolean {
  if (before === now) return true
  if (before === undefined) return false
  const a = before.indexOf('@')
  const b = now.indexOf('@')
  return (a < 0 ? before : before.slice(0, a)) === (b < 0 ? now : now.slice(0, b))
}

export function changedOutput(routes: Map<string, Record<string, string>>, previousRoutes: Record<string, Record<string, string>>): { changedPaths: { site: string; path: string }[]; changedCount: number } {
  const changedPaths: { site: string; path: string }[] = []
  let changedCount = 0
  const changed = (site: string, path: string) => {
    if (changedCount++ < changedPathsListed) changedPaths.push({ site, path })
  }
  for (const [site, siteRoutes] of routes) {
    const before = previousRoutes[site] ?? {}
    for (const path in siteRoutes) if (!samePage(before[path], siteRoutes[path]!)) changed(site, path)
    for (const path in before) if (!(path in siteRoutes)) changed(site, path)
  }
  for (const [site, old] of Object.entries(previousRoutes)) if (!routes.has(site)) for (const path in old) changed(site, path)
  return { changedPaths, changedCount }
}
