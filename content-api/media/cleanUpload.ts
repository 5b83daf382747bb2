import sharp, { type Metadata } from 'sharp'
import type { MediaType } from '../../catalogue/model/entities/media.ts'
import { ApiError } from '../http/ApiError.ts'

/**
 * What an uploaded image may be, checked on its header before any pixel is decoded: a 30000 × 30000 PNG can be
 * 100 KB on the wire and gigabytes once decoded. 16,383 is the most WebP (the build's derivatives) can hold.
 */
export const imageLimits = { side: 16_383, megapixels: 100, frames: 300, animatedMegapixels: 400 } as const

/** Decodes at once, so that a burst of uploads cannot hold more decoded images in memory than this. */
const maxDecoding = 2
let decoding = 0
const waiting: (() => void)[] = []
async function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (decoding >= maxDecoding) await new Promise<void>((resolve) => waiting.push(resolve))
  decoding++
  try {
    return await task()
  } finally {
    decoding--
    waiting.shift()?.()
  }
}

const fmt = (n: number) => n.toLocaleString('en-GB')

/** Why an image's header is refused before decoding, or nothing when it is within the limits. */
export function overLimits(meta: Pick<Metadata, 'width' | 'height' | 'pages' | 'pageHeight'>): string | undefined {
  const frames = meta.pages ?? 1
  const width = meta.width ?? 0
  const height = frames > 1 ? (meta.pageHeight ?? (meta.height ?? 0) / frames) : (meta.height ?? 0)
  if (!width || !height) return 'it has no pixel size'
  const size = `${fmt(width)} × ${fmt(height)} pixels`
  if (width > imageLimits.side || height > imageLimits.side) return `it is ${size}; an image may be at most ${fmt(imageLimits.side)} pixels wide and high`
  if (width * height > imageLimits.megapixels * 1e6) return `it is ${size} (${Math.round((width * height) / 1e6)} megapixels); an image may have at most ${imageLimits.megapixels} megapixels`
  if (frames > imageLimits.frames) return `it has ${fmt(frames)} frames; an animation may have at most ${imageLimits.frames}`
  if (frames > 1 && width * height * frames > imageLimits.animatedMegapixels * 1e6) return `its ${fmt(frames)} frames of ${size} are too many pixels; make the animation shorter or smaller`
  return undefined
}

/** The words of libvips' decoder errors an editor can act on. */
function describeDecodeError(message: string): string {
  if (/premature end|truncat|unexpected end|end of (file|stream|data)|not enough data|read error|out of order/i.test(message)) return 'the file is cut short (it may not have finished uploading or exporting)'
  return 'the file is damaged'
}

/**
 * An uploaded image as it is stored and served: decoded whole within `imageLimits` (a file that does not decode, cut
 * short or damaged, is refused, naming it) and encoded again in its own format, which leaves behind every piece of
 * metadata (EXIF with GPS position, camera and author; XMP; IPTC; comments). Colour is kept as colour: the pixels are
 * converted to sRGB, so no ICC profile, with the text it may carry, is needed. The camera's orientation is applied
 * to the pixels, as the flag that said it is gone. PDF and video are not images and pass through unchanged.
 */
export async function cleanUpload(bytes: Uint8Array, type: MediaType, name: string): Promise<Uint8Array> {
  if (!type.startsWith('image/')) return bytes
  const animated = type === 'image/gif' || type === 'image/webp'
  const options = { failOn: 'warning' as const, limitInputPixels: imageLimits.megapixels * 1e6 * (animated ? imageLimits.frames : 1), ...(animated ? { animated: true } : {}) }
  const refuse = (why: string) => new ApiError(422, `The image '${name}' could not be used: ${why}. Export it again and upload the new file.`)
  let meta: Metadata
  try {
    // The header only: the limits are checked on what it says before anything is decoded.
    meta = await sharp(bytes, { limitInputPixels: false, ...(animated ? { animated: true } : {}) }).metadata()
  } catch (error) {
    throw refuse(describeDecodeError((error as Error).message))
  }
  const over = overLimits(meta)
  if (over) throw new ApiError(413, `The image '${name}' is too large: ${over}. Make it smaller and upload it again.`)
  return oneAtATime(async () => {
    const image = sharp(bytes, options).autoOrient().toColourspace('srgb')
    const encoded =
      type === 'image/jpeg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : type === 'image/png'
          ? image.png({ compressionLevel: 7 })
          : type === 'image/gif'
            ? image.gif()
            : type === 'image/webp'
              ? image.webp({ quality: 90 })
              : image.avif({ quality: 70 })
    try {
      return new Uint8Array(await encoded.toBuffer())
    } catch (error) {
      throw refuse(describeDecodeError((error as Error).message))
    }
  })
}

/** Whether an image carries anything but pixels: what `cleanUpload` leaves out. */
export async function carriesMetadata(bytes: Uint8Array): Promise<boolean> {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  return Boolean(meta.exif || meta.xmp || meta.iptc || meta.icc || meta.comments?.length || meta.tifftagPhotoshop)
}
