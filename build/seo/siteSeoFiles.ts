import type { Redirect } from '../../catalogue/model/entities/redirect.ts'
import type { Site } from '../../catalogue/model/site.ts'
import { agentOnly, type SeoFacts } from './seoFacts.ts'
import { robotsTxt, sitemapFiles, type SitemapEntry } from './sitemapFiles.ts'

/**
 * Whether a page belongs in its site's sitemap: public (not on an agents' site), indexable, its own canonical, not
 * redirected elsewhere and not one of the site's tool paths. A page the build has no facts for (kept from a build
 * older than them) counts as indexable.
 */
export function inSitemap(path: string, facts: SeoFacts | undefined, redirected: ReadonlySet<string>): boolean {
  if (redirected.has(path) || path === '/voix' || path.startsWith('/voix/') || path.startsWith('/voix-') || path.startsWith('/preview-release/')) return false
  return !facts || (!facts.noindex && facts.canonical === undefined)
}

/**
 * A site's sitemap files and robots.txt, by file name, from its page paths (sorted) and what the build knows of each
 * page: made once per build from its page index, no page read again.
 */
export function siteSeoFiles(site: Site, paths: readonly string[], factsOf: (path: string) => SeoFacts | undefined, redirects: readonly Redirect[]): Map<string, string> {
  const origin = site.seo?.origin ?? ''
  const open = !agentOnly(site)
  const redirected = new Set(redirects.map((r) => r.from))
  // A site that moved sends its visitors on (all of them, or the paths holding a keyword): those URLs redirect.
  const keywords = site.domainRedirect?.pathKeywords.map((k) => k.toLowerCase())
  const moved = (path: string) => keywords !== undefined && (keywords.length === 0 || keywords.some((k) => path.toLowerCase().includes(k)))
  const entries: SitemapEntry[] = []
  if (open)
    for (const path of paths) {
      const facts = factsOf(path)
      if (!inSitemap(path, facts, redirected) || moved(path)) continue
      entries.push({ loc: `${origin}${path}`, ...(facts?.lastmod ? { lastmod: facts.lastmod } : {}) })
    }
  const files = sitemapFiles(origin, entries)
  files.set('robots.txt', robotsTxt(origin, open))
  return files
}
