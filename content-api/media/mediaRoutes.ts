import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { MediaName, MediaRecord } from '../../catalogue/model/entities/media.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import type { Db } from '../db/openDatabase.ts'
import { getRecord, insertRecord, present } from '../entities/entityStore.ts'
import { media } from '../entities/registry.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, readQuery } from '../http/parseInput.ts'
import { detectMedia, maxMediaBytes, writeMediaFile } from './storeMedia.ts'

export const UploadQuery = z.object({ name: MediaName, alt: z.string().max(500).default('') }).strict()

/** POST /api/media?name=<file name>&alt=<text>, the file's bytes as the body: 201 the record (200 when the same bytes were stored before). */
export function mediaRoutes(db: Db, mediaDir: string | undefined): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.post(
    '/',
    bodyLimit({
      maxSize: maxMediaBytes,
      onError: () => {
        throw new ApiError(413, `A file may be at most ${maxMediaBytes / 1024 / 1024} MB`)
      },
    }),
    async (c) => {
      requireCan(c, 'content:write')
      const { name, alt } = readQuery(c, UploadQuery)
      if (!mediaDir) throw new ApiError(503, 'Uploads are not set up on this server (no media directory)')
      const bytes = new Uint8Array(await c.req.arrayBuffer())
      const { type, ext } = await detectMedia(bytes)
      const { hash } = await writeMediaFile(mediaDir, bytes, ext)
      const already = async () => {
        const existing = await getRecord(db, media, hash)
        if (existing) c.header('ETag', etag(existing.version))
        return existing && c.json(present(existing), 200)
      }
      const answer = await already()
      if (answer) return answer
      const doc = MediaRecord.parse({ id: hash, name, type, bytes: bytes.length, url: `/media/${hash}.${ext}`, alt })
      try {
        const stored = await insertRecord(db, media, doc)
        c.header('ETag', etag(stored.version))
        return c.json(present(stored), 201)
      } catch (error) {
        // The same bytes uploaded at the same moment: the other upload stored the record first, and it is this one's too.
        if (error instanceof ApiError && error.status === 409) return (await already()) ?? Promise.reject(error)
        throw error
      }
    },
  )
  return routes
}
