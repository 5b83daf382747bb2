import type { Context } from 'hono'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaTypes } from '../../catalogue/model/entities/media.ts'

const byExt = new Map<string, string>(Object.entries(mediaTypes).map(([type, ext]) => [ext, type]))

/** GET /media/<sha256>.<ext>: only names of that exact shape reach the disk, so no path can escape the folder. */
export function serveMedia(mediaDir: string) {
  return async (c: Context) => {
    const match = /^([0-9a-f]{64})\.([a-z0-9]+)$/.exec(c.req.param('file') ?? '')
    const type = match && byExt.get(match[2]!)
    if (!match || !type) return c.text('Not found', 404)
    try {
      const body = await readFile(join(mediaDir, `${match[1]}.${match[2]}`))
      return c.body(body, 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
    } catch {
      return c.text('Not found', 404)
    }
  }
}
