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
  /** The largest pages rendered in this build. */
  largest: { site: string; path: string; bytes: number }[]
}

export function buildReport(input: {
  id: string
  timestamp: number
  ms: number
  pages: number
  rendered: { site: string; path: string; bytes: number }[]
  reused: number
  removed: number
  workers: number
  sites: number
}): BuildReport {
  const { rendered, ...rest } = input
  const largest = [...rendered].sort((a, b) => b.bytes - a.bytes).slice(0, 5)
  return {
    ...rest,
    rendered: rendered.length,
    pagesPerSecond: Math.round((input.pages / Math.max(input.ms, 1)) * 1000),
    renderedBytes: rendered.reduce((n, r) => n + r.bytes, 0),
    largest,
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The one-screen summary people read after a build. */
export function formatSummary(report: BuildReport): string {
  const lines = [
    `build ${report.id}: ${report.pages} pages on ${report.sites} site(s) in ${(report.ms / 1000).toFixed(2)} s (${report.pagesPerSecond} pages/s, ${report.workers} workers)`,
    `  rendered ${report.rendered}, reused ${report.reused}, removed ${report.removed}`,
  ]
  if (report.largest.length) {
    lines.push('  largest pages rendered:')
    for (const p of report.largest) lines.push(`    ${kb(p.bytes).padStart(10)}  ${p.site}${p.path}`)
  }
  return lines.join('\n')
}
