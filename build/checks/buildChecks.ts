import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { agentAuthPaths } from '../../catalogue/model/agentAccess.ts'
import { isFilePath } from '../../catalogue/model/internalPath.ts'
import type { PageProblem } from '../../catalogue/model/pageProblems.ts'
import type { RenderTree } from '../../catalogue/blocks/renderTree.ts'
import { pageObjectFile, readStoredPage } from '../cache/pageObject.ts'
import { outputPaths, storedAt } from '../outputPaths.ts'
import { htmlFacts } from './htmlFacts.ts'
import { pageProblems, type CheckContext } from './pageProblems.ts'
import { treeLabels } from './treeLabels.ts'

export interface PageIssues {
  site: string
  path: string
  problems: PageProblem[]
}

/** What a build report holds of the pre-publish checks: how many pages have problems, and the first pages' problems. */
export interface ContentChecks {
  pages: number
  problems: number
  issues: PageIssues[]
}

/** Pages with problems listed in a report; the rest are counted. */
export const contentIssuesKept = 500

/** The default image weight budget, in KB (an admin sets another in the publish checks settings). */
export const defaultImageBudgetKb = 300

/**
 * Everything a site answers besides its pages: a build's site folder read as the server reads it. A file's address
 * (an asset, a PDF, an upload) answers when `fileExists` says it is there, or the site's own folder holds it
 * (sitemaps, manifests); without `fileExists`, whenever it looks like a file.
 */
export function siteAnswers(siteDir: string, fileExists?: (path: string) => boolean): { answers: (path: string) => boolean; movedAway: boolean } {
  const json = (file: string) => JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as Record<string, unknown>
  const routes = json('routes.json')
  const extras = json('extras.json')
  const redirected = new Set(readFileSync(join(siteDir, '_redirects'), 'utf8').split('\n').map((line) => line.split(' ')[0]))
  const latest = json(join('builds', 'latest.json')) as { id: string }
  // Route rules hold the pages the server renders on request (agents-only pages); the sign-in paths are its own.
  const rules = (json(join('builds', 'meta', `${latest.id}.json`)) as { routeRules: Record<string, unknown> }).routeRules
  const served = new Set<string>(Object.values(agentAuthPaths))
  return {
    answers: (path) =>
      path in routes ||
      path in extras ||
      path in rules ||
      redirected.has(path) ||
      served.has(path) ||
      (isFilePath(path) && (!fileExists || fileExists(path) || path.startsWith('/__nuxt_content/') || ownFile(siteDir, path))),
    // A site that moved sends every path elsewhere: its links are the other site's to answer.
    movedAway: redirected.has('/*'),
  }
}

/** Whether the site's folder of the build holds the file at `path` (its sitemaps, robots.txt, manifests). */
function ownFile(siteDir: string, path: string): boolean {
  if (path.includes('..') || path.includes('\\')) return false
  try {
    return statSync(join(siteDir, path)).isFile()
  } catch {
    return false
  }
}

/** Whether the file a link of a site names is there: in the static files, or among the uploads when they are known. */
export function fileIn(imageBytes: (src: string) => number | undefined, mediaDir: string | undefined): (path: string) => boolean {
  return (path) => (path.startsWith('/media/') && !mediaDir) || imageBytes(path) !== undefined
}

/** Where an image address of a site is on disk: uploads in the media folder, everything else in the shared static files. */
export function imageBytesIn(outRoot: string, mediaDir: string | undefined): (src: string) => number | undefined {
  const staticDir = outputPaths(outRoot).static
  const sizes = new Map<string, number | undefined>()
  return (src) => {
    if (!src.startsWith('/') || src.startsWith('//')) return undefined
    let path: string
    try {
      path = decodeURIComponent(src.replace(/[?#].*$/, ''))
    } catch {
      // A malformed escape names no file; it must not stop the build's checks.
      return undefined
    }
    // Looked at once decoded: an escaped '..' or backslash would lead out of the media and static folders.
    if (path.includes('..') || path.includes('\\') || path.includes('\0')) return undefined
    if (sizes.has(path)) return sizes.get(path)
    const file = path.startsWith('/media/') ? (mediaDir ? join(mediaDir, path.slice('/media/'.length)) : undefined) : join(staticDir, path)
    const bytes = file && existsSync(file) ? statSync(file).size : undefined
    sizes.set(path, bytes)
    return bytes
  }
}

type Facts = { facts: ReturnType<typeof htmlFacts>; labels: Map<string, string> }

// What a stored page's HTML holds, by its key (content-addressed: the same key is the same HTML), so a publish reads
// only the pages it rendered. Holds the last build's pages only, so pages no build lists any more leave it; a build
// of more pages than this keeps the first ones and reads the rest each time, rather than clearing what it holds.
let factsByKey = new Map<string, Facts>()
const factsKept = 20_000

function readFacts(outRoot: string, ref: string): Facts {
  const object = readStoredPage(outRoot, ref)
  const html = object ? (pageObjectFile(object, 'index.html') ?? '') : ''
  const payload = object && pageObjectFile(object, '_payload.json')
  let labels = new Map<string, string>()
  try {
    if (payload) labels = treeLabels((JSON.parse(payload) as { tree: RenderTree }).tree.nodes)
  } catch {
    // A page without a readable payload names no blocks.
  }
  return { facts: htmlFacts(html), labels }
}

/**
 * The pre-publish checks of every content page of a build (see pageProblems), from the HTML it wrote: links that
 * lead nowhere on their own site, images without alt text, several h1s or a skipped heading level, images heavier
 * than the budget. Per page, by site and path.
 */
export function buildChecks({ outRoot, buildDir, mediaDir, imageBudgetKb = defaultImageBudgetKb }: { outRoot: string; buildDir: string; mediaDir?: string; imageBudgetKb?: number }): ContentChecks {
  const result: ContentChecks = { pages: 0, problems: 0, issues: [] }
  const imageBytes = imageBytesIn(outRoot, mediaDir)
  const kept = new Map<string, Facts>()
  const factsOf = (ref: string): Facts => {
    const { key } = storedAt(outRoot, ref)
    const found = kept.get(key) ?? factsByKey.get(key) ?? readFacts(outRoot, ref)
    if (kept.size < factsKept) kept.set(key, found)
    return found
  }
  for (const site of readdirSync(join(buildDir, 'sites')).sort()) {
    const dir = join(buildDir, 'sites', site)
    const { answers, movedAway } = siteAnswers(dir, fileIn(imageBytes, mediaDir))
    if (movedAway) continue
    const routes = JSON.parse(readFileSync(join(dir, 'routes.json'), 'utf8')) as Record<string, string>
    for (const path of Object.keys(routes).sort()) {
      const { facts, labels } = factsOf(routes[path]!)
      const ctx: CheckContext = { answers, imageBytes, imageBudget: imageBudgetKb * 1024, label: (id) => labels.get(id) }
      const problems = pageProblems(facts, ctx)
      if (!problems.length) continue
      result.pages++
      result.problems += problems.length
      if (result.issues.length < contentIssuesKept) result.issues.push({ site, path, problems })
    }
  }
  factsByKey = kept
  return result
}

/** The lines of a build summary that name pages with problems. */
export function checksSummary(checks: ContentChecks | undefined, shown = 10): string[] {
  if (!checks?.pages) return []
  const lines = [`  pre-publish checks: ${checks.problems} problem(s) on ${checks.pages} page(s):`]
  for (const page of checks.issues.slice(0, shown))
    for (const p of page.problems) lines.push(`    ${page.site}${page.path}${p.block ? ` (${p.block})` : ''}: ${p.message}`)
  return lines
}
