import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { BuildPages } from './BuildPages.ts'
import type { BuildResult } from './buildSite.ts'
import { pageIndexJson } from './cache/pageIndex.ts'
import { changedOutput } from './changedOutput.ts'
import { buildChecks } from './checks/buildChecks.ts'
import { writeCollectionDumps } from './collections/writeCollectionDumps.ts'
import { pruneBuilds, readRoutes } from './deploy/pruneBuilds.ts'
import { flipLive } from './flipLive.ts'
import { buildMeta, redirectsFile, routeRulesFor } from './manifest/siteManifests.ts'
import { buildRecords } from './deploy/buildContent.ts'
import { outputPaths } from './outputPaths.ts'
import { buildReport, type BuildReport } from './report/buildReport.ts'
import { headersFile, siteSecurityHeaders } from './security/contentSecurityPolicy.ts'
import { writeSeoFiles } from './seo/writeSeoFiles.ts'
import type { SnapshotMeta } from './source/snapshotSource.ts'

export interface FinishInput {
  outRoot: string
  buildId: string
  timestamp: number
  /** performance.now() when the build started: the report's time and the time to live count from there. */
  started: number
  /** The build's records, with each site's public origin (see withSiteOrigins). */
  meta: SnapshotMeta
  pages: BuildPages
  /** The build that was live when this one started, if any. */
  previous: string | undefined
  /** Render processes that made the pages (all runners' together for a merged build). */
  workers: number
  keep?: number
  mediaDir?: string
  checks?: { imageBudgetKb?: number }
  /** What the report says of the shards a merged build was made from. */
  shards?: BuildReport['shards']
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

/** The paths of a site's agents-only pages, which the build lists in its route rules but never renders. */
const agentsOnlyPaths = (meta: { gated: readonly { site_id: string; path: string }[] }, siteId: string) => meta.gated.filter((g) => g.site_id === siteId).map((g) => g.path)

/**
 * The flip: route maps, redirects, headers, the page index, sitemaps and the report are written into the build's
 * temporary folder (`builds/.tmp-<id>`, made before), renamed to `builds/<id>`, and the `live` symlink is swapped to
 * it in one rename. Whatever throws before the swap leaves the live site as it was.
 */
export function finishBuild({ outRoot, buildId, timestamp, started, meta, pages: made, previous, workers, keep, mediaDir, checks: checkOptions, shards }: FinishInput): BuildResult {
  const paths = outputPaths(outRoot)
  const temp = join(paths.builds, `.tmp-${buildId}`)
  const { routes, extras, index, seo, rendered, reused, skipped } = made
  const previousRoutes = previous ? readRoutes(paths.build(previous)) : {}
  let removed = 0
  let previousPages = 0
  const sortedPaths = new Map<string, string[]>()
  for (const [slug, siteRoutes] of routes) {
    const site = meta.sites.find((s) => s.slug === slug)!
    const siteDir = join(temp, 'sites', slug)
    const redirects = meta.redirects.filter((r) => r.site_id === site.id)
    const prerendered = Object.keys(siteRoutes).sort()
    sortedPaths.set(slug, prerendered)
    write(join(siteDir, 'routes.json'), JSON.stringify(siteRoutes))
    write(join(siteDir, 'extras.json'), JSON.stringify(extras.get(slug)))
    // The other brand's public origin, so a CDN's redirect keeps the scheme and port the server keeps; the paths
    // a keyword move lists are its own pages and the other brand's (the destinations that moved there).
    const target = site.domainRedirect && meta.sites.find((s) => s.hosts.includes(site.domainRedirect!.toHost))
    const movedPaths = [...new Set([...prerendered, ...Object.keys((target && routes.get(target.slug)) ?? {})])].sort()
    write(join(siteDir, '_redirects'), redirectsFile(redirects, site.domainRedirect, movedPaths, target?.seo?.origin))
    write(join(siteDir, '_headers'), headersFile(siteSecurityHeaders(meta.scriptOrigins)))
    write(join(siteDir, 'builds', 'latest.json'), JSON.stringify({ id: buildId, timestamp }))
    write(join(siteDir, 'builds', 'meta', `${buildId}.json`), JSON.stringify(buildMeta(buildId, timestamp, prerendered, routeRulesFor(redirects, agentsOnlyPaths(meta, site.id)))))
    const before = Object.keys(previousRoutes[slug] ?? {})
    previousPages += before.length
    removed += before.filter((p) => !(p in siteRoutes)).length
  }
  for (const [slug, old] of Object.entries(previousRoutes))
    if (!routes.has(slug)) {
      previousPages += Object.keys(old).length
      removed += Object.keys(old).length
    }
  const hosts: Record<string, string> = {}
  for (const site of meta.sites) for (const host of site.hosts) hosts[host] = site.slug
  const defaultSite = meta.sites.find((s) => s.isDefault) ?? meta.sites[0]
  const domainRedirects = Object.fromEntries(meta.sites.flatMap((s) => (s.domainRedirect ? [[s.slug, s.domainRedirect]] : [])))
  write(join(temp, 'hosts.json'), JSON.stringify({ hosts, defaultSite: defaultSite?.slug ?? null, domainRedirects }))
  const pages = [...routes.values()].reduce((n, r) => n + Object.keys(r).length, 0)
  write(join(temp, 'pages.json'), pageIndexJson(index))
  // The records the build was made from: with pages.json, what a rollback puts live again (deploy/buildContent.ts).
  write(join(temp, 'records.json'), JSON.stringify(buildRecords(meta)))
  // Sitemaps, robots.txt and the pre-publish checks: per site, from the route maps and what the workers sent.
  const seoChecked = writeSeoFiles({
    buildDir: temp,
    ...(previous ? { previousDir: paths.build(previous) } : {}),
    sites: meta.sites,
    routes,
    sortedPaths,
    // None removed and as many as before: none added either.
    samePages: previous !== undefined && removed === 0 && pages === previousPages,
    redirects: (site) => meta.redirects.filter((r) => r.site_id === site.id),
    fresh: seo,
  })
  const checks = checkOptions ? buildChecks({ outRoot, buildDir: temp, ...(mediaDir ? { mediaDir } : {}), ...checkOptions }) : undefined
  const report = buildReport({ id: buildId, timestamp, ms: Math.round(performance.now() - started), pages, rendered, reused, removed, workers, sites: new Set(meta.sites.map((s) => s.id)).size, skipped, seo: seoChecked, ...(checks ? { checks } : {}), ...(shards ? { shards } : {}) })
  write(join(temp, 'report.json'), JSON.stringify(report, null, 2))
  renameSync(temp, paths.build(buildId))
  writeCollectionDumps(outRoot, buildId)
  flipLive(outRoot, buildId)
  // Live from here: the time to live, then housekeeping the next build would otherwise do.
  const ms = Math.round(performance.now() - started)
  pruneBuilds(outRoot, Math.max(1, keep ?? 5))
  return { buildId, pages, rendered: rendered.count, reused, removed, ms, report, skipped, ...changedOutput(routes, previousRoutes) }
}
