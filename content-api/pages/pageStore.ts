import type Sqlite from 'better-sqlite3'
import { sql, type Kysely } from 'kysely'
import { newId } from '../../catalogue/model/ids.ts'
import { notLiveReasons } from '../builds/recordNotLive.ts'
import { withinPageSize } from './pageSize.ts'
import { currentVersion } from '../../catalogue/model/migrations/DocumentType.ts'
import { loadPage } from '../../catalogue/model/migrations/loadPage.ts'
import { pageDocument } from '../../catalogue/model/migrations/pageDocument.ts'
import { Page, type PageInput } from '../../catalogue/model/page.ts'
import { constraintError } from '../db/constraintError.ts'
import type { PageSummary } from '../../catalogue/model/pageSummary.ts'
import type { Db } from '../db/openDatabase.ts'
import { makeVersionLive } from './redirectMovedPage.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/ApiError.ts'
import { now } from '../http/clock.ts'
import { withTransaction } from '../db/withTransaction.ts'
import { pageReadCache, type KeptRead, type PageRead } from './pageReadCache.ts'

export type { PageSummary }

export interface StoredPage {
  page: Page
  site_id: string
  version: number
  published_version_id: string | null
  source_page_id: string | null
}

export interface PageListQuery {
  limit: number
  offset: number
  sort: 'path' | 'title' | 'created_at' | 'updated_at' | 'locale'
  order: 'asc' | 'desc'
  q?: string
  site_id?: string
  locale?: string
  path?: string
  published?: 'true' | 'false'
  source_page_id?: string
  author?: string
  /** Only pages of these sites; undefined: all. */
  sites?: string[]
}

const fieldOf = (column: string) => column

export async function listPages(db: Db, query: PageListQuery) {
  let base = db.kysely.selectFrom('pages')
  if (query.site_id) base = base.where('site_id', '=', query.site_id)
  if (query.sites) base = base.where('site_id', 'in', query.sites.length ? query.sites : [''])
  if (query.locale) base = base.where('locale', '=', query.locale)
  if (query.path) base = base.where('path', '=', query.path)
  if (query.source_page_id) base = base.where('source_page_id', '=', query.source_page_id)
  if (query.author) base = base.where('created_by', '=', query.author)
  if (query.published) base = base.where('published_version_id', query.published === 'true' ? 'is not' : 'is', null)
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    // SQLite's LIKE ignores case already; PostgreSQL's needs ILIKE. Either way no function runs on every row.
    const like = db.dialect === 'postgres' ? 'ilike' : 'like'
    // The escape character is named: SQLite has none by default, so '%' and '_' typed by an editor match themselves.
    const matches = (column: 'title' | 'path') => sql<boolean>`${sql.ref(column)} ${sql.raw(like)} ${pattern} escape '\\'`
    base = base.where((eb) => eb.or([matches('title'), matches('path')]))
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'site_id', 'path', 'locale', 'title', 'version', 'published_version_id', 'source_page_id', 'source_version', 'updated_at', 'created_by', 'draft'])
      .orderBy(query.sort, query.order)
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ])
  // A page is live only as the build that made it says (builds/recordNotLive.ts).
  const notLive = await notLiveReasons(db, rows.filter((r) => r.published_version_id !== null).map((r) => r.id))
  // What visitors get of the listed published pages, one query for the screen.
  const liveIds = rows.flatMap((r) => (r.published_version_id ? [r.published_version_id] : []))
  const lives = liveIds.length ? await db.kysely.selectFrom('page_versions').select(['id', 'document']).where('id', 'in', liveIds).execute() : []
  const liveOf = new Map(lives.map((v) => [v.id, v.document]))
  const items: PageSummary[] = rows.map(({ created_by, draft, ...r }) => {
    const reason = notLive.get(r.id)
    return {
      ...r,
      ...(r.published_version_id && liveOf.has(r.published_version_id) ? { draft_changed: !sameForVisitors(draft, liveOf.get(r.published_version_id)!) } : {}),
      author: created_by,
      version: Number(r.version),
      source_version: r.source_version === null ? null : Number(r.source_version),
      published: r.published_version_id !== null,
      open_notes: openNotes(draft),
      ...(reason ? { not_live: reason } : {}),
    }
  })
  return { items, total: Number(count.n), limit: query.limit, offset: query.offset }
}

