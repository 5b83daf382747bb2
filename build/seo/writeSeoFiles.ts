import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Redirect } from '../../catalogue/model/entities/redirect.ts'
import type { Site } from '../../catalogue/model/site.ts'
import { redirectsFile } from '../manifest/siteManifests.ts'
import { mergeSeoChecks, seoChecks, type SeoCheckResult, type SiteSeoPages } from '../report/seoChecks.ts'
import type { SeoFacts } from './seoFacts.ts'
import { siteSeoFiles } from './siteSeoFiles.ts'

/** A site's sitemaps and robots.txt, among the files of its folder in a build. */
const isSeoFile = (name: string) => name === 'robots.txt' || /^sitemap(?:-\d+)?\.xml$/.test(name)
/** Where a build keeps what it knew of a site's pages (`facts`, [path, SeoFacts] rows) and their checks. */
const factsFile = (buildDir: string, slug: string) => join(buildDir, 'seo', `${slug}.facts.json`)
const checksFile = (buildDir: string, slug: string) => join(buildDir, 'seo', `${slug}.checks.json`)

function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

export interface SeoFilesInput {
  /** The new build's folder (its temporary one while it is made) and the live build's, if any. */
  buildDir: string
  previousDir?: string
  sites: readonly Site[]
  /** Each site's route map (path → stored page) and its paths in order, by slug. */
  routes: ReadonlyMap<string, Record<string, string>>
  sortedPaths: ReadonlyMap<string, readonly string[]>
  /** Whether every site has the same pages as in the live build. */
  samePages: boolean
  redirects: (site: Site) => Redirect[]
  /** What the render workers sent of the pages they were given, by slug, then path. */
  fresh: ReadonlyMap<string, ReadonlyMap<string, SeoFacts>>
}

/**
 * Writes each site's sitemaps and robots.txt and checks its pages, from its route map and what the build knows of
 * each page; returns the checks for the build report. A site none of whose pages the build was given (a publish
 * elsewhere), with the same pages and redirects as the live build, takes the live build's files as they are
 * (hard links) without reading them: a publish works on the sites it touches. A page reused unread keeps the facts
 * the live build had of it (the same version has the same text and publish time).
 */
export function writeSeoFiles({ buildDir, previousDir, sites, routes, sortedPaths, samePages, redirects, fresh }: SeoFilesInput): SeoCheckResult {
  mkdirSync(join(buildDir, 'seo'), { recursive: true })
  const checked: SiteSeoPages[] = []
  const kept: SeoCheckResult[] = []
  for (const site of sites) {
    const siteRoutes = routes.get(site.slug) ?? {}
    const siteDir = join(buildDir, 'sites', site.slug)
    const siteFresh = fresh.get(site.slug)
    const previousSiteDir = previousDir && join(previousDir, 'sites', site.slug)
    const clean =
      previousDir !== undefined &&
      previousSiteDir !== undefined &&
      // A page added or removed anywhere may be the target of another site's canonical link: every site is checked.
      samePages &&
      !siteFresh?.size &&
      existsSync(factsFile(previousDir, site.slug)) &&
      existsSync(checksFile(previousDir, site.slug)) &&
      existsSync(join(previousSiteDir, '_redirects')) &&
      readFileSync(join(previousSiteDir, '_redirects'), 'utf8') === redirectsFile(redirects(site))
    if (clean) {
      for (const name of readdirSync(previousSiteDir)) if (isSeoFile(name)) linkOrCopy(join(previousSiteDir, name), join(siteDir, name))
      linkOrCopy(factsFile(previousDir, site.slug), factsFile(buildDir, site.slug))
      linkOrCopy(checksFile(previousDir, site.slug), checksFile(buildDir, site.slug))
      kept.push(JSON.parse(readFileSync(checksFile(buildDir, site.slug), 'utf8')) as SeoCheckResult)
      checked.push({ slug: site.slug, origin: site.seo?.origin ?? '', has: (path) => path in siteRoutes })
      continue
    }
    let previousFacts: Map<string, SeoFacts> | undefined
    const factsOf = (path: string): SeoFacts | undefined => {
      const found = siteFresh?.get(path)
      if (found) return found
      if (!previousFacts) {
        const file = previousDir && factsFile(previousDir, site.slug)
        previousFacts = new Map(file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as [string, SeoFacts][]) : [])
      }
      return previousFacts.get(path)
    }
    const paths = sortedPaths.get(site.slug) ?? []
    const pages = new Map(paths.map((path) => [path, factsOf(path)]))
    for (const [name, content] of siteSeoFiles(site, paths, (path) => pages.get(path), redirects(site))) writeFileSync(join(siteDir, name), content)
    writeFileSync(factsFile(buildDir, site.slug), JSON.stringify([...pages].filter(([, facts]) => facts)))
    checked.push({ slug: site.slug, origin: site.seo?.origin ?? '', has: (path) => path in siteRoutes, pages })
  }
  const results = seoChecks(checked)
  for (const [slug, result] of results) writeFileSync(checksFile(buildDir, slug), JSON.stringify(result))
  return mergeSeoChecks([...kept, ...results.values()])
}
