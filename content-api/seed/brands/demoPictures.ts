import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { Storage } from '../../../catalogue/model/storage.ts'
import type { Db } from '../../db/openDatabase.ts'
import { insertRecord } from '../../entities/entityStore.ts'
import { media } from '../../entities/registry.ts'
import { writeMediaFile } from '../../media/storeMedia.ts'
import type { Subject } from './BrandFacts.ts'
import { moods, sceneSvg } from './sceneSvg.ts'

/** What each subject shows, for the media library's alt text (pages write their own, naming the resort). */
const described: Record<Subject, string> = {
  beach: 'Palm-lined beach with a sun umbrella and a lounger by the sea',
  pool: 'Pool terrace with loungers and a palm, the sea beyond',
  suite: 'Suite with a made bed and a large window onto the sea',
  restaurant: 'Dinner tables set under lanterns with the sea at dusk',
  spa: 'Stacked spa stones and a folded towel beside a calm pool',
  wedding: 'Wedding arch of flowers on the sand, chairs either side',
  golf: 'Golf green with a flag, palms and the sea behind',
}

/** The drawing a page falls back to when the demo is seeded without a media folder (tests, benchmarks). */
const drawings: Record<Subject, string> = { beach: '/demo/beach.svg', pool: '/demo/pool.svg', suite: '/demo/room.svg', restaurant: '/demo/dining.svg', spa: '/demo/spa.svg', wedding: '/demo/wedding.svg', golf: '/demo/golf.svg' }

export type PictureOf = (subject: Subject, mood: number) => string

/**
 * Cache of rendered pictures across seeds, outside DATA_DIR (which the end-to-end server wipes on each run).
 * Key: sha256 of the scene's SVG text (the file is `<key>.jpg`). Invariant: the file holds sharp's JPEG of that SVG.
 * Bound: one file per distinct scene, 7 subjects × 4 moods at most (28 files, about 3 MB).
 */
const cacheDir = process.env.VOIX_DEMO_PICTURES ?? fileURLToPath(new URL('../../../.voix/demo-pictures/', import.meta.url))

async function render(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('hex')
  const file = join(cacheDir, `${key}.jpg`)
  try {
    return readFileSync(file)
  } catch {
    const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
    mkdirSync(cacheDir, { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    writeFileSync(temp, bytes)
    renameSync(temp, file)
    return bytes
  }
}

/**
 * The demo's photographs: a layered scene per subject in each brand's light, rendered to 1600×900 JPEGs and stored
 * as uploads are (by SHA-256, with a media record), so the build makes every size and the social cards from them.
 * Only the scenes the brands ask for are made. Without a media folder the pages use the site's drawings instead.
 */
export async function seedDemoPictures(db: Db, wanted: readonly [Subject, number][], mediaDir?: string, storage?: Storage): Promise<PictureOf> {
  if (!mediaDir) return (subject) => drawings[subject]
  const urls = new Map<string, string>()
  const key = (subject: Subject, mood: number) => `${subject}:${mood % moods.length}`
  for (const [subject, mood] of wanted) {
    if (urls.has(key(subject, mood))) continue
    const bytes = await render(sceneSvg(subject, mood))
    const { hash } = await writeMediaFile(mediaDir, bytes, 'jpg', storage)
    const url = `/media/${hash}.jpg`
    urls.set(key(subject, mood), url)
    await insertRecord(db, media as never, media.schema.parse({ id: hash, name: `${subject}-${mood % moods.length}.jpg`, type: 'image/jpeg', bytes: bytes.length, url, alt: described[subject] }))
  }
  return (subject, mood) => urls.get(key(subject, mood)) ?? drawings[subject]
}
