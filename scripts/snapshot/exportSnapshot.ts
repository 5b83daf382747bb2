import { existsSync, readdirSync } from 'node:fs'
import { SnapshotDirWriter } from '../../build/source/SnapshotDirWriter.ts'
import { readPublishedSource } from '../../content-api/builds/publishedSource.ts'
import type { Db } from '../../content-api/db/openDatabase.ts'

/**
 * Writes the published content of a database into a snapshot folder (snapshot.json, pages.ndjson and its index;
 * see build/README.md): what a build of that database would render, so a team can benchmark and bisect builds on
 * its own content (`npm run bench -- build --corpus <dir>`) and CI can diff two builds of it. Pages are read a
 * thousand at a time, so a large site never sits in memory. A folder that holds anything but an earlier snapshot
 * is refused rather than written into.
 */
export async function exportSnapshot(db: Db, dir: string): Promise<{ pages: number; sites: number }> {
  if (existsSync(dir)) {
    const foreign = readdirSync(dir).filter((name) => !/^(snapshot\.json|pages\.ndjson|pages\.index\.ndjson)(\.tmp)?$/.test(name))
    if (foreign.length) throw new Error(`${dir} holds other files (${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''}): give an empty or new folder, or one an earlier export wrote`)
  }
  const source = await readPublishedSource(db)
  const writer = new SnapshotDirWriter(dir, source.meta)
  let pages = 0
  for await (const batch of source.pages()) {
    const texts = await source.texts(batch)
    for (let i = 0; i < batch.length; i++) await writer.add(texts[i]!, batch[i]!.id, batch[i]!.siteId)
    pages += batch.length
  }
  await writer.close()
  return { pages, sites: source.meta.sites.length }
}
