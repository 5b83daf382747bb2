import { createReadStream, openSync, closeSync, readFileSync, readSync, existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'

/** Everything of a published snapshot except its pages: small, sent whole to every render worker. */
export type SnapshotMeta = Omit<PublishedSnapshot, 'pages'>

/**
 * One published page as a source lists it. A page with a `version` (an id that changes whenever the page's own
 * content does, like a published version id) also names its `id` and `siteId`: a build that finds the same
 * version in the live build's index reuses its output without reading the page at all. `json` is the page's
 * text (with its site_id) when it came with the listing; otherwise the build asks `texts` for it.
 */
export interface SourcePage {
  id?: string
  siteId?: string
  version?: string
  json?: string
  /** When the page was published, ISO 8601: its sitemap entry's lastmod. */
  publishedAt?: string
}

/**
 * The published content a build reads: the small records in memory, and the pages one at a time as JSON text,
 * so a build of 100,000 pages never holds them all. A page's JSON text is also what its cache key hashes.
 */
export interface SnapshotSource {
  meta: SnapshotMeta
  /** Whether page texts were already parsed by the page schema; otherwise the render workers parse them. */
  validated?: boolean
  /** Every published page, in batches (one await per batch, not per page: a publish lists them all). */
  pages(): AsyncIterable<SourcePage[]>
  /** The texts of listed pages that came without one, in the order asked. */
  texts?(pages: readonly SourcePage[]): Promise<string[]>
  /**
   * Where those texts lie in a file, for a source on disk: the render workers read them there themselves, so the
   * build process neither decodes nor copies them.
   */
  places?(pages: readonly SourcePage[]): TextPlace[]
}

/** A page's text as a range of bytes of a UTF-8 file; `checked`: its writer checked it (see SnapshotDirWriter). */
export interface TextPlace {
  file: string
  offset: number
  length: number
  checked?: true
}

export function snapshotSource(snapshot: PublishedSnapshot): SnapshotSource {
  const { pages, ...meta } = snapshot
  return {
    meta,
    validated: true,
    async *pages() {
      for (let i = 0; i < pages.length; i += 64) yield pages.slice(i, i + 64).map((page) => ({ json: JSON.stringify(page) }))
    },
  }
}

/**
 * The index beside pages.ndjson: a header line `{"bytes", "format"}`, then per page line
 * [id, site_id, version, offset, length] and, from format 2, a sixth item 1 when its writer checked the page.
 */
export const pagesIndexFile = 'pages.index.ndjson'
export type PagesIndexEntry = [id: string, siteId: string, version: string, offset: number, length: number, checked?: 1]
/**
 * The snapshot folder's format: 1 (no `format` in the header, written before pages were checked when written:
 * still read, every page checked by the build), 2 (pages checked when written). A newer one is refused by name.
 */
export const snapshotFormat = 2

/**
 * A snapshot on disk as a folder: `snapshot.json` (the snapshot without its pages), `pages.ndjson` (one page
 * per line, each with its site_id) and optionally `pages.index.ndjson` (see SnapshotDirWriter), which lists each
 * page's id, site, version and place in pages.ndjson. With the index a build reads only the pages it renders;
 * without it, every page's text goes to the render workers. Pages are parsed by the render workers.
 */
export function snapshotDirSource(dir: string): SnapshotSource {
  const snapshotFile = join(dir, 'snapshot.json')
  const parsed = PublishedSnapshot.safeParse({ pages: [], ...JSON.parse(readFileSync(snapshotFile, 'utf8')) })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`${snapshotFile}: ${issue.path.join('.')}: ${issue.message}`)
  }
  const { pages: _pages, ...meta } = parsed.data
  const pagesFile = join(dir, 'pages.ndjson')
  const indexFile = join(dir, pagesIndexFile)
  if (!existsSync(indexFile)) {
    return {
      meta,
      async *pages() {
        const lines = createInterface({ input: createReadStream(pagesFile, 'utf8'), crlfDelay: Infinity })
        const batch: SourcePage[] = []
        for await (const line of lines) {
          if (line.trim()) batch.push({ json: line })
          if (batch.length === 64) yield batch.splice(0)
        }
        if (batch.length) yield batch
      },
    }
  }
  const offsets = new Map<string, [number, number, boolean]>()
  return {
    meta,
    async *pages() {
      // Read whole: ~90 bytes a page, and one read is several times faster than a line reader.
      const lines = readFileSync(indexFile, 'utf8').split('\n')
      // A pages.ndjson rewritten without its index must not be built from stale versions.
      const { bytes, format = 1 } = JSON.parse(lines[0]!) as { bytes: number; format?: unknown }
      if (format !== 1 && format !== snapshotFormat)
        throw new Error(`${indexFile} is snapshot format ${JSON.stringify(format)}, which this version of Voix cannot read (it reads formats 1 to ${snapshotFormat}): export the snapshot again with this version ('npm run snapshot -- export <dir>')`)
      const size = statSync(pagesFile).size
      if (bytes !== size) throw new Error(`${indexFile} does not match ${pagesFile} (written for ${bytes} bytes, it has ${size}): write both together`)
      for (let from = 1; from < lines.length; from += 1000) {
        const batch: SourcePage[] = []
        for (let n = from; n < Math.min(from + 1000, lines.length); n++) {
          if (!lines[n]) continue
          const entry = JSON.parse(lines[n]!) as PagesIndexEntry
          if (!Array.isArray(entry) || entry.length < 5 || entry.length > (format === 1 ? 5 : 6)) throw new Error(`${indexFile}: line ${n + 1} is not [id, site_id, version, offset, length${format === 1 ? '' : ', checked'}]`)
          const [id, siteId, version, offset, length, checked] = entry
          // Format 1 had no checked mark; only a writer that checks its pages sets it (see SnapshotDirWriter).
          offsets.set(id, [offset, length, checked === 1])
          batch.push({ id, siteId, version })
        }
        yield batch
      }
    },
    places(pages) {
      return pages.map((p) => {
        const at = offsets.get(p.id!)
        if (!at) throw new Error(`${indexFile} lists no page '${p.id}'`)
        return { file: pagesFile, offset: at[0], length: at[1], ...(at[2] ? { checked: true as const } : {}) }
      })
    },
    async texts(pages) {
      const fd = openSync(pagesFile, 'r')
      try {
        return pages.map((p) => {
          const at = offsets.get(p.id!)
          if (!at) throw new Error(`${indexFile} lists no page '${p.id}'`)
          const buffer = Buffer.allocUnsafe(at[1])
          readSync(fd, buffer, 0, at[1], at[0])
          return buffer.toString('utf8')
        })
      } finally {
        closeSync(fd)
      }
    },
  }
}
