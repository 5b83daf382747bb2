import { createHash } from 'node:crypto'
import { blockData, type Collection } from '../data/blockData.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'
import { sectionDependency } from '../sections/pageSections.ts'

/**
 * sha1 of the parts, each ended by a NUL so no two lists of parts run together the same way. A part given as bytes
 * is hashed as they are, as its text would be as UTF-8.
 */
export function hashParts(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha1')
  for (const p of parts) h.update(p).update('\0')
  return h.digest('hex')
}
const hash = hashParts

/**
 * Per site, the hash of everything besides the page itself that every page of the site renders from: the code
 * bundle, the site, its menus, the head tag rules that can apply to it and its pages' translations. A menu change changes it, and so
 * re-renders that site's pages; a code change re-renders every page.
 */
export function siteContextHashes(meta: SnapshotMeta, codeHash: string): Map<string, string> {
  const result = new Map<string, string>()
  for (const site of meta.sites) {
    const menus = meta.menus.filter((m) => m.site_id === site.id)
    const headTags = meta.headTags.filter((t) => t.site_id === null || t.site_id === site.id)
    // Which head scripts render follows the admin's allowed origins; only sites with a script rule depend on them.
    const origins = headTags.some((t) => t.tag.tag === 'script') ? JSON.stringify(meta.scriptOrigins) : ''
    // A page's hreflang links name its translations: a translation published or moved re-renders the site's pages.
    const groups = new Set(meta.translations.filter((t) => t.site_id === site.id).map((t) => t.group))
    const translations = meta.translations.filter((t) => groups.has(t.group))
    result.set(site.id, hash(codeHash, JSON.stringify(site), JSON.stringify(menus), JSON.stringify(headTags), JSON.stringify(translations), origins))
  }
  return result
}

/** What a page's output depends on besides its site: the collections its data comes from, the shared sections it places. */
export type Dependency = Collection | `section:${string}`

/**
 * Per collection, the hash of its records (and, for specials, the build's day: offers expire by date); per shared
 * section, the hash of its record (a page placing it depends on that section alone, not on every section).
 */
export function collectionHashes(meta: SnapshotMeta, today: string): Record<Dependency, string> {
  return {
    ...Object.fromEntries(meta.sections.map((s) => [sectionDependency(s.id), hash(JSON.stringify(s))])),
    specials: hash(today, JSON.stringify(meta.specials)),
    posts: hash(JSON.stringify(meta.posts)),
    resorts: hash(JSON.stringify(meta.resorts)),
    brands: hash(JSON.stringify(meta.brands)),
    factSheets: hash(JSON.stringify(meta.factSheets)),
    // Press release lists draw on the published release pages (PublishedSnapshot.pressReleases).
    pages: hash(JSON.stringify(meta.pressReleases)),
  }
}

const componentsWithData = Object.entries(blockData).map(([component, d]) => ({ component, collections: d.collections }))
const dataComponents = new Set(componentsWithData.map((d) => d.component))
// One regex pass over the text finds every clue: a block's `"component":"<name>"` (names hold no quote), a
// `"model_query"` key and each `"model":"<name>"` value. A regex finds these about three times faster than `indexOf`,
// which stops at every quote of the JSON. The lookaheads leave each closing quote unread, so a clue that starts at
// one is still found, as a search of its own would find it (in JSON none can: no string is followed by a quote).
const clue = /"(?:component":"([^"]*)|model":"([a-z-]+)|model_query)(?=")/g
// A Map: a model named 'constructor' must not find Object's.
const modelCollections = new Map<string, Collection>([['posts', 'posts'], ['specials', 'specials'], ['resorts', 'resorts'], ['brands', 'brands'], ['fact-sheets', 'factSheets'], ['pages', 'pages']])

/** What collectionsUsed looks for in a piece of page text; the pieces of a page's text combine (collectionsFrom). */
export interface CollectionClues {
  /** The collections of database blocks named in it. */
  blocks: Collection[]
  /** The collections its `"model"` values name, which count when the page has a query element anywhere. */
  models: Collection[]
  query: boolean
}

/** The clues in a piece of page text. */
export function collectionClues(text: string): CollectionClues {
  let named: Set<string> | undefined
  const models: Collection[] = []
  let query = false
  clue.lastIndex = 0
  for (let m = clue.exec(text); m; m = clue.exec(text)) {
    const [, component, model] = m
    if (component !== undefined) {
      if (dataComponents.has(component)) (named ??= new Set()).add(component)
    } else if (model !== undefined) {
      const collection = modelCollections.get(model)
      if (collection) models.push(collection)
    } else query = true
  }
  const blocks = named ? componentsWithData.filter(({ component }) => named.has(component)).flatMap((d) => d.collections) : []
  return { blocks, models, query }
}

/** The collections a page draws on, from the clues of the pieces its text is made of (none of which a clue spans). */
export function collectionsFrom(clues: readonly CollectionClues[]): Collection[] {
  const used = new Set<Collection>()
  const query = clues.some((c) => c.query)
  for (const c of clues) for (const collection of query ? [...c.blocks, ...c.models] : c.blocks) used.add(collection)
  return [...used].sort()
}

/** The collections a page's database blocks and query elements draw on, found in its JSON text. */
export function collectionsUsed(pageJson: string): Collection[] {
  return collectionsFrom([collectionClues(pageJson)])
}

/**
 * The content address of a page's rendered output: its own JSON, its site's context, and the collections its
 * data comes from. Equal keys mean byte-identical output, so a build reuses the stored files.
 */
export function pageKey(siteContext: string, pageJson: string | Uint8Array, collections: Record<Dependency, string>, used: readonly Dependency[]): string {
  return hash(siteContext, pageJson, ...used.map((c) => `${c}:${collections[c]}`))
}

/** The key of an extra page (404, previews): the code and its whole description. */
export function extraKey(codeHash: string, page: unknown): string {
  return hash(codeHash, JSON.stringify(page))
}
