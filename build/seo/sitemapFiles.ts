/** sitemaps.org: at most 50,000 URLs a file; a site with more gets numbered files and an index naming them. */
export const urlsPerSitemap = 50_000

export interface SitemapEntry {
  loc: string
  lastmod?: string
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
const head = '<?xml version="1.0" encoding="UTF-8"?>\n'
const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'

function urlset(entries: readonly SitemapEntry[]): string {
  let xml = `${head}<urlset xmlns="${ns}">\n`
  for (const e of entries) xml += `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>\n`
  return `${xml}</urlset>\n`
}

/**
 * A site's sitemap files, by file name: `sitemap.xml` lists the URLs, or, past 50,000, is an index of
 * `sitemap-1.xml`, `sitemap-2.xml`… each listing up to 50,000. `origin` is where those files are served.
 */
export function sitemapFiles(origin: string, entries: readonly SitemapEntry[], perFile = urlsPerSitemap): Map<string, string> {
  const files = new Map<string, string>()
  if (entries.length <= perFile) {
    files.set('sitemap.xml', urlset(entries))
    return files
  }
  let index = `${head}<sitemapindex xmlns="${ns}">\n`
  for (let i = 0, n = 1; i < entries.length; i += perFile, n++) {
    files.set(`sitemap-${n}.xml`, urlset(entries.slice(i, i + perFile)))
    index += `<sitemap><loc>${escapeXml(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>\n`
  }
  files.set('sitemap.xml', `${index}</sitemapindex>\n`)
  return files
}

/** Where crawlers may go: not the studio, release previews or the debug page; nowhere on a site only agents see. */
export function robotsTxt(origin: string, open: boolean): string {
  if (!open) return 'User-agent: *\nDisallow: /\n'
  return `User-agent: *\nDisallow: /voix\nDisallow: /preview-release/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
