import { createReadStream, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'

/** Everything of a published snapshot except its pages: small, sent whole to every render worker. */
export type SnapshotMeta = Omit<PublishedSnapshot, 'pages'>

/**
 * The published content a build reads: the small records in memory, and the pages one at a time as JSON text,
 * so a build of 100,000 pages never holds them all. A page's JSON text is also what its cache key hashes.
 */
export interface SnapshotSource {
  meta: SnapshotMeta
  pages(): AsyncIterable<string>
}

export function snapshotSource(snapshot: PublishedSnapshot): SnapshotSource {
  const { pages, ...meta } = snapshot
  return {
    meta,
    async *pages() {
      for (const page of pages) yield JSON.stringify(page)
    },
  }
}

/**
 * A snapshot on disk as a folder: `snapshot.json` (the snapshot without its pages) and `pages.ndjson` (one page
 * per line, each with its site_id). The scale generator writes this; pages are parsed by the render workers.
 */
export function snapshotDirSource(dir: string): SnapshotSource {
  const parsed = PublishedSnapshot.safeParse({ pages: [], ...JSON.parse(readFileSync(join(dir, 'snapshot.json'), 'utf8')) })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`${join(dir, 'snapshot.json')}: ${issue.path.join('.')}: ${issue.message}`)
  }
  const { pages: _pages, ...meta } = parsed.data
  return {
    meta,
    async *pages() {
      const lines = createInterface({ input: createReadStream(join(dir, 'pages.ndjson'), 'utf8'), crlfDelay: Infinity })
      for await (const line of lines) if (line.trim()) yield line
    },
  }
}
