import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { readPageIndex } from '../cache/pageIndex.ts'
import { liveBuildId } from '../flipLive.ts'
import { outputPaths } from '../outputPaths.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'
import { listBuilds } from './pruneBuilds.ts'

/** The kinds of record a build keeps (records.json) and a rollback restores; sites are left as they are. */
export const restorableRecords = ['menus', 'brands', 'resorts', 'specials', 'posts', 'factSheets', 'bookingCodeTriggers', 'headTags', 'redirects'] as const
export type RestorableRecord = (typeof restorableRecords)[number]

/** What a build was made from: each published page's version, and the records of each kind. */
export interface BuildContent {
  buildId: string
  pages: { id: string; siteId: string; version: string }[]
  records: Record<RestorableRecord, { id: string }[]>
}

export function buildRecords(meta: SnapshotMeta): BuildContent['records'] {
  return Object.fromEntries(restorableRecords.map((k) => [k, meta[k]])) as unknown as BuildContent['records']
}

/**
 * The content a kept build was made from, read from its page index and records: undefined when the build is not
 * kept, or predates builds keeping their records (it cannot be made again from the database then).
 */
export function readBuildContent(outRoot: string, buildId: string): BuildContent | undefined {
  const dir = outputPaths(outRoot).build(buildId)
  if (!existsSync(join(dir, 'records.json'))) return undefined
  const records = JSON.parse(readFileSync(join(dir, 'records.json'), 'utf8')) as BuildContent['records']
  const pages = [...readPageIndex(dir).values()].map(([id, siteId, version]) => ({ id, siteId, version }))
  return { buildId, pages, records }
}

/** The kept builds, newest first: when each went live, how many pages it has, whether it is live and can be restored. */
export function keptBuilds(outRoot: string): { id: string; made_at: string; pages: number; live: boolean; restorable: boolean }[] {
  const live = liveBuildId(outRoot)
  return listBuilds(outRoot)
    .reverse()
    .map((id) => {
      const dir = outputPaths(outRoot).build(id)
      let pages = 0
      let made = 0
      try {
        const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { pages?: number; timestamp?: number }
        pages = report.pages ?? 0
        made = report.timestamp ?? statSync(dir).mtimeMs
      } catch {
        made = existsSync(dir) ? statSync(dir).mtimeMs : 0
      }
      return { id, made_at: new Date(made).toISOString(), pages, live: id === live, restorable: existsSync(join(dir, 'records.json')) }
    })
}
