import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { Storage } from '../../catalogue/model/storage.ts'
import type { Db } from '../db/openDatabase.ts'
import { insertRecord } from '../entities/entityStore.ts'
import { media } from '../entities/registry.ts'
import { writeMediaFile } from '../media/storeMedia.ts'

/** Demo drawings rendered to photo-sized JPEGs, so the demo shows uploaded media the build resizes. */
const photos = {
  beach: { svg: 'beach.svg', alt: 'White sand beach at sunrise' },
  pool: { svg: 'pool.svg', alt: 'Infinity pool facing the sea' },
} as const

/**
 * Store the demo's uploaded photos under `mediaDir` as an upload would (by SHA-256, with a media record) and
 * return their URLs. Made locally from the site's own demo drawings: nothing is downloaded. With shared storage they
 * go there too, as uploads do, for the instances that did not seed.
 */
export async function seedDemoMedia(db: Db, mediaDir: string, storage?: Storage): Promise<Record<keyof typeof photos, string>> {
  const urls = {} as Record<keyof typeof photos, string>
  for (const [name, { svg, alt }] of Object.entries(photos) as [keyof typeof photos, (typeof photos)[keyof typeof photos]][]) {
    const bytes = await sharp(readFileSync(fileURLToPath(new URL(`../../site/public/demo/${svg}`, import.meta.url))), { density: 216 }).resize({ width: 2400 }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
    const { hash } = await writeMediaFile(mediaDir, bytes, 'jpg', storage)
    const url = `/media/${hash}.jpg`
    await insertRecord(db, media as never, media.schema.parse({ id: hash, name: `${name}.jpg`, type: 'image/jpeg', bytes: bytes.length, url, alt }))
    urls[name] = url
  }
  return urls
}
