import type { SeoFacts } from '../seo/seoFacts.ts'

/** Longest description search engines show whole. */
export const descriptionLimit = 160
/** Pages with problems listed in a report; the rest are counted. */
export const seoIssuesKept = 200

export interface SeoIssue {
  site: string
  path: string
  /** What is wrong and how to fix it, for the page's editor. */
  messages: string[]
}

export interface SeoCheckResult {
  /** Pages with at least one problem. */
  pages: number
  /** The first of them (by site and path), with their problems. */
  issues: SeoIssue[]
}

export interface SiteSeoPages {
  slug: string
  origin: string
  /** Whether the site has a page at a path: what canonical links to it are checked against. */
  has: (path: string) => boolean
  /** The site's page paths and what the build knows of each; absent for a site whose checks are not made again. */
  pages?: ReadonlyMap<string, SeoFacts | undefined>
}

/**
 * The checks before publishing, across each site given with its pages: titles and descriptions missing or the same
 * as another page's, descriptions search engines cut short, canonical links to pages that do not exist (on any of
 * the sites), social cards without an image. Pages kept out of search results are checked only for their
 * canonical link. By site slug.
 */
export function seoChecks(sites: readonly SiteSeoPages[]): Map<string, SeoCheckResult> {
  const byOrigin = new Map(sites.map((s) => [s.origin, s]))
  const results = new Map<string, SeoCheckResult>()
  for (const site of sites) {
    if (!site.pages) continue
    const result: SeoCheckResult = { pages: 0, issues: [] }
    results.set(site.slug, result)
    const titles = new Map<string, string[]>()
    const descriptions = new Map<string, string[]>()
    for (const [path, facts] of site.pages) {
      if (!facts || facts.noindex || facts.canonical !== undefined) continue
      const title = facts.title.trim().toLowerCase()
      const description = (facts.description ?? '').trim().toLowerCase()
      // Pushed, not copied: a site may have thousands of pages with the same description.
      if (title) (titles.get(title) ?? titles.set(title, []).get(title)!).push(path)
      if (description) (descriptions.get(description) ?? descriptions.set(description, []).get(description)!).push(path)
    }
    /** The other pages with the same text: the first three by name, then how many more. */
    const others = (map: Map<string, string[]>, key: string, path: string): string | undefined => {
      const all = map.get(key.trim().toLowerCase()) ?? []
      if (all.length < 2) return undefined
      const named: string[] = []
      for (const p of all) if (p !== path && named.push(p) === 3) break
      return `${named.join(', ')}${all.length - 1 > 3 ? ` and ${all.length - 4} more` : ''}`
    }
    for (const [path, facts] of [...site.pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!facts) continue
      const messages: string[] = []
      const description = facts.description ?? ''
      if (!facts.noindex && facts.canonical === undefined) {
        if (!facts.title.trim()) messages.push('Title is missing: search results and social cards show the address instead. Add a title in Page settings.')
        else {
          const same = others(titles, facts.title, path)
          if (same) messages.push(`Title "${facts.title}" is also the title of ${same}: search engines may show only one. Give each page its own title in Page settings.`)
        }
        if (!description.trim()) messages.push('Description is missing: search results show a piece of the page instead. Add a description in Page settings.')
        else {
          if (description.length > descriptionLimit)
            messages.push(`Description is ${description.length} characters: search results cut it after about ${descriptionLimit}. Shorten it in Page settings.`)
          const same = others(descriptions, description, path)
          if (same) messages.push(`Description is the same as on ${same}. Write one for each page in Page settings.`)
        }
        if (!facts.image) messages.push('Social card has no image: links shared on social networks show none. Add a hero image or choose one under Page settings → Social image.')
      }
      if (facts.canonical !== undefined) {
        const target = canonicalTarget(facts.canonical, byOrigin)
        if (target && !target.site.has(target.path))
          messages.push(`Canonical link points at ${facts.canonical}, which is not a published page of ${target.site.slug}. Publish that page or change the canonical in Page settings.`)
      }
      if (!messages.length) continue
      result.pages++
      if (result.issues.length < seoIssuesKept) result.issues.push({ site: site.slug, path, messages })
    }
  }
  return results
}

/** One result of several sites' checks, keeping the first pages' problems. */
export function mergeSeoChecks(results: readonly SeoCheckResult[]): SeoCheckResult {
  return { pages: results.reduce((n, r) => n + r.pages, 0), issues: results.flatMap((r) => r.issues).slice(0, seoIssuesKept) }
}

/** The page of one of the build's sites a canonical URL names; undefined for an address elsewhere. */
function canonicalTarget(url: string, byOrigin: ReadonlyMap<string, SiteSeoPages>): { site: SiteSeoPages; path: string } | undefined {
  const match = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?/i.exec(url)
  const site = match && byOrigin.get(match[1]!)
  if (!site) return undefined
  const path = (match[2] ?? '/').replace(/(.)\/+$/, '$1')
  return { site, path }
}
