import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MediaFocus } from '../../catalogue/model/entities/media.ts'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'

/** Where an upload's focal point is kept beside its bytes (written by content-api/media when an editor sets it). */
export const focusFile = (mediaDir: string, hash: string) => join(mediaDir, `${hash}.focus.json`)

/** An upload's focal point, or undefined for the middle (no file, or one that does not parse). */
export function readMediaFocus(mediaDir: string, hash: string): MediaFocus | undefined {
  try {
    const parsed = MediaFocus.safeParse(JSON.parse(readFileSync(focusFile(mediaDir, hash), 'utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * An upload's focal point as shared storage holds it, for a build on any instance. Read there every time, never from a
 * local copy: unlike the upload's bytes it changes when an editor moves it.
 */
export async function readSharedMediaFocus(storage: Storage, hash: string): Promise<MediaFocus | undefined> {
  const bytes = await storage.get(mediaKey(`${hash}.focus.json`))
  if (!bytes) return undefined
  try {
    const parsed = MediaFocus.safeParse(JSON.parse(Buffer.from(bytes).toString('utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * The region of a source, scaled to cover `box`, that keeps the focal point as central as the edges allow:
 * the resize size and the extract rectangle sharp is given, in place of its centred cover crop.
 */
export function focusCrop(source: { width: number; height: number }, box: { width: number; height: number }, focus: MediaFocus) {
  const scale = Math.max(box.width / source.width, box.height / source.height)
  const width = Math.max(box.width, Math.round(source.width * scale))
  const height = Math.max(box.height, Math.round(source.height * scale))
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max)
  return { resize: { width, height }, extract: { left: clamp(focus.x * width - box.width / 2, width - box.width), top: clamp(focus.y * height - box.height / 2, height - box.height), width: box.width, height: box.height } }
}
