import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import type { ImageSize } from '../../catalogue/fields/fieldKind.ts'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'
import { fillFromStorage } from '../../catalogue/storage/fillFromStorage.ts'
import { outputPaths } from '../outputPaths.ts'
import type { DerivedImage, DerivedSize } from './imageLookup.ts'
import { localMediaFile } from './localMediaFile.ts'
import { focusCrop, readMediaFocus, readSharedMediaFocus } from './mediaFocus.ts'
import { imageIndexFile } from './mergeImageIndex.ts'
import { openSharedImageCache } from './sharedImageCache.ts'

/** Bump when the recipe below changes (format, quality, resize rules): cached files then no longer count. */
const recipe = 'webp-q80-v1'
const type = 'image/webp'
/** Public URL prefix of derived files: under /assets/, which the static server serves from the shared static folder. */
const urlPrefix = '/assets/img/'

export interface ImageDeriverOptions {
  /** Where content-api/media stores uploads by their SHA-256 (DATA_DIR/media). */
  mediaDir: string
  /** The build output root: files go to its shared static folder, the cache index beside it. */
  outRoot: string
  /** Resizes at once; each already uses libvips' threads, so a few are enough. */
  concurrency?: number
  /**
   * Storage shared by instances (STORAGE=s3): uploads made through another instance are fetched into `mediaDir` when
   * first needed, and focal points are read there, where whichever instance moved one wrote it.
   */
  storage?: Storage
  /** Resized files kept across builds with other output folders (`IMAGE_CACHE_DIR`, sharedImageCache.ts). */
  cacheDir?: string
}

export interface ImageDeriver {
  /**
   * The files for one declared size of a local media URL; undefined when the URL is not a local raster image.
   * `single`: only the 1x file (for a fixed-size use such as a social card, never shown on a dense screen).
   */
  derive(url: string, size: ImageSize, fit?: 'contain', single?: boolean): Promise<DerivedSize | undefined>
  /** Write the cache index so the next build finds what this one derived. */
  save(): void
  /** How many files this deriver resized (cache hits are not counted). */
  readonly resized: number
}

type Box = { width: number; height: number }

/** Output size for a declared size, never enlarging: cover keeps the declared aspect, contain and width-only keep the source's. */
function targetBox(source: Box, size: ImageSize, fit: 'contain' | undefined, scale: number): Box | undefined {
  const w = size.width * scale
  const h = size.height === undefined ? undefined : size.height * scale
  let box: Box
  if (h === undefined) box = { width: w, height: (w / source.width) * source.height }
  else if (fit === 'contain') {
    const f = Math.min(w / source.width, h / source.height)
    box = { width: source.width * f, height: source.height * f }
  } else box = { width: w, height: h }
  // How much of that box the source fills without enlarging; a 2x file is only worth it when it fills all of it.
  const s = Math.min(1, source.width / box.width, source.height / box.height)
  if (scale > 1 && s < 1) return undefined
  return { width: Math.max(1, Math.round(box.width * s)), height: Math.max(1, Math.round(box.height * s)) }
}

function limiter(max: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    active++
    try {
      return await task()
    } finally {
      active--
      waiting.shift()?.()
    }
  }
}

/**
 * Derives the resized WebP files of local media for the declared image sizes, each once: the same source, size
 * and recipe resolve to the same file within a build (one promise shared by every page) and across builds (the
 * cache index under the output root). Files are named by the hash of their bytes and live in the shared static
 * folder, which no build prunes, so pages of earlier builds keep loading theirs.
 */
