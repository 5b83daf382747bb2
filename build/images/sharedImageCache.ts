import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

/** The most files the folder keeps; past it, the least recently used go when a build has added some. */
export const sharedImageCacheMaxFiles = 20_000

export interface SharedImageCache {
  /** The bytes derived earlier for this key (by any build on this machine), or undefined. */
  get(key: string): Buffer | undefined
  /** Keep the bytes derived for this key for later builds. */
  put(key: string, bytes: Buffer): void
  /** Remove the least recently used files past the bound; only when this build added files. */
  prune(): void
}

/**
 * Resized images kept between builds whose output folders differ (`IMAGE_CACHE_DIR`): a clean CI runner, a restored
 * DATA_DIR or a new checkout finds there what an earlier build on the machine made instead of resizing again.
 * Invariant: a file is named by the hash of the deriver's key (the upload's SHA-256, the box, fit, focal point and
 * recipe) and of libvips' version, so it holds exactly the bytes this deriver would make now. Bound:
 * `sharedImageCacheMaxFiles`, the least recently used (by mtime, touched on every hit) removed past it.
 * Best effort: a folder that cannot be read or written (full, read-only) only means resizing again.
 */
export function openSharedImageCache(dir: string, maxFiles = sharedImageCacheMaxFiles): SharedImageCache {
  const fileOf = (key: string) => join(dir, `${createHash('sha256').update(`${key}\0vips-${sharp.versions.vips}`).digest('hex').slice(0, 32)}.webp`)
  let added = false
  return {
    get(key) {
      const file = fileOf(key)
      try {
        const bytes = readFileSync(file)
        const now = new Date()
        utimesSync(file, now, now)
        return bytes
      } catch {
        return undefined
      }
    },
    put(key, bytes) {
      const file = fileOf(key)
      const temp = `${file}.${process.pid}.tmp`
      try {
        mkdirSync(dir, { recursive: true })
        writeFileSync(temp, bytes)
        renameSync(temp, file)
        added = true
      } catch {
        try {
          unlinkSync(temp)
        } catch {
          // Never written.
        }
      }
    },
    prune() {
      if (!added) return
      added = false
      try {
        const files = readdirSync(dir).filter((name) => name.endsWith('.webp'))
        if (files.length <= maxFiles) return
        const byAge = files.map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs })).sort((a, b) => a.at - b.at)
        for (const { name } of byAge.slice(0, files.length - maxFiles)) unlinkSync(join(dir, name))
      } catch {
        // Another build pruned at the same time, or the folder went away: the next build prunes again.
      }
    },
  }
}
