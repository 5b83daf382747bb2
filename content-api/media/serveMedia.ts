import type { Context } from 'hono'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'
import { fillFromStorage } from '../../catalogue/storage/fillFromStorage.ts'
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
    try {
      const body = await readFile(join(mediaDir, name))
      return c.body(body, 200, {
        'Content-Type': type,
        'Cache-Control': options.cacheControl ?? 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
    } catch {
      return c.text('Not found', 404)
    }
  }
}