/**
 * Whether a stored draft shows visitors what the live version does. The two are written apart (the draft without
 * its site, review notes that never reach visitors), so equal texts answer at once and others are compared as the
 * parts a visitor gets.
 */
export function sameForVisitors(draft: string, live: string): boolean {
  if (draft === live) return true
  const visible = (text: string) => {
    const { site_id: _s, review: _r, current_release: _c, ...rest } = JSON.parse(text) as Record<string, unknown>
    return JSON.stringify(rest)
  }
  return visible(draft) === visible(live)
}

/**
 * Open review notes in a stored draft, counted without parsing it (a page list reads up to 500 drafts): only an
 * annotation has a `resolved` field, and the draft is JSON as JSON.stringify writes it.
 */
export const openNotes = (draft: string) => draft.match(/"resolved":false/g)?.length ?? 0

export async function getPage(db: Db, id: string): Promise<StoredPage | undefined> {
  const row = await db.kysely
    .selectFrom('pages')
    .select(['draft', 'schema_version', 'version', 'site_id', 'published_version_id', 'source_page_id'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    page: loadPage({ ...JSON.parse(row.draft), site_id: row.site_id }, Number(row.schema_version)),
    site_id: row.site_id,
    version: Number(row.version),
    published_version_id: row.published_version_id,
    source_page_id: row.source_page_id,
  }
}

/**
 * The draft as the API answers it (GET /api/pages/:id). Reads are the hot path, so the JSON of a draft at the
 * current schema version is spliced from the stored document without parsing it (it was checked when saved); an
 * older one is migrated and parsed (getPage) instead. The answer is kept and re-used
 * while the row is unchanged (pages/pageReadCache.ts says how that is known). Undefined when there is no such page.
 */
export async function getPageJson(db: Db, id: string): Promise<PageRead | undefined> {
  const cache = pageReadCache(db)
  let hit = cache.get(id)
  // A kept read is answered only when it is known to be the row as it is now, for a read that starts after a save
  // answered on any instance: on PostgreSQL once every change notice committed before this read has been handled
  // (a change notice alone can arrive after such a read), otherwise by asking the row's stamp.
  if (hit && (await cache.caughtUp())) {
    const now = cache.get(id)
    if (now) return now
    hit = undefined
  }
  if (hit) {
    const row = await hotQuery<{ version: number | string; updated_at: string }>(db, 'stamp', () => pageStampQuery(db), id)
    if (row && stampOf(row) === hit.stamp) return hit
    cache.drop(id)
    if (!row) return undefined
  }
  const since = cache.begin()
  const row = await hotQuery<{ draft: string; schema_version: number | string; version: number | string; updated_at: string; site_id: string; published_version_id: string | null; source_page_id: string | null }>(
    db,
    'read',
    () => pageReadQuery(db),
    id,
  )
  if (!row) return undefined
  const version = Number(row.version)
  const extra = { site_id: row.site_id, version, published_version_id: row.published_version_id, ...(row.source_page_id ? { source_page_id: row.source_page_id } : {}) }
  const text =
    Number(row.schema_version) === currentPageSchema
      ? `${row.draft.slice(0, row.draft.lastIndexOf('}'))},${JSON.stringify(extra).slice(1)}`
      : JSON.stringify({ ...loadPage({ ...JSON.parse(row.draft), site_id: row.site_id }, Number(row.schema_version)), ...extra })
  const read: KeptRead = { body: utf8.encode(text), site_id: row.site_id, version, stamp: stampOf(row) }
  cache.keep(id, read, since)
  return read
}

const utf8 = new TextEncoder()
const currentPageSchema = currentVersion(pageDocument)
const stampOf = (row: { version: number | string; updated_at: string }) => `${row.version}|${row.updated_at}`

const pageReadQuery = (db: Db) => db.kysely.selectFrom('pages').select(['draft', 'schema_version', 'version', 'updated_at', 'site_id', 'published_version_id', 'source_page_id']).where('id', '=', '')
const pageStampQuery = (db: Db) => db.kysely.selectFrom('pages').select(['version', 'updated_at']).where('id', '=', '')

/**
 * Run one of the hot reads by id. Compiling a Kysely query and preparing it cost more than running it, so on
 * SQLite the statement is prepared once per connection, and on PostgreSQL it is a named prepared statement.
 */
async function hotQuery<Row>(db: Db, name: 'read' | 'stamp', query: () => { compile(): { sql: string } }, id: string): Promise<Row | undefined> {
  const reader = db.sqliteReader
  if (reader) {
    let statements = prepared.get(reader)
    if (!statements) prepared.set(reader, (statements = new Map()))
    let statement = statements.get(name)
    if (!statement) statements.set(name, (statement = reader.prepare(query().compile().sql)))
    return statement.get(id) as Row | undefined
  }
  if (db.pool) {
    const text = (pgSql[name] ??= query().compile().sql)
    return (await db.pool.query({ name: `voix-page-${name}`, text, values: [id] })).rows[0] as Row | undefined
  }
  throw new Error('The database has neither a SQLite connection nor a PostgreSQL pool')
}

const pgSql: Partial<Record<'read' | 'stamp', string>> = {}
const prepared = new WeakMap<Sqlite.Database, Map<string, Sqlite.Statement>>()

/** Drafts are stored without site_id: the row's column is the one truth, added back on every read. */
const stored = (page: Page) => {
  const { site_id: _s, ...rest } = page
  return withinPageSize(JSON.stringify(rest), page.path)
}

/** The page as the API answers it. */
export function presentPage(stored: StoredPage) {
  return {
    ...stored.page,
    site_id: stored.site_id,
    version: stored.version,
    published_version_id: stored.published_version_id,
    ...(stored.source_page_id ? { source_page_id: stored.source_page_id } : {}),
  }
}

export interface CreatePageOptions {
  publish?: boolean
  sourcePageId?: string
  /** The source's version a translation is made from. */
  sourceVersion?: number
  author?: string
}

/** Create a page with its draft, and publish it at once when asked (the demo seed does). */
export async function createPage(db: Db, input: Omit<PageInput, 'id'> & { id?: string; site_id: string }, options: CreatePageOptions = {}): Promise<Page> {
  const page = Page.parse({ ...input, id: input.id ?? newId() })
  const at = now()
  try {
    await withTransaction(db, async (tx) => {
      await tx
        .insertInto('pages')
        .values({
          id: page.id,
          site_id: input.site_id,
          path: page.path,
          locale: page.locale,
          title: page.title,
          draft: stored(page),
          schema_version: currentPageSchema,
          published_version_id: null,
          source_page_id: options.sourcePageId ?? null,
          source_version: options.sourceVersion ?? null,
          created_by: options.author ?? null,
          version: 1,
          created_at: at,
          updated_at: at,
        })
        .execute()
      if (options.publish) {
        const versionId = await insertVersion(tx, page, 'published', 'Initial', options.author, at)
        await tx.updateTable('pages').set({ published_version_id: versionId, published_path: page.path }).where('id', '=', page.id).execute()
      }
    })
  } catch (error) {
    throw constraintError(error, 'page', fieldOf)
  }
  return page
}

export async function insertVersion(tx: Kysely<Database>, page: Page, kind: 'saved' | 'published', name: string, author: string | undefined, at: string): Promise<string> {
  const id = newId()
  await tx.insertInto('page_versions').values({ id, page_id: page.id, kind, name, document: withinPageSize(JSON.stringify(page), page.path), schema_version: currentPageSchema, created_at: at, created_by: author ?? null }).execute()
  return id
}

async function staleOrMissing(db: Db, id: string): Promise<ApiError> {
  const current = await getPage(db, id)
  if (!current) return new ApiError(404, `No page with id '${id}'`)
  return new ApiError(412, `This page was changed by someone else (it is now at version ${current.version}); reload it and apply your change again`, {
    current: presentPage(current),
  })
}

export type SaveKind = 'draft' | 'saved' | 'published'

/**
 * Store a new draft if the stored version is still `expected`, and with it a saved or published version.
 * One transaction: a stale write stores nothing.
 */
export async function savePage(
  db: Db,
  id: string,
  expected: number,
  page: Page,
  kind: SaveKind,
  options: { name?: string; author?: string } = {},
): Promise<{ version: number; versionId?: string }> {
  const at = now()
  let outcome: { version: number; versionId?: string } | undefined
  try {
    outcome = await withTransaction(db, async (tx) => {
      const result = await tx
        .updateTable('pages')
        .set({ draft: stored(page), schema_version: currentPageSchema, path: page.path, locale: page.locale, title: page.title, version: expected + 1, updated_at: at })
        .where('id', '=', id)
        .where('version', '=', expected)
        .executeTakeFirst()
      if (result.numUpdatedRows === 0n) return undefined
      if (kind === 'draft') return { version: expected + 1 }
      const versionId = await insertVersion(tx, page, kind, options.name ?? '', options.author, at)
      if (kind === 'published') {
        const { site_id } = await tx.selectFrom('pages').select('site_id').where('id', '=', id).executeTakeFirstOrThrow()
        await makeVersionLive({ ...db, kysely: tx }, { id, site_id }, { id: versionId, path: page.path })
      }
      return { version: expected + 1, versionId }
    })
  } catch (error) {
    throw constraintError(error, 'page', fieldOf)
  }
  if (!outcome) throw await staleOrMissing(db, id)
  // Before answering: the writer's next read must see what it wrote.
  pageReadCache(db).drop(id)
  return outcome
}

/** Delete a page with its versions (so it is no longer published). Answers whether it was published. */
export async function deletePage(db: Db, id: string, expected: number): Promise<{ wasPublished: boolean }> {
  const before = await getPage(db, id)
  const result = await db.kysely.deleteFrom('pages').where('id', '=', id).where('version', '=', expected).executeTakeFirst()
  pageReadCache(db).drop(id)
  if (result.numDeletedRows === 0n) throw await staleOrMissing(db, id)
  return { wasPublished: Boolean(before?.published_version_id) }
}

/** Take a page off the public site: it keeps its draft and versions, and is no longer published. */
export async function unpublishPage(db: Db, id: string, expected: number): Promise<{ version: number }> {
  const result = await db.kysely
    .updateTable('pages')
    .set({ published_version_id: null, version: expected + 1, updated_at: now() })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst()
  pageReadCache(db).drop(id)
  if (Number(result.numUpdatedRows) === 0) throw await staleOrMissing(db, id)
  return { version: expected + 1 }
}

/** Who made pages, for the page list's author filter: every recorded author of the given sites, by email. */
export async function listPageAuthors(db: Db, sites?: string[]): Promise<string[]> {
  let query = db.kysely.selectFrom('pages').select('created_by').distinct().where('created_by', 'is not', null)
  if (sites) query = query.where('site_id', 'in', sites.length ? sites : [''])
  const rows = await query.orderBy('created_by').execute()
  return rows.map((r) => r.created_by!)
}

export async function listVersions(db: Db, pageId: string) {
  const rows = await db.kysely
    .selectFrom('page_versions')
    .select(['id', 'kind', 'name', 'created_at', 'created_by'])
    .where('page_id', '=', pageId)
    .orderBy('seq', 'desc')
    .execute()
  return rows
}

export async function getVersion(db: Db, pageId: string, versionId: string) {
  const row = await db.kysely
    .selectFrom('page_versions')
    .select(['id', 'kind', 'name', 'created_at', 'created_by', 'document', 'schema_version'])
    .where('page_id', '=', pageId)
    .where('id', '=', versionId)
    .executeTakeFirst()
  if (!row) return undefined
  const { document, schema_version, ...meta } = row
  return { ...meta, page: loadPage(JSON.parse(document), Number(schema_version)) }
}

/**
 * Marks a translation as matching its source's current version (the studio's "Mark as up to date"). A change of
 * the row like any other: it needs the translation's current version and bumps it. Undefined when the page is
 * not a translation or its source is gone.
 */
export async function markTranslationCurrent(db: Db, id: string, expected: number): Promise<{ version: number; source_version: number } | undefined> {
  return withTransaction(db, async (tx) => {
    const row = await tx.selectFrom('pages').select(['source_page_id', 'version']).where('id', '=', id).executeTakeFirst()
    if (!row?.source_page_id) return undefined
    const source = await tx.selectFrom('pages').select('version').where('id', '=', row.source_page_id).executeTakeFirst()
    if (!source) return undefined
    const sourceVersion = Number(source.version)
    const result = await tx
      .updateTable('pages')
      .set({ source_version: sourceVersion, version: expected + 1, updated_at: now() })
      .where('id', '=', id)
      .where('version', '=', expected)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(412, `The page was changed by someone else (it is now at version ${Number(row.version)}); reload it and try again`, { current: { version: Number(row.version) } })
    return { version: expected + 1, source_version: sourceVersion }
  })
}
