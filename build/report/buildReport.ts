import type { BuildProblem } from '../../catalogue/model/buildProblem.ts'

/** A published page a build could not make, where and why (see BuildProblem); `kept`: its last good render stayed live. */
export type SkippedPage = BuildProblem & { kept: boolean }
import { checksSummary, type ContentChecks } from '../checks/buildChecks.ts'
import type { SeoCheckResult } from './seoChecks.ts'

/** The machine-readable build report, written as `builds/<id>/report.json`. */
export interface BuildReport {
  id: string
  timestamp: number
  ms: number
  /** Content pages in the build. */
  pages: number
  rendered: number
  reused: number
  removed: number
  workers: number
  sites: number
  pagesPerSecond: number
  /** Bytes (HTML + payload) of the pages rendered in this build. */
  renderedBytes: number
  /** Top-level elements of rendered pages whose HTML came from the fragment cache instead of React. */
  fragmentsReused: number
  /** The largest pages rendered in this build. */
  largest: { site: string; path: string; bytes: number }[]
  /**
   * The content pages this build rendered (their content, or something they draw on, changed: a shared section, a
   * collection, a linked page), by site slug and path, sorted: at most `renderedListed`; `rendered` counts them all.
   */
  renderedPaths: { site: string; path: string }[]
  /** Published pages this build could not make (see buildSite). */
  skipped: SkippedPage[]
  /** The search and social checks of every page (see seoChecks.ts). */
  seo: SeoCheckResult
  /** The pre-publish checks of the written pages, per page (see build/checks); absent when the build made none. */
  checks?: ContentChecks
  /** A build merged from shards (build/shard): what each shard made and how long it took; `ms` is then the merge's. */
  shards?: ShardSummary[]
}

/** One shard of a merged build, as its runner reported it. */
export interface ShardSummary {
  shard: number
  /** Content pages of the shard's part, rendered or reused, and the extra pages it made. */
  pages: number
  rendered: number
  reused: number
  workers: number
  ms: number
}

/** The largest rendered pages kept for the report. */
export const largestKept = 5
/** The rendered pages the report names (a CDN purge list holds as many: build/changedOutput.ts). */
export const renderedListed = 1000

/**
 * Counts the pages a build renders and keeps only the largest few, so a build of 100,000 pages holds no list of
 * them for its report.
 */
export class RenderedPages {
  count = 0
  bytes = 0
  fragments = 0
  readonly largest: { site: string; path: string; bytes: number }[] = []
  readonly paths: { site: string; path: string }[] = []

  add(page: { site: string; path: string; bytes: number }, fragments = 0): void {
    this.count++
    this.name(page)
    this.bytes += page.bytes
    this.fragments += fragments
    if (this.largest.length === largestKept && page.bytes <= this.largest[largestKept - 1]!.bytes) return
    this.largest.push(page)
    this.largest.sort((a, b) => b.bytes - a.bytes)
    if (this.largest.length > largestKept) this.largest.pop()
  }

  private name(page: { site: string; path: string }): void {
    if (this.paths.length < renderedListed) this.paths.push({ site: page.site, path: page.path })
  }

  /** Adds what another build counted (a shard's part of a merged build). */
  merge(other: { count: number; bytes: number; fragments: number; largest: readonly { site: string; path: string; bytes: number }[]; paths?: readonly { site: string; path: string }[] }): void {
    const named = this.paths.length
    for (const page of other.largest) this.add(page)
    // add() counted and named the largest pages once already; the shard names its pages itself.
    this.paths.length = named
    for (const page of other.paths ?? []) this.name(page)
    this.count += other.count - other.largest.length
    this.bytes += other.bytes - other.largest.reduce((n, p) => n + p.bytes, 0)
    this.fragments += other.fragments
  }
}

export function buildReport(input: {
  id: string
  timestamp: number
  ms: number
  pages: number
  rendered: RenderedPages
  reused: number
  removed: number
  workers: number
  sites: number
  skipped?: SkippedPage[]
  seo: SeoCheckResult
  checks?: ContentChecks
  shards?: ShardSummary[]
}): BuildReport {
  const { rendered, ...rest } = input
  return {
    ...rest,
    rendered: rendered.count,
    pagesPerSecond: Math.round((input.pages / Math.max(input.ms, 1)) * 1000),
    renderedBytes: rendered.bytes,
    fragmentsReused: rendered.fragments,
    largest: [...rendered.largest],
    renderedPaths: [...rendered.paths].sort((a, b) => (a.site === b.site ? (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) : a.site < b.site ? -1 : 1)),
    skipped: input.skipped ?? [],
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The one-screen summary people read after a build. */
export function formatSummary(report: BuildReport): string {
  const lines = [
    `build ${report.id}: ${report.pages} pages on ${report.sites} site(s) in ${(report.ms / 1000).toFixed(2)} s (${report.pagesPerSecond} pages/s, ${report.workers} workers)`,
    `  rendered ${report.rendered} (${report.fragmentsReused} elements from the fragment cache), reused ${report.reused}, removed ${report.removed}`,
  ]
  // Older reports name none.
  const named = report.renderedPaths ?? []
  if (named.length && named.length <= 20) lines.push(`  rendered: ${named.map((p) => `${p.site}${p.path}`).join(', ')}`)
  else if (named.length) lines.push(`  rendered: ${named.slice(0, 10).map((p) => `${p.site}${p.path}`).join(', ')} and ${report.rendered - 10} more (report.json names ${named.length})`)
  if (report.largest.length) {
    lines.push('  largest pages rendered:')
    for (const p of report.largest) lines.push(`    ${kb(p.bytes).padStart(10)}  ${p.site}${p.path}`)
  }
  const skipped = report.skipped ?? []
  if (skipped.length) {
    lines.push(`  ${skipped.length} published page(s) could not be made; fix them in the studio:`)
    for (const p of skipped) lines.push(`    ${p.site ?? '?'}${p.page ?? ''}: ${p.message} (${p.kept ? 'its last good version stays live' : 'left out of this build'})`)
  }
  // Older reports have no checks.
  if (report.seo?.pages) {
    lines.push(`  search and social checks: ${report.seo.pages} page(s) to fix, for example:`)
    for (const issue of report.seo.issues.slice(0, 5)) lines.push(`    ${issue.site}${issue.path}: ${issue.messages[0]}`)
  }
  if (report.shards?.length) {
    const slowest = Math.max(...report.shards.map((s) => s.ms))
    lines.push(`  merged from ${report.shards.length} shards (${report.shards.map((s) => s.pages).join(' + ')} pages); the slowest took ${(slowest / 1000).toFixed(2)} s, the merge ${(report.ms / 1000).toFixed(2)} s`)
  }
  lines.push(...checksSummary(report.checks))
  return lines.join('\n')
}
