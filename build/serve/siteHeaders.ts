import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHeadersFile } from '../security/contentSecurityPolicy.ts'

// Keyed by the site's folder in the live build, which changes with every build: one build's sites are kept.
let cache: { root: string; sites: Map<string, [string, string][]> } | undefined

/**
 * The response headers of a site of the live build (its `_headers`, written by the build: the Content Security
 * Policy and friends), read once per build. A build from before the file existed gets none.
 */
export function siteHeaders(liveDir: string, slug: string): [string, string][] {
  if (cache?.root !== liveDir) cache = { root: liveDir, sites: new Map() }
  let headers = cache.sites.get(slug)
  if (!headers) {
    try {
      headers = Object.entries(parseHeadersFile(readFileSync(join(liveDir, 'sites', slug, '_headers'), 'utf8')))
    } catch {
      headers = []
    }
    cache.sites.set(slug, headers)
  }
  return headers
}
