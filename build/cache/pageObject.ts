import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { open, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { threadId } from 'node:worker_threads'
import { storedAt } from '../outputPaths.ts'

/**
 * A stored page as one file, since a render worker spent a fifth of its time making inodes when a page was a
 * folder of two files:
 *   voix-page 1 <htmlBytes> <payloadBytes or '-'>\n
 *   the HTML, then the payload JSON, both UTF-8
 * '-' is a page without a payload (404, previews), which is not the same as an empty one.
 */
export interface PageObject {
  html: string
  payload?: string
}

/** The files a stored page stands for, by the names they are served and exported under. */
export type PageFile = 'index.html' | '_payload.json'

/** Names the format in every header; a reader of another version refuses the file rather than guess. */
export const pageObjectFormat = 'voix-page 1'

const headerPattern = new RegExp(`^${pageObjectFormat} (\\d+) (\\d+|-)$`)
// A header of two 15-digit lengths fits; more than this is not a header.
const longestHeader = 64

// Shard folders are few (256) and a worker writes thousands of pages: make each once per process.
const shardsMade = new Set<string>()
let temps = 0

/** A page's bytes as stored, in its own file or in a pack. */
function encode({ html, payload }: PageObject): Buffer {
  const htmlBytes = Buffer.from(html)
  const payloadBytes = payload === undefined ? undefined : Buffer.from(payload)
  const header = Buffer.from(`${pageObjectFormat} ${htmlBytes.length} ${payloadBytes?.length ?? '-'}\n`)
  return Buffer.concat(payloadBytes ? [header, htmlBytes, payloadBytes] : [header, htmlBytes])
}

/** Writes the page beside its place and renames it in, so an object is there whole or not at all. Returns its bytes. */
export function writePageObject(file: string, page: PageObject): number {
  const data = encode(page)
  // Process and thread: builds in other processes may write the same object at the same time.
  const temp = `${file}.tmp-${process.pid}-${threadId}-${temps++}`
  const shard = dirname(file)
  if (!shardsMade.has(shard)) {
    mkdirSync(shard, { recursive: true })
    shardsMade.add(shard)
  }
  try {
    writeFileSync(temp, data)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    // The store was removed under a long-lived worker: make its shard again.
    mkdirSync(shard, { recursive: true })
    writeFileSync(temp, data)
  }
  try {
    renameSync(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    // Another writer got there first; the object is named by its inputs, so theirs is the same page.
    if (!existsSync(file)) throw error
  }
  return data.length
}

function parse(file: string, data: Buffer): PageObject {
  const end = data.subarray(0, longestHeader).indexOf(0x0a)
  const match = end < 0 ? null : headerPattern.exec(data.toString('latin1', 0, end))
  if (!match) throw new Error(`${file} is not a stored page: it does not start with a '${pageObjectFormat}' header`)
  const htmlEnd = end + 1 + Number(match[1])
  const payloadEnd = htmlEnd + (match[2] === '-' ? 0 : Number(match[2]))
  if (payloadEnd !== data.length)
    throw new Error(`${file} is not a whole stored page: its header names ${payloadEnd} bytes but the file has ${data.length}`)
  const html = data.toString('utf8', end + 1, htmlEnd)
  return match[2] === '-' ? { html } : { html, payload: data.toString('utf8', htmlEnd, payloadEnd) }
}

function missing(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
  throw error
}

/** The stored page, or undefined when there is none; throws on a file that is not one. */
export function readPageObject(file: string): PageObject | undefined {
  let data: Buffer
  try {
    data = readFileSync(file)
  } catch (error) {
    return missing(error)
  }
  return parse(file, data)
}

/** readPageObject without blocking a server's other requests. */
export async function readPageObjectAsync(file: string): Promise<PageObject | undefined> {
  const data = await readFile(file).catch(missing)
  return data && parse(file, data)
}

/** The bytes of the page at `offset` in a pack: its header says how many. */
function packedBytes(head: Buffer, headBytes: number): number | undefined {
  const end = head.subarray(0, headBytes).indexOf(0x0a)
  const match = end < 0 ? null : headerPattern.exec(head.toString('latin1', 0, end))
  return match ? end + 1 + Number(match[1]) + (match[2] === '-' ? 0 : Number(match[2])) : undefined
}

/** The page stored at `offset` in a pack (see PageWriter); undefined when the pack is missing. */
export function readPackedPage(file: string, offset: number): PageObject | undefined {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch (error) {
    return missing(error)
  }
  try {
    const head = Buffer.alloc(longestHeader)
    const size = packedBytes(head, readSync(fd, head, 0, longestHeader, offset)) ?? 0
    const data = Buffer.alloc(size)
    return parse(`${file} at ${offset}`, data.subarray(0, readSync(fd, data, 0, size, offset)))
  } finally {
    closeSync(fd)
  }
}

/** readPackedPage without blocking a server's other requests. */
export async function readPackedPageAsync(file: string, offset: number): Promise<PageObject | undefined> {
  const handle = await open(file, 'r').catch(missing)
  if (!handle) return undefined
  try {
    const head = Buffer.alloc(longestHeader)
    const size = packedBytes(head, (await handle.read(head, 0, longestHeader, offset)).bytesRead) ?? 0
    const data = Buffer.alloc(size)
    return parse(`${file} at ${offset}`, data.subarray(0, (await handle.read(data, 0, size, offset)).bytesRead))
  } finally {
    await handle.close()
  }
}

/**
 * Appends pages to one pack file: a full build makes thousands of pages, and on this kind of disk making a file
 * costs far more than writing one (an inode each), so a worker writes its pages of a build one after another
 * into a file of its own, and each page is known by where it starts. A pack is never written again once its
 * writer moves on; a killed build leaves a pack no build refers to, which pruning removes.
 */
export class PageWriter {
  private fd: number | undefined
  private offset = 0

  constructor(readonly file: string) {}

  /** Appends the page; returns where it starts and its bytes. */
  append(page: PageObject): { offset: number; bytes: number } {
    if (this.fd === undefined) {
      mkdirSync(dirname(this.file), { recursive: true })
      this.fd = openSync(this.file, 'wx')
    }
    // Written from the strings as they are: no copy of the page is made to write it.
    const htmlBytes = Buffer.byteLength(page.html)
    const payloadBytes = page.payload === undefined ? undefined : Buffer.byteLength(page.payload)
    const parts: [string, number][] = [[`${pageObjectFormat} ${htmlBytes} ${payloadBytes ?? '-'}\n`, 0], [page.html, htmlBytes]]
    if (payloadBytes !== undefined) parts.push([page.payload!, payloadBytes])
    parts[0]![1] = Buffer.byteLength(parts[0]![0])
    const offset = this.offset
    for (const [text, bytes] of parts) {
      const written = writeSync(this.fd, text, this.offset, 'utf8')
      if (written !== bytes) throw new Error(`${this.file}: wrote ${written} of ${bytes} bytes`)
      this.offset += written
    }
    return { offset, bytes: this.offset - offset }
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd)
    this.fd = undefined
  }
}

/** The page a build's route map refers to (see storedAt); undefined when it is missing. */
export function readStoredPage(outRoot: string, ref: string): PageObject | undefined {
  const { file, offset } = storedAt(outRoot, ref)
  return offset === undefined ? readPageObject(file) : readPackedPage(file, offset)
}

/** readStoredPage without blocking a server's other requests. */
export function readStoredPageAsync(outRoot: string, ref: string): Promise<PageObject | undefined> {
  const { file, offset } = storedAt(outRoot, ref)
  return offset === undefined ? readPageObjectAsync(file) : readPackedPageAsync(file, offset)
}

/** One file of a stored page; undefined for a payload the page was stored without. */
export function pageObjectFile(object: PageObject, name: PageFile): string | undefined {
  return name === 'index.html' ? object.html : object.payload
}
