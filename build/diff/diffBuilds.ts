import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readListedPage, type PageObject } from '../cache/pageObject.ts'
import { studioOnlyPath } from '../deploy/exportBuild.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { outputPaths, storedAt } from '../outputPaths.ts'
import { headFacts } from './headFacts.ts'
import { firstDifference, headChanges, payloadChanges, type OutputChange } from './namedChanges.ts'

export interface PagePlace {
  site: string
  path: string
}

export interface PageChange extends PagePlace {
  /** What differs, by block and field label; never empty. */
  changes: OutputChange[]
}

export interface BuildDiff {
  added: PagePlace[]
  removed: PagePlace[]
  changed: PageChange[]
  /** Pages each build rendered on its own whose files are nonetheless the same bytes: not changes, only counted. */
  sameBytes: number
}

/** The pages people get of a build: its routes, and the extra pages an export carries (404, posts), by site. */
function pagesOf(buildDir: string): Record<string, Record<string, string>> {
  const routes = readRoutes(buildDir)
  for (const [slug, extras] of Object.entries(readRoutes(buildDir, 'extras.json')))
    routes[slug] = { ...Object.fromEntries(Object.entries(extras).filter(([path]) => !studioOnlyPath(path))), ...routes[slug] }
  return routes
}

const parsed = (payload: string): Record<string, unknown> => JSON.parse(payload) as Record<string, unknown>

/** What differs between two stored renders of one page, by block and field; nothing when their bytes are the same. */
export function pageChanges(before: PageObject, after: PageObject): OutputChange[] {
  if (before.html === after.html && before.payload === after.payload) return []
  const changes = before.payload !== undefined && after.payload !== undefined && before.payload !== after.payload ? payloadChanges(parsed(before.payload), parsed(after.payload)) : []
  if (before.html !== after.html) changes.push(...headChanges(headFacts(before.html), headFacts(after.html)))
  if (changes.length) return changes
  // Neither the content nor the head: the same content rendered by other code.
  return [{ block: 'Page HTML', field: 'the same content, rendered differently (the code of the site changed)', ...firstDifference(before.html, after.html) }]
}

/**
 * What changed from build `a` to build `b` in the files people get: pages (by site and path) added, removed, and
 * changed with what differs named by block and field label. Pages whose inputs are equal share one stored object,
 * so they are the same without reading; pages rendered again into the same bytes are counted, not listed.
 */
export function diffBuilds(outRoot: string, a: string, b: string): BuildDiff {
  const paths = outputPaths(outRoot)
  for (const id of [a, b]) if (!existsSync(join(paths.build(id), 'hosts.json'))) throw new Error(`no build '${id}' in ${paths.builds}`)
  const before = pagesOf(paths.build(a))
  const after = pagesOf(paths.build(b))
  const diff: BuildDiff = { added: [], removed: [], changed: [], sameBytes: 0 }
  for (const site of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const old = before[site] ?? {}
    const now = after[site] ?? {}
    for (const path of Object.keys(now).sort()) {
      if (!(path in old)) diff.added.push({ site, path })
      else if (storedAt(outRoot, old[path]!).key !== storedAt(outRoot, now[path]!).key) {
        const changes = pageChanges(readListedPage(outRoot, old[path]!, `${site}${path} of build ${a}`), readListedPage(outRoot, now[path]!, `${site}${path} of build ${b}`))
        if (changes.length) diff.changed.push({ site, path, changes })
        else diff.sameBytes++
      }
    }
    for (const path of Object.keys(old).sort()) if (!(path in now)) diff.removed.push({ site, path })
  }
  return diff
}

const quoted = (text: string | undefined) => (text === undefined ? '—' : JSON.stringify(text))

export function formatDiff(a: string, b: string, diff: BuildDiff): string {
  const same = diff.sameBytes ? ` (${diff.sameBytes} page${diff.sameBytes === 1 ? '' : 's'} rendered again into the same bytes)` : ''
  if (!diff.added.length && !diff.removed.length && !diff.changed.length) return `builds ${a} and ${b} give people the same pages${same}`
  const lines = [`${a} → ${b}: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed${same}`]
  for (const p of diff.added) lines.push(`  + ${p.site} ${p.path}`)
  for (const p of diff.removed) lines.push(`  - ${p.site} ${p.path}`)
  for (const c of diff.changed) {
    lines.push(`  ~ ${c.site} ${c.path}`)
    for (const change of c.changes)
      lines.push(`      ${change.block} › ${change.field}${change.before !== undefined || change.after !== undefined ? `: ${quoted(change.before)} → ${quoted(change.after)}` : ''}`)
  }
  return lines.join('\n')
}
