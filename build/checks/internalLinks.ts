import { readFileSync, readdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { agentAuthPaths } from '../../catalogue/model/agentAccess.ts'
import { internalPath, isFilePath } from '../../catalogue/model/internalPath.ts'
import { pageObjectFile, readStoredPage } from '../cache/pageObject.ts'

/** `href` values of a page's links, as written in its HTML (entities for & and " decoded). */
export function linkHrefs(html: string): string[] {
  const hrefs: string[] = []
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) hrefs.push(m[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'))
  return hrefs
}

export interface BrokenLink {
  site: string
  /** The page holding the link. */
  path: string
  href: string
}

/**
 * The links of the live build's pages that lead to no page of their own site: not a page, an extra page (posts,
 * previews), a redirect's source nor a file. Read from the written HTML, so it sees exactly what visitors get.
 */
export function brokenInternalLinks(outRoot: string): BrokenLink[] {
  const live = realpathSync(join(outRoot, 'live'))
  const broken: BrokenLink[] = []
  for (const site of readdirSync(join(live, 'sites')).sort()) {
    const dir = join(live, 'sites', site)
    const json = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>
    const routes = json('routes.json')
    const extras = json('extras.json')
    const redirected = new Set(readFileSync(join(dir, '_redirects'), 'utf8').split('\n').map((line) => line.split(' ')[0]))
    // A site that moved sends every path elsewhere: its links are the other site's to answer.
    if (redirected.has('/*')) continue
    // Route rules hold the pages the server renders on request (agents-only pages); the sign-in paths are its own.
    const latest = JSON.parse(readFileSync(join(dir, 'builds', 'latest.json'), 'utf8')) as { id: string }
    const rules = (JSON.parse(readFileSync(join(dir, 'builds', 'meta', `${latest.id}.json`), 'utf8')) as { routeRules: Record<string, unknown> }).routeRules
    const served = new Set<string>(Object.values(agentAuthPaths))
    const answers = (path: string) => path in routes || path in extras || path in rules || redirected.has(path) || served.has(path) || isFilePath(path)
    for (const [path, ref] of Object.entries({ ...routes, ...extras })) {
      if (path === '404' || path.startsWith('/voix')) continue
      const html = pageObjectFile(readStoredPage(outRoot, ref)!, 'index.html') ?? ''
      for (const href of new Set(linkHrefs(html))) {
        const to = internalPath(href)
        if (to && !answers(to)) broken.push({ site, path, href })
      }
    }
  }
  return broken
}
