import { Page, type PageInput } from '../../catalogue/model/page.ts'
import { newId } from '../../catalogue/model/ids.ts'
import type { Db } from '../db/openDatabase.ts'

export interface PageSummary {
  id: string
  site_id: string
  path: string
  locale: string
  title: string
  version: number
  published: boolean
  updated_at: string
}

const now = () => new Date().toISOString()

export async function listPages(db: Db, siteId?: string): Promise<PageSummary[]> {
  let q = db.kysely
    .selectFrom('pages')
    .select(['id', 'site_id', 'path', 'locale', 'title', 'version', 'published_version_id', 'updated_at'])
    .orderBy('site_id')
    .orderBy('path')
  if (siteId) q = q.where('site_id', '=', siteId)
  const rows = await q.execute()
  return rows.map(({ published_version_id, ...r }) => ({ ...r, published: published_version_id !== null }))
}

export async function getPage(db: Db, id: string): Promise<{ page: Page; version: number } | undefined> {
  const row = await db.kysely.selectFrom('pages').select(['draft', 'version']).where('id', '=', id).executeTakeFirst()
  return row && { page: Page.parse(JSON.parse(row.draft)), version: row.version }
}

/** Create a page with its draft, and publish it at once when asked (the demo seed does). */
export async function createPage(db: Db, input: Omit<PageInput, 'id'> & { id?: string; site_id: string }, options: { publish?: boolean } = {}): Promise<Page> {
  const page = Page.parse({ ...input, id: input.id ?? newId() })
  const at = now()
  await db.kysely.transaction().execute(async (tx) => {
    await tx
      .insertInto('pages')
      .values({
        id: page.id,
        site_id: input.site_id,
        path: page.path,
        locale: page.locale,
        title: page.title,
        draft: JSON.stringify(page),
        published_version_id: null,
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .execute()
    if (options.publish) {
      const versionId = newId()
      await tx
        .insertInto('page_versions')
        .values({ id: versionId, page_id: page.id, kind: 'published', name: 'Initial', document: JSON.stringify(page), created_at: at })
        .execute()
      await tx.updateTable('pages').set({ published_version_id: versionId }).where('id', '=', page.id).execute()
    }
  })
  return page
}
