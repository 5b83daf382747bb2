import { releaseRecordLabels, type Release, type ReleaseRecord } from '../../catalogue/model/entities/release.ts'
import type { Db } from '../db/openDatabase.ts'
import { deleteRecord, getRecord, insertRecord, updateRecord, type Stored } from '../entities/entityStore.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { releases } from '../entities/registry.ts'
import { ApiError } from '../http/ApiError.ts'
import { now } from '../http/clock.ts'
import { pageReadCache } from '../pages/pageReadCache.ts'
import { makeVersionLive } from '../pages/redirectMovedPage.ts'
import { markCurrentRelease } from './currentRelease.ts'
import { recordKey } from './releaseContent.ts'
import { releaseRecordConfigs } from './releaseItemRoutes.ts'

type Previous = { pages: Map<string, string | null>; records: Map<string, { item: ReleaseRecord; before: Stored<{ id: string }> | undefined; written: number }> }

/** A record of the release as it goes live: refused, with nothing changed, when it was saved elsewhere since it was added. */
async function writeRecord(tx: Db, release: Release, item: ReleaseRecord, previous: Previous): Promise<void> {
  const config = releaseRecordConfigs[item.kind] as EntityConfig<{ id: string }>
  const current = await getRecord<{ id: string }>(tx, config, item.id)
  if ((current?.version ?? null) !== item.base_version)
    throw new ApiError(
      409,
      `The ${releaseRecordLabels[item.kind]} “${item.label}” was ${current ? 'saved' : 'deleted'} since it was added to the release '${release.name}'; nothing was published. Open it, check it and add it to the release again (the release then needs a new approval)`,
    )
  const doc = config.schema.parse(item.doc)
  const written = current ? (await updateRecord(tx, config, item.id, current.version, doc)).version : (await insertRecord(tx, config, doc)).version
  previous.records.set(recordKey(item), { item, before: current, written })
}

/**
 * Every page of the release takes the release's version as its published one, and the release becomes
 * published, in one transaction: the next build carries all of them or, if the write fails, none. The caller
 * then enqueues that build, which goes live by one pointer flip.
 */
export async function publishRelease(db: Db, stored: Stored<Release>, expected: number, by: NonNullable<Release['published']>): Promise<{ saved: Stored<Release>; previous: Previous }> {
  const release = stored.doc
  const at = now()
  const previous: Previous = { pages: new Map(), records: new Map() }
  const saved = await updateRecord<Release>(db, releases, release.id, expected, { ...release, status: 'published', published: by }, {}, async (tx) => {
    for (const item of release.records) await writeRecord(tx, release, item, previous)
    for (const { page_id, version_id } of release.pageVersions) {
      const version = await tx.kysely.selectFrom('page_versions').select('document').where('id', '=', version_id).where('page_id', '=', page_id).executeTakeFirst()
      const page = await tx.kysely.selectFrom('pages').select(['site_id', 'version', 'published_version_id']).where('id', '=', page_id).executeTakeFirst()
      if (!version || !page) throw new ApiError(409, `A page of the release '${release.name}' or its version was deleted; remove it from the release and publish again`)
      previous.pages.set(page_id, page.published_version_id)
      const path = (JSON.parse(version.document) as { path: string }).path
      await makeVersionLive(tx, { id: page_id, site_id: page.site_id }, { id: version_id, path }, { version: Number(page.version) + 1, updated_at: at })
    }
  })
  for (const { page_id } of release.pageVersions) pageReadCache(db).drop(page_id)
  await markCurrentRelease(
    db,
    release.pageVersions.map((i) => i.page_id),
  )
  return { saved, previous }
}

/**
 * The build that was to put a release live failed, so nothing of it is live: its pages take back the versions
 * they had (those not published again since) and the release is approved again, to be published once fixed.
 */
export async function revertRelease(db: Db, saved: Stored<Release>, previous: Previous): Promise<void> {
  const { published: _p, ...release } = saved.doc
  const at = now()
  await updateRecord<Release>(db, releases, release.id, saved.version, { ...release, status: 'approved' }, {}, async (tx) => {
    // Records not saved again since take back what they held (a new one goes again).
    for (const { item, before, written } of previous.records.values()) {
      const config = releaseRecordConfigs[item.kind] as EntityConfig<{ id: string }>
      const current = await getRecord(tx, config, item.id)
      if (current?.version !== written) continue
      if (before) await updateRecord(tx, config, item.id, written, before.doc)
      else await deleteRecord(tx, config, item.id, written)
    }
    for (const { page_id, version_id } of release.pageVersions) {
      const page = await tx.kysely.selectFrom('pages').select(['version', 'published_version_id']).where('id', '=', page_id).executeTakeFirst()
      if (!page || page.published_version_id !== version_id) continue
      await tx.kysely
        .updateTable('pages')
        .set({ published_version_id: previous.pages.get(page_id) ?? null, version: Number(page.version) + 1, updated_at: at })
        .where('id', '=', page_id)
        .execute()
    }
  })
  for (const { page_id } of release.pageVersions) pageReadCache(db).drop(page_id)
  await markCurrentRelease(
    db,
    release.pageVersions.map((i) => i.page_id),
  )
}
