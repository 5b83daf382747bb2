import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pagesIndexFile, type PagesIndexEntry } from './snapshotSource.ts'

/**
 * Writes a snapshot folder for snapshotDirSource: snapshot.json, pages.ndjson streamed page by page, and the
 * index of every page's id, site, version (the hash of its line, so it changes exactly when the page does) and
 * byte range. Files appear under their final names only once complete.
 */
export class SnapshotDirWriter {
  private readonly pages
  private readonly index: string[] = []
  private offset = 0

  constructor(
    private readonly dir: string,
    /** The snapshot's records without its pages, as snapshot.json holds them (checked when read). */
    meta: object,
  ) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(meta))
    this.pages = createWriteStream(join(dir, 'pages.ndjson.tmp'))
  }

  /** Append one page: its JSON line (without the newline), holding its id and site_id. */
  async add(line: string, id: string, siteId: string): Promise<void> {
    const length = Buffer.byteLength(line)
    const version = createHash('sha1').update(line).digest('hex')
    this.index.push(JSON.stringify([id, siteId, version, this.offset, length] satisfies PagesIndexEntry))
    this.offset += length + 1
    if (!this.pages.write(`${line}\n`)) await once(this.pages, 'drain')
  }

  async close(): Promise<void> {
    this.pages.end()
    await once(this.pages, 'finish')
    writeFileSync(join(this.dir, `${pagesIndexFile}.tmp`), `${JSON.stringify({ bytes: this.offset })}\n${this.index.join('\n')}\n`)
    renameSync(join(this.dir, 'pages.ndjson.tmp'), join(this.dir, 'pages.ndjson'))
    renameSync(join(this.dir, `${pagesIndexFile}.tmp`), join(this.dir, pagesIndexFile))
  }
}
