import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, writevSync } from 'node:fs'
import { open, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { threadId } from 'node:worker_threads'
import { unescapeScriptJson } from '../../site/runtime/readPayload.ts'
import { storedAt } from '../outputPaths.ts'
import { ByteSink } from '../render/ByteSink.ts'

/**
 * A stored page as one file, since a render worker spent a fifth of its time making inodes when a page was a
 * folder of two files:
 *   voix-page 1 <htmlBytes> <payload>\n
 *   the HTML, then the payload JSON, both UTF-8
 * <payload> is the payload's bytes after the HTML; '-' for a page without one (404, previews), which is not the
 * same as an empty one; or '@<start>-<end>' for a payload that is in the HTML already, in its payload script
 * between those byte offsets, escaped as the site's escapeScriptJson escapes it. A page made from the fragment
 * cache is stored so: its payload is written once, not twice.
 */
export interface PageObject {
  html: string
  payload?: string
}

/**
 * A page to store: its parts as text, or as the UTF-8 they are stored as; or HTML whose payload script holds the
 * payload between the byte offsets `payloadInHtml`.
 */
export type PageBytes = { html: string | Uint8Array; payload?: string | Uint8Array } | { html: Uint8Array; payloadInHtml: readonly [number, number] }

/** The files a stored page stands for, by the names they are served and exported under. */
export type PageFile = 'index.html' | '_payload.json'

/** Names the format in every header; a reader of another version refuses the file rather than guess. */
export const pageObjectFormat = 'voix-page 1'

const headerPattern = new RegExp(`^${pageObjectFormat} (\\d+) (\\d+|-|@(\\d+)-(\\d+))$`)
// A header of three 15-digit numbers fits; more than this is not a header.
const longestHeader = 64

// Shard folders are few (256) and a worker writes thousands of pages: make each once per process.
const shardsMade = new Set<string>()
let temps = 0

// One sink per thread that every page is encoded into, grown to the largest page: a page is encoded once, in
// one pass (Buffer.byteLength and a string write would each scan it), and large pages do not churn the heap.
const scratch = new ByteSink()
const put = (part: string | Uint8Array) => (typeof part === 'string' ? scratch.text(part) : scratch.write(part))

/** Writes a page in the stored format at `position` of an open file; returns its bytes. */
function writePage(fd: number, position: number, page: PageBytes, file: string): number {
  const payload = 'payload' in page ? page.payload : undefined
  // Bytes are written as they are (a page from the fragment cache is); text is encoded once, into the scratch sink.
  let body: Uint8Array[]
  let htmlBytes: number
  if (typeof page.html !== 'string' && typeof payload !== 'string') {
    body = payload === undefined ? [page.html] : [page.html, payload]
    htmlBytes = page.html.length
  } else {
    scratch.reset()
    put(page.html)
    htmlBytes = scratch.length
    if (payload !== undefined) put(payload)
    body = [scratch.bytes]
  }
  const bodyBytes = body.reduce((n, part) => n + part.length, 0)
  const inHtml = 'payloadInHtml' in page ? page.payloadInHtml : undefined
  if (inHtml && !(inHtml[0] <= inHtml[1] && inHtml[1] <= htmlBytes)) throw new Error(`${file}: the payload's place ${inHtml.join('-')} is not in the page's HTML`)
  const header = Buffer.from(`${pageObjectFormat} ${htmlBytes} ${inHtml ? `@${inHtml[0]}-${inHtml[1]}` : payload === undefined ? '-' : bodyBytes - htmlBytes}\n`, 'latin1')
  const bytes = header.length + bodyBytes
  const written = writevSync(fd, [header, ...body], position)
  if (written !== bytes) throw new Error(`${file}: wrote ${written} of ${bytes} bytes`)
  return written
}

/** Writes the page beside its place and renames it in, so an object is there whole or not at all. Returns its bytes. */
export function writePageObject(file: string, page: PageBytes): number {
  // Process and thread: builds in other processes may write the same object at the same time.
  const temp = `${file}.tmp-${process.pid}-${threadId}-${temps++}`
  const shard = dirname(file)
  if (!shardsMade.has(shard)) {
    mkdirSync(shard, { recursive: true })
    shardsMade.add(shard)
  }
  let fd: number
  try {
    fd = openSync(temp, 'w')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    // The store was removed under a long-lived worker: make its shard again.
    mkdirSync(shard, { recursive: true })
    fd = openSync(temp, 'w')
  }
  let bytes: number
  try {
    bytes = writePage(fd, 0, page, temp)
  } finally {
    closeSync(fd)
  }
  try {
    renameSync(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    // Another writer got there first; the object is named by its inputs, so theirs is the same page.
    if (!existsSync(file)) throw error
  }
  return bytes
}

/**
 * Where a stored page's parts are, from its header at the start of `data`; undefined when there is no header or
 * it does not hold together. `payload.inHtml`: the payload is escaped in the HTML (see PageObject's format).
 */
function layoutOf(data: Buffer): { htmlStart: number; htmlEnd: number; end: number; payload?: { start: number; end: number; inHtml: boolean } } | undefined {
  const newline = data.subarray(0, longestHeader).indexOf(0x0a)
  const match = newline < 0 ? null : headerPattern.exec(data.toString('latin1', 0, newline))
  if (!match) return undefined
  const htmlStart = newline + 1
  const htmlEnd = htmlStart + Number(match[1])
  if (match[2] === '-') return { htmlStart, htmlEnd, end: htmlEnd }
  if (match[3] === undefined) return { htmlStart, htmlEnd, end: htmlEnd + Number(match[2]), payload: { start: htmlEnd, end: htmlEnd + Number(match[2]), inHtml: false } }
  const [start, end] = [htmlStart + Number(match[3]), htmlStart + Number(match[4])]
  return start <= end && end <= htmlEnd ? { htmlStart, htmlEnd, end: htmlEnd, payload: { start, end, inHtml: true } } : undefined
}

function parse(file: string, data: Buffer): PageObject {
  const layout = layoutOf(data)
  if (!layout) throw new Error(`${file} is not a stored page: it does not start with a '${pageObjectFormat}' header that holds together`)
  if (layout.end !== data.length)
    throw new Error(`${file} is not a whole stored page: its header names ${layout.end} bytes but the file has ${data.length}`)
  const html = data.toString('utf8', layout.htmlStart, layout.htmlEnd)
  const { payload } = layout
  if (!payload) return { html }
  const json = data.toString('utf8', payload.start, payload.end)
  return { html, payload: payload.inHtml ? unescapeScriptJson(json) : json }
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

/** The bytes of a page in a pack, from the first bytes read where it starts: its header says how many. */
const packedBytes = (head: Buffer, headBytes: number): number => layoutOf(head.subarray(0, headBytes))?.end ?? 0

/** The page stored at `offset` in a pack (see PageWriter); undefined when the pack is missing. */
export function readPackedPage(file: string, offset: number): PageObject | undefined {
  const data = readPackedBytes(file, offset)
  return data && parse(`${file} at ${offset}`, data)
}

/** The bytes of the page stored at `offset` in a pack, header and all; undefined when the pack is missing. */
function readPackedBytes(file: string, offset: number): Buffer | undefined {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch (error) {
    return missing(error)
  }
  try {
    const head = Buffer.alloc(longestHeader)
    const size = packedBytes(head, readSync(fd, head, 0, longestHeader, offset))
    const data = Buffer.alloc(size)
    return data.subarray(0, readSync(fd, data, 0, size, offset))
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
    const size = packedBytes(head, (await handle.read(head, 0, longestHeader, offset)).bytesRead)
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
  append(page: PageBytes): { offset: number; bytes: number } {
    if (this.fd === undefined) {
      mkdirSync(dirname(this.file), { recursive: true })
      this.fd = openSync(this.file, 'wx')
    }
    const offset = this.offset
    const bytes = writePage(this.fd, offset, page, this.file)
    this.offset += bytes
    return { offset, bytes }
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

/**
 * A stored page's bytes as they are stored, header and all, to store again elsewhere unchanged (a shard's result
 * carries its pages so); undefined when it is missing. Throws on bytes that are not a whole stored page.
 */
export function readStoredRecord(outRoot: string, ref: string): Buffer | undefined {
  const { file, offset } = storedAt(outRoot, ref)
  let data: Buffer | undefined
  if (offset !== undefined) data = readPackedBytes(file, offset)
  else
    try {
      data = readFileSync(file)
    } catch (error) {
      return missing(error)
    }
  if (!data) return undefined
  const layout = layoutOf(data)
  if (!layout || layout.end !== data.length || !data.length) throw new Error(`${file}${offset === undefined ? '' : ` at ${offset}`} is not a whole stored page`)
  return data
}

/**
 * A page a kept build lists: kept builds' pages are never pruned, so a missing one is an error, naming `what` the
 * page is and the file it should be in.
 */
export function readListedPage(outRoot: string, ref: string, what: string): PageObject {
  const page = readStoredPage(outRoot, ref)
  if (!page) throw new Error(`${what} is stored in ${storedAt(outRoot, ref).file}, which is missing`)
  return page
}

/** One file of a stored page; undefined for a payload the page was stored without. */
export function pageObjectFile(object: PageObject, name: PageFile): string | undefined {
  return name === 'index.html' ? object.html : object.payload
}
