import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SnapshotDirWriter } from '../../build/source/SnapshotDirWriter.ts'
import { readPublishedSource } from '../../content-api/builds/publishedSource.ts'
import type { Db } from '../../content-api/db/openDatabase.ts'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'

/** The folder of a snapshot that holds the uploads its content shows; a build from the snapshot reads them there. */
export const snapshotMediaFolder = 'media'

// Uploads as content names them (content-api/media stores them by their hash): `/media/<sha256>.<ext>`.
const uploadReference = /\/media\/([0-9a-f]{64})\.([a-z0-9]{1,5})\b/g

export interface ExportedSnapshot {
  pages: number
  sites: number
  /** Uploads copied into the snapshot's media folder. */
  media: number
  /** Uploads the content names that neither the media folder nor the shared storage has (`/media/<file>`). */
  missingMedia: string[]
}

/** Copies one upload (and its focal point, which crops depend on) into the snapshot; false when it is nowhere. */
async function carryUpload(file: string, to: string, mediaDir: string | undefined, storage: Storage | undefined): Promise<boolean> {
  for (const name of [file, `${file.slice(0, 64)}.focus.json`]) {
    const local = mediaDir && join(mediaDir, name)
    if (local && existsSync(local)) copyFileSync(local, join(to, name))
    else {
      const bytes = await storage?.get(mediaKey(name))
      if (bytes) writeFileSync(join(to, name), bytes)
      else if (name === file) return false
    }
  }
  return true
}

/**
 * Writes the published content of a database into a snapshot folder (snapshot.json, pages.ndjson and its index,
 * and `media/` with every upload the content shows; see build/README.md): what a build of that database would
 * render, so a team can benchmark and bisect builds on its own content (`npm run bench -- build --corpus <dir>`),
 * and CI can build, shard and diff it on a machine that has neither the database nor its uploads. Pages are read a
 * thousand at a time, so a large site never sits in memory. A folder that holds anything but an earlier snapshot
 * is refused rather than written into.
 */
export async function exportSnapshot(db: Db, dir: string, { mediaDir, storage }: { mediaDir?: string; storage?: Storage } = {}): Promise<ExportedSnapshot> {
  if (existsSync(dir)) {
    const foreign = readdirSync(dir).filter((name) => !/^(snapshot\.json|pages\.ndjson|pages\.index\.ndjson|media)(\.tmp)?$/.test(name))
    if (foreign.length) throw new Error(`${dir} holds other files (${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''}): give an empty or new folder, or one an earlier export wrote`)
  }
  const source = await readPublishedSource(db)
  const writer = new SnapshotDirWriter(dir, source.meta)
  const uploads = new Set<string>()
  const collect = (text: string) => {
    for (const [, hash, ext] of text.matchAll(uploadReference)) uploads.add(`${hash}.${ext}`)
  }
  collect(JSON.stringify(source.meta))
  let pages = 0
  for await (const batch of source.pages()) {
    const texts = await source.texts(batch)
    for (let i = 0; i < batch.length; i++) {
      collect(texts[i]!)
      await writer.add(texts[i]!, batch[i]!.id, batch[i]!.siteId)
    }
    pages += batch.length
  }
  // The uploads are gathered beside their place and put in whole, as the pages are.
  const temp = join(dir, `${snapshotMediaFolder}.tmp`)
  rmSync(temp, { recursive: true, force: true })
  mkdirSync(temp, { recursive: true })
  const missingMedia: string[] = []
  for (const file of [...uploads].sort()) if (!(await carryUpload(file, temp, mediaDir, storage))) missingMedia.push(`/media/${file}`)
  await writer.close()
  rmSync(join(dir, snapshotMediaFolder), { recursive: true, force: true })
  renameSync(temp, join(dir, snapshotMediaFolder))
  return { pages, sites: source.meta.sites.length, media: uploads.size - missingMedia.length, missingMedia }
}

/** The uploads a build from this snapshot folder reads: its own media folder when it carries one. */
export function snapshotMediaDir(dir: string): string | undefined {
  const media = join(dir, snapshotMediaFolder)
  return existsSync(media) ? media : undefined
}
