import type { Context } from 'hono'
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { MediaType } from '../../catalogue/model/entities/media.ts'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'
import { fillFromStorage } from '../../catalogue/storage/fillFromStorage.ts'
import { carriesMetadata, cleanUpload } from './cleanUpload.ts'
import { mediaTypeOf } from './storeMedia.ts'

/**
 * GET /media/<sha256>.<ext>: only names of that exact shape reach the disk, so no path can escape the folder. With
 * shared storage the folder is this instance's copy: a file uploaded through another instance is fetched into it on
 * the first request (uploads never change, so a copy once made is good for ever). Agents-only uploads are served
 * the same way from their own folder and key prefix, behind the portal's sign-in, and never kept by a shared cache.
 */
export function serveMedia(mediaDir: string, storage?: Storage, options: { keyPrefix?: string; cacheControl?: string } = {}) {
  return async (c: Context) => {
    const match = /^([0-9a-f]{64})\.([a-z0-9]+)$/.exec(c.req.param('file') ?? '')
    const type = match && mediaTypeOf(match[2]!)
    if (!match || !type) return c.text('Not found', 404)
    const name = `${match[1]}.${match[2]}`
    if (storage) {
      let found: boolean
      try {
        found = await fillFromStorage(storage, mediaKey(`${options.keyPrefix ?? ''}${name}`), join(mediaDir, name))
      } catch {
        // A bucket that cannot be reached is not a missing file: a 404 would be cached as one.
        return c.text('The media store cannot be reached just now; try again shortly', 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' })
      }
      if (!found) return c.text('Not found', 404)
    }
    let body: Uint8Array<ArrayBuffer>
    try {
      body = await readFile(join(mediaDir, name))
    } catch {
      return c.text('Not found', 404)
    }
    try {
      body = await withoutMetadata(mediaDir, name, type, body)
    } catch {
      // Stored before uploads were decoded on arrival, and not an image after all: not shown rather than shown as it came.
      return c.text('This file cannot be shown', 404)
    }
    return c.body(body, 200, {
      'Content-Type': type,
      'Cache-Control': options.cacheControl ?? 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
  }
}

/**
 * Files stored before uploads were cleaned on arrival may still carry where and with what they were taken: they are
 * served cleaned, as an upload is now stored, from a copy made once beside them (`.clean/`, which no URL reaches).
 * Key: the file's name (its hash); invariant: a stored file never changes, so neither does its answer; bound: one
 * entry a stored file, at most `checkedBound`, then forgotten whole (each is checked again, at the cost of a read).
 */
const checked = new Map<string, boolean>()
const checkedBound = 50_000
async function withoutMetadata(mediaDir: string, name: string, type: string, body: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  if (!type.startsWith('image/')) return body
  const dirty = checked.get(name) ?? (await carriesMetadata(body))
  if (checked.size >= checkedBound) checked.clear()
  checked.set(name, dirty)
  if (!dirty) return body
  const copy = join(mediaDir, '.clean', name)
  const made = await readFile(copy).catch(() => undefined)
  if (made) return made
  const clean = new Uint8Array(await cleanUpload(body, type as MediaType, name))
  const temp = `${copy}.${randomUUID()}.tmp`
  try {
    await mkdir(dirname(copy), { recursive: true })
    await writeFile(temp, clean)
    await rename(temp, copy)
  } catch {
    // No room for the copy (a full disk): served cleaned all the same, and made again next time.
    await rm(temp, { force: true })
  }
  return clean
}
