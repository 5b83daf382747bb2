import { fileTypeFromBuffer } from 'file-type'
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaTypes, type MediaType } from '../../catalogue/model/entities/media.ts'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'
import { ApiError } from '../http/ApiError.ts'
import { diskFullError } from '../http/diskFull.ts'

/** Largest accepted file per type; the upload route refuses bigger bodies before reading them. */
export const mediaLimits: Record<MediaType, number> = {
  'image/jpeg': 15 * 1024 * 1024,
  'image/png': 15 * 1024 * 1024,
  'image/gif': 10 * 1024 * 1024,
  'image/webp': 15 * 1024 * 1024,
  'image/avif': 15 * 1024 * 1024,
  'application/pdf': 20 * 1024 * 1024,
  'video/mp4': 20 * 1024 * 1024,
}
export const maxMediaBytes = Math.max(...Object.values(mediaLimits))

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`

/**
 * What a file really is, from its first bytes (file-type reads the magic numbers), never from its name or
 * the Content-Type the client claimed. SVG is refused: it is a document that can carry script.
 */
export async function detectMedia(bytes: Uint8Array): Promise<{ type: MediaType; ext: string }> {
  if (bytes.length === 0) throw new ApiError(400, 'The file is empty')
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').trimStart().toLowerCase()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg)/.test(head) || head.includes('<svg'))
    throw new ApiError(415, 'SVG files are refused because they can carry scripts; upload a PNG, WebP or AVIF instead')
  const found = await fileTypeFromBuffer(bytes)
  const type = found?.mime as MediaType | undefined
  if (!type || !(type in mediaTypes))
    throw new ApiError(415, `This file type${found ? ` (${found.mime})` : ''} is not accepted; upload JPEG, PNG, GIF, WebP, AVIF, PDF or MP4`)
  if (bytes.length > mediaLimits[type]) throw new ApiError(413, `A ${type} file may be at most ${mb(mediaLimits[type])}; this one is ${mb(bytes.length)}`)
  return { type, ext: mediaTypes[type] }
}

/**
 * Store bytes under their SHA-256 (written to a temporary name, then renamed, so a file is whole or absent). The
 * temporary name is unique to this write: two uploads of the same bytes at once each write their own and the
 * second rename replaces the first's identical file, where a shared name had one rename find nothing (a 500).
 * With shared storage the bytes go there too, before the upload is answered: another instance serving or building
 * with the file fetches it from there, the local folder being only this instance's copy. `keyPrefix` keeps
 * agents-only uploads (`agents/`) apart in shared storage, as they are on disk.
 */
export async function writeMediaFile(dir: string, bytes: Uint8Array, ext: string, storage?: Storage, keyPrefix = ''): Promise<{ hash: string; file: string }> {
  const hash = createHash('sha256').update(bytes).digest('hex')
  const file = join(dir, `${hash}.${ext}`)
  await mkdir(dir, { recursive: true })
  const exists = await stat(file).then(
    () => true,
    () => false,
  )
  if (!exists) {
    const temp = join(dir, `.${hash}.${randomUUID()}.tmp`)
    try {
      await writeFile(temp, bytes)
      await rename(temp, file)
    } catch (error) {
      // A write cut short (a full disk) leaves no part of itself behind.
      await rm(temp, { force: true })
      throw diskFullError(error, 'media') ?? error
    }
  }
  if (storage) {
    const key = mediaKey(`${keyPrefix}${hash}.${ext}`)
    try {
      // Content-addressed: a key already there holds these very bytes.
      if (!(await storage.head(key))) await storage.put(key, bytes, { contentType: mediaTypeOf(ext) })
    } catch (error) {
      // Kept here only, the file would be missing on the other instances: the upload fails, and may be tried again.
      throw new ApiError(503, `The file could not be stored where every server finds it; try again shortly (${(error as Error).message})`)
    }
  }
  return { hash, file }
}

const typesByExt = new Map<string, string>(Object.entries(mediaTypes).map(([type, ext]) => [ext, type]))

/** The media type an upload's extension stands for (uploads are named by the type detected from their bytes). */
export const mediaTypeOf = (ext: string): string | undefined => typesByExt.get(ext)
