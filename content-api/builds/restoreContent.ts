import type { Db } from '../db/openDatabase.ts'
import { withTransaction } from '../db/withTransaction.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { getRecord, insertRecord, listRecords, updateRecord } from '../entities/entityStore.ts'
import { bookingCodeTriggers, brands, factSheets, headTags, menus, posts, redirects, resorts, specials } from '../entities/registry.ts'
import { now } from '../http/clock.ts'
import { pageReadCache } from '../pages/pageReadCache.ts'

/** The content a kept build was made from (build/deploy/buildContent.ts, which this folder may not import). */
export interface RestorableContent {
  buildId: string
  pages: { id: string; siteId: string; version: string }[]
  records: Record<string, { id: string }[]>
}

const configs: Record<string, EntityConfig> = { menus, brands, resorts, specials, posts, factSheets, bookingCodeTriggers, headTags, redirects } as unknown as Record<string, EntityConfig>

export interface Restored {
  /** Pages whose published version changed (put back, or taken off because they were not live then). */
  pages: number
  /** Records put back as they were. */
  records: number
  /** Records made since that build, left as they are (nothing stored is deleted), named. */
  kept: string[]
}

const nameOf = (label: string, doc: Record<string, unknown>) => `${label} “${String(doc.title ?? doc.name ?? doc.code ?? doc.from ?? doc.slug ?? doc.id)}”`

/**
 * Makes the database publish what an earlier build was made from, so the next build (queued by the caller) makes
 * that content live again, and every build after it too, until someone publishes again on purpose. Each page takes
 * back the version it had then (pages published only since are taken off; agents-only pages, which builds do not
 * list, are left alone); each record takes back its content then. Drafts, saved versions and records made since
 * are kept. One transaction: all of it or none.
 */
export async function restoreContent(db: Db, content: RestorableContent): Promise<Restored> {
  const at = now()
  const target = new Map(content.pages.map((p) => [p.id, p.version]))
  const result: Restored = { pages: 0, records: 0, kept: [] }
  const touched: string[] = []
  await withTransaction(db, async (kysely) => {
    const tx: Db = { ...db, kysely }
    const rows = await kysely.selectFrom('pages').select(['id', 'version', 'published_version_id']).execute()
    // Only the versions to be put back are looked up, a few hundred at a time.
    const wantedIds = rows.flatMap((r) => {
      const wanted = target.get(r.id)
      return wanted !== undefined && wanted !== r.published_version_id ? [wanted] : []
    })
    const versions = new Set<string>()
    for (let i = 0; i < wantedIds.length; i += 500)
      for (const v of await kysely.selectFrom('page_versions').select(['id', 'page_id']).where('id', 'in', wantedIds.slice(i, i + 500)).execute()) versions.add(`${v.page_id}:${v.id}`)
    for (const row of rows) {
      const wanted = target.get(row.id)
      if (wanted === row.published_version_id) continue
      let next: string | null
      if (wanted !== undefined) {
        // A version that is no longer stored (or a build from a snapshot folder) cannot be put back: the page stays.
        if (!versions.has(`${row.id}:${wanted}`)) continue
        next = wanted
      } else {
        if (!row.published_version_id) continue
        const live = await kysely.selectFrom('page_versions').select('document').where('id', '=', row.published_version_id).executeTakeFirst()
        if (live && (JSON.parse(live.document) as { access?: string }).access === 'agents') continue
        next = null
      }
      // Links by identity follow the page to the path of the version put back.
      const back = next ? await kysely.selectFrom('page_versions').select('document').where('id', '=', next).executeTakeFirst() : undefined
      const published_path = back ? String((JSON.parse(back.document) as { path?: unknown }).path) : null
      await kysely.updateTable('pages').set({ published_version_id: next, published_path, version: Number(row.version) + 1, updated_at: at }).where('id', '=', row.id).execute()
      touched.push(row.id)
      result.pages++
    }
    for (const [kind, docs] of Object.entries(content.records)) {
      const config = configs[kind]
      if (!config) continue
      const wanted = new Map(docs.map((d) => [d.id, d]))
      const { items } = await listRecords(tx, config, { limit: 1_000_000, offset: 0, order: 'asc', filters: {} })
      for (const stored of items) if (!wanted.has(stored.doc.id)) result.kept.push(nameOf(config.label, stored.doc as Record<string, unknown>))
      for (const doc of wanted.values()) {
        const parsed = config.schema.parse(doc)
        const stored = await getRecord(tx, config, doc.id)
        if (stored && JSON.stringify(stored.doc) === JSON.stringify(parsed)) continue
        if (stored) await updateRecord(tx, config, doc.id, stored.version, parsed)
        else await insertRecord(tx, config, parsed)
        result.records++
      }
    }
  })
  for (const id of touched) pageReadCache(db).drop(id)
  return result
}