export function createImageDeriver({ mediaDir, outRoot, concurrency = 2, storage, cacheDir }: ImageDeriverOptions): ImageDeriver {
  const dir = join(outputPaths(outRoot).static, urlPrefix.slice(1))
  const indexFile = imageIndexFile(outRoot)
  let index: Record<string, DerivedImage> = {}
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, DerivedImage>
  } catch {
    // No index yet (first build) or an unreadable one: derive again.
  }
  const run = limiter(concurrency)
  const shared = cacheDir ? openSharedImageCache(cacheDir) : undefined
  const sources = new Map<string, Promise<Box>>()
  const files = new Map<string, Promise<DerivedImage>>()
  let resized = 0
  let dirty = false

  function sourceBox(file: string): Promise<Box> {
    let box = sources.get(file)
    if (!box) {
      box = (async () => {
        if (!existsSync(file)) throw new Error(`the media file ${file} does not exist`)
        const meta = await sharp(file).metadata().catch((error: Error) => {
          throw new Error(`the media file is not a readable image (${error.message})`)
        })
        const oriented = meta.autoOrient ?? meta
        if (!oriented.width || !oriented.height) throw new Error('the media file has no pixel size')
        return { width: oriented.width, height: oriented.height }
      })()
      sources.set(file, box)
    }
    return box
  }

  const focusOf = new Map<string, Promise<ReturnType<typeof readMediaFocus>>>()
  async function file(sourceFile: string, hash: string, box: Box, fit: 'contain' | undefined, source: Box): Promise<DerivedImage> {
    // A focal point matters only to a crop; read once per build, and part of the key, so moving it derives new files.
    if (!fit && !focusOf.has(hash)) focusOf.set(hash, storage ? readSharedMediaFocus(storage, hash) : Promise.resolve(readMediaFocus(mediaDir, hash)))
    const focus = fit ? undefined : await focusOf.get(hash)
    const key = `${hash}-${box.width}x${box.height}-${fit ?? 'cover'}${focus ? `-f${focus.x.toFixed(3)},${focus.y.toFixed(3)}` : ''}-${recipe}`
    let found = files.get(key)
    if (!found) {
      found = (async () => {
        const cached = index[key]
        if (cached && existsSync(join(dir, cached.src.slice(urlPrefix.length)))) return cached
        return run(async () => {
          let bytes = shared?.get(key)
          if (!bytes) {
            const crop = focus && focusCrop(source, box, focus)
            const oriented = sharp(sourceFile).rotate()
            const sized = crop ? oriented.resize(crop.resize.width, crop.resize.height, { fit: 'fill' }).extract(crop.extract) : oriented.resize(box.width, box.height, { fit: fit === 'contain' ? 'inside' : 'cover' })
            bytes = await sized
              .webp({ quality: 80 })
              .toBuffer()
              .catch((error: Error) => {
                throw new Error(`the media file could not be resized (${error.message})`)
              })
            resized++
            shared?.put(key, bytes)
          }
          const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.webp`
          const target = join(dir, name)
          if (!existsSync(target)) {
            mkdirSync(dir, { recursive: true })
            const temp = join(dir, `.${name}.${process.pid}.tmp`)
            writeFileSync(temp, bytes)
            renameSync(temp, target)
          }
          const derived = { src: urlPrefix + name, width: box.width, height: box.height }
          index[key] = derived
          dirty = true
          return derived
        })
      })()
      files.set(key, found)
    }
    return found
  }

  return {
    async derive(url, size, fit, single = false) {
      const local = localMediaFile(url, mediaDir)
      if (!local) return undefined
      // A missing upload stays missing: sourceBox below names the file.
      if (storage) await fillFromStorage(storage, mediaKey(basename(local.file)), local.file)
      const source = await sourceBox(local.file)
      const one = targetBox(source, size, fit, 1)!
      const two = single ? undefined : targetBox(source, size, fit, 2)
      const [x1, x2] = await Promise.all([file(local.file, local.hash, one, fit, source), two && file(local.file, local.hash, two, fit, source)])
      return { type, x1, ...(x2 ? { x2 } : {}) }
    },
    save() {
      shared?.prune()
      if (!dirty) return
      const temp = `${indexFile}.${process.pid}.tmp`
      writeFileSync(temp, JSON.stringify(index))
      renameSync(temp, indexFile)
      dirty = false
    },
    get resized() {
      return resized
    },
  }
}
