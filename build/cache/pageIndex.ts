import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LinkPaths } from '../../catalogue/fields/linkTarget.ts'
import { hashParts, type Dependency } from './pageKey.ts'

/**
 * What a build knows of each versioned page it holds: enough for the next build to reuse the page's stored
 * output without reading it, when its version, site and dependencies are unchanged. A row, as `pages.json`
 * holds it, since a publish reads and writes one per page:
 *   version  the source's version of the page (its published version id, or the hash of its text)
 *   uses     the collections its data comes from and the shared sections it places, comma-separated (see
 *            collectionsUsed, sectionDependency), and `link:<id>` for each page it links to by identity
 *   deps     the hash of its site context and those collections when it was keyed (see depsHash)
 *   key      the stored object holding its files
 */
export type IndexedPage = [id: string, siteId: string, version: string, uses: string, deps: string, key: string, path: string]

const file = (buildDir: string) => join(buildDir, 'pages.json')

/**
 * Everything a page's output depends on besides its own text: its site's context, its collections' records, its
 * shared sections' records and where the pages it links to by identity are now (`link:<id>` entries of `uses`, see
 * render/resolvePageLinks.ts). A section no longer in the build hashes as absent, so the page is made again (and fails).
 */
export function depsHash(siteContext: string, uses: string, collections: Record<Dependency, string>, linkPaths: LinkPaths = {}): string {
  const part = (c: string) => {
    if (!c.startsWith('link:')) return `${c}:${collections[c as Dependency] ?? 'absent'}`
    const id = decodeURIComponent(c.slice(5))
    return `${c}=${Object.hasOwn(linkPaths, id) ? linkPaths[id]!.join(' ') : ''}`
  }
  return hashParts(siteContext, ...(uses ? uses.split(',') : []).map(part))
}

/** depsHash for one build's hashes, remembered per site and set of collections, sections and links. */
export function depsHasher(siteContexts: ReadonlyMap<string, string>, collections: Record<Dependency, string>, linkPaths: LinkPaths = {}): (siteId: string, uses: string) => string {
  const known = new Map<string, string>()
  return (siteId, uses) => {
    const at = `${siteId}\0${uses}`
    let hash = known.get(at)
    if (hash === undefined) known.set(at, (hash = depsHash(siteContexts.get(siteId) ?? '', uses, collections, linkPaths)))
    return hash
  }
}

/** A build's page index, by page id; empty for a build without one (built from unversioned pages). */
export function readPageIndex(buildDir: string): Map<string, IndexedPage> {
  const index = new Map<string, IndexedPage>()
  if (!existsSync(file(buildDir))) return index
  for (const row of JSON.parse(readFileSync(file(buildDir), 'utf8')) as IndexedPage[]) index.set(row[0], row)
  return index
}

export const pageIndexJson = (pages: readonly IndexedPage[]): string => JSON.stringify(pages)
