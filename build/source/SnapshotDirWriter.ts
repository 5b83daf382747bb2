import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPageChecker } from '../render/pageChecker.ts'
import { pagesIndexFile, snapshotFormat, type PagesIndexEntry } from './snapshotSource.ts'

/**
 * Writes a snapshot folder for snapshotDirSource: snapshot.json, pages.ndjson streamed page by page, and the
 * index of every page's id, site, version (the hash of its line, so it changes exactly when the page does) and
 * byte range. Files appear under their final names only once complete.
 *
 * Each page is checked against the page schema here, once, rather than by every build that reads it: a page the
 * schema accepts is written as the schema gives it back (defaults filled in, old forms migrated) and marked checked
 * in the index, so the render workers use its text as it is. A page it rejects is written as it came, unmarked:
 * the build checks it and names what is wrong, and the rest of the snapshot is unaffected.
 */
export class SnapshotDirWriter {
  private readonly pages
  private readonly index: string[] = []
  private offset = 0
  private readonly check = createPageChecker()

  constructor(
    private readonly dir: string,
    /** The snapshot's records without its pages, as snapshot.json holds them (checked when read). */
    meta: object,
  ) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(meta))
    this.pages = createWriteStream(join(dir, 'pages.ndjson.tmp'))
  }

  /**
   * Append one page: its JSON line (without the newline), holding its id and site_id. `as`: the line is copied from
   * a snapshot folder as it was there, marked checked or not as it was, and not checked again.
   */
  async add(text: string, id: string, siteId: string, { as }: { as?: 'checked' | 'unchecked' } = {}): Promise<void> {
    const line = as === 'checked' ? text : as === 'unchecked' ? undefined : this.checked(text)
    const length = Buffer.byteLength(line ?? text)
    const version = createHash('sha1').update(line ?? text).digest('hex')
    const entry: PagesIndexEntry = [id, siteId, version, this.offset, length]
    if (line !== undefined) entry.push(1)
    this.index.push(JSON.stringify(entry))
    this.offset += length + 1
    if (!this.pages.write(`${line ?? text}\n`)) await once(this.pages, 'drain')
  }

  /** The page as the schema gives it back, as JSON; undefined when the schema (or JSON) rejects it. */
  private checked(text: string): string | undefined {
    try {
      return JSON.stringify(this.check(JSON.parse(text)))
    } catch {
      return undefined
    }
  }

  async close(): Promise<void> {
    this.pages.end()
    await once(this.pages, 'finish')
    writeFileSync(join(this.dir, `${pagesIndexFile}.tmp`), `${JSON.stringify({ bytes: this.offset, format: snapshotFormat })}\n${this.index.join('\n')}\n`)
    renameSync(join(this.dir, 'pages.ndjson.tmp'), join(this.dir, 'pages.ndjson'))
    renameSync(join(this.dir, `${pagesIndexFile}.tmp`), join(this.dir, pagesIndexFile))
  }
}
