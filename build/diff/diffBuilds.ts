import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readListedPage } from '../cache/pageObject.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { outputPaths, storedAt } from '../outputPaths.ts'

export interface PageChange {
  page: string
  /** Where the payloads differ, as paths such as 'page.title' or 'tree.nodes.0.values.copy'. */
  fields: string[]
}

export interface BuildDiff {
  added: string[]
  removed: string[]
  changed: PageChange[]
}

/** Paths at which two JSON values differ; at most `limit` of them. */
export function jsonDifferences(a: unknown, b: unknown, limit = 20, at = ''): string[] {
  if (a === b) return []
  const out: string[] = []
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
  if (!isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b)) return [at || '(root)']
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (out.length >= limit) break
    out.push(...jsonDifferences(a[key], b[key], limit - out.length, at ? `${at}.${key}` : key))
  }
  return out
}

function payload(outRoot: string, ref: string): Record<string, unknown> {
  const json = readListedPage(outRoot, ref, `the page ${ref}`).payload
  if (json === undefined) throw new Error(`the page ${ref} has no payload`)
  const value = JSON.parse(json) as Record<string, unknown>
  // The build id differs between any two builds; it says nothing about the page.
  delete value.buildId
  return value
}

/**
 * What changed from build `a` to build `b`: pages (as site/path) added, removed, and changed with where their
 * payloads differ. Pages whose inputs are equal share one stored object, so they are the same without reading.
 */
export function diffBuilds(outRoot: string, a: string, b: string): BuildDiff {
  const paths = outputPaths(outRoot)
  for (const id of [a, b]) if (!existsSync(join(paths.build(id), 'hosts.json'))) throw new Error(`no build '${id}' in ${paths.builds}`)
  const before = readRoutes(paths.build(a))
  const after = readRoutes(paths.build(b))
  const diff: BuildDiff = { added: [], removed: [], changed: [] }
  for (const slug of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const old = before[slug] ?? {}
    const now = after[slug] ?? {}
    for (const path of Object.keys(now).sort()) {
      const page = `${slug}${path}`
      if (!(path in old)) diff.added.push(page)
      else if (storedAt(outRoot, old[path]!).key !== storedAt(outRoot, now[path]!).key) {
        const fields = jsonDifferences(payload(outRoot, old[path]!), payload(outRoot, now[path]!))
        // Same payload, other key: what changed is outside the payload (the code), so the HTML may differ.
        diff.changed.push({ page, fields: fields.length ? fields : ['(rendering only: same payload)'] })
      }
    }
    for (const path of Object.keys(old).sort()) if (!(path in now)) diff.removed.push(`${slug}${path}`)
  }
  return diff
}

export function formatDiff(a: string, b: string, diff: BuildDiff): string {
  if (!diff.added.length && !diff.removed.length && !diff.changed.length) return `builds ${a} and ${b} have the same pages`
  const lines = [`${a} → ${b}: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed`]
  for (const p of diff.added) lines.push(`  + ${p}`)
  for (const p of diff.removed) lines.push(`  - ${p}`)
  for (const c of diff.changed) lines.push(`  ~ ${c.page}: ${c.fields.join(', ')}`)
  return lines.join('\n')
}
