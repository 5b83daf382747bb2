import { join } from 'node:path'
import { mediaUrlPattern } from '../../catalogue/model/entities/media.ts'

/** Uploaded raster formats the build resizes. GIF stays as uploaded: resizing would keep only its first frame. */
const resizable = new Set(['jpg', 'png', 'webp', 'avif'])

/**
 * The stored file behind a local media URL (`/media/<sha256>.<ext>`, as content-api/media stores it), or
 * undefined for anything the build leaves as it is: external URLs, site files such as /demo/*.svg, PDFs, videos.
 */
export function localMediaFile(url: string, mediaDir: string): { hash: string; file: string } | undefined {
  const match = mediaUrlPattern.exec(url)
  if (!match || !resizable.has(match[2]!)) return undefined
  return { hash: match[1]!, file: join(mediaDir, `${match[1]}.${match[2]}`) }
}
