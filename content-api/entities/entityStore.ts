import type { Kysely } from 'kysely'
import { newId } from '../../catalogue/model/ids.ts'
import { currentVersion } from '../../catalogue/model/migrations/DocumentType.ts'
import { migrateDocument } from '../../catalogue/model/migrations/migrateDocument.ts'
import { recordDocument } from '../../catalogue/model/migrations/recordDocuments.ts'
import { constraintError, missingReferences } from '../db/constraintError.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { now } from '../http/clock.ts'
import { withTransaction } from '../db/withTransaction.ts'
import type { EntityConfig } from './EntityConfig.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as unknown as Kysely<any>

export interface Stored<D> {
  doc: D
  version: number
  created_at: string
  updated_at: string
}

export interface ListQuery {
  limit: number
  offset: number
  sort?: string
  order: 'asc' | 'desc'
  q?: string
  filters: Record<string, string>
  /** Only records of these sites (or of none); undefined: all. */
  sites?: string[]
}

export const fieldOf = <D extends { id: string }>(config: EntityConfig<D>, column: string) => config.columns[column]?.field ?? column

function load<D extends { id: string }>(config: EntityConfig<D>, row: Record<string, unknown>): Stored<D> {
  const raw = config.fromRow ? config.fromRow(row) : JSON.parse(row.document as string)
  // Stored documents carry their schema version (migration 0005) and are migrated on every load.
  const doc = migrateDocument(recordDocument(config.name), raw, Number(row.schema_version ?? 1))
  return { doc: config.schema.parse(doc), version: Number(row.version), created_at: String(row.created_at), updated_at: String(row.updated_at) }
}

function columnValues<D extends { id: string }>(config: EntityConfig<D>, doc: D): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(config.noDocument ? {} : { document: JSON.stringify(doc) }), schema_version: currentVersion(recordDocument(config.name)) }
  for (const [name, column] of Object.entries(config.columns)) {
    const value = column.from(doc)
    out[name] = column.type === 'boolean' ? (value ? 1 : 0) : value
  }
  return out
}

export async function getRecord<D extends { id: string }>(db: Db, config: EntityConfig<D>, id: string): Promise<Stored<D> | undefined> {
  const row = await anyDb(db).selectFrom(config.table).selectAll().where('id', '=', id).executeTakeFirst()
  return row && load(config, row)
}

export async function listRecords<D extends { id: string }>(db: Db, config: EntityConfig<D>, query: ListQuery) {
  const k = anyDb(db)
  let base = k.selectFrom(config.table)
  for (const [column, value] of Object.entries(query.filters)) {
    const type = config.columns[column]?.type
    base = base.where(column, '=', type === 'integer' ? Number(value) : type === 'boolean' ? (value === 'true' ? 1 : 0) : value)
  }
  if (query.sites) {
    const sites = query.sites
    const column = config.site === 'self' ? 'id' : 'site_id'
    base = base.where((eb) => (sites.length ? eb.or([eb(column, 'in', sites), eb(column, 'is', null)]) : eb(column, 'is', null)))
  }
  if (query.q && config.search.length) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    base = base.where((eb) => eb.or(config.search.map((c) => eb(eb.fn('lower', [eb.ref(c)]), 'like', eb.val(pattern)))))
  }
  const sort = query.sort ?? config.defaultSort ?? 'created_at'
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(sort, query.order).orderBy('id', 'asc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    items: rows.map((r) => load(config, r)),
    total: Number((count as { n: number | string }).n),
    limit: query.limit,
    offset: query.offset,
  }
}

export async function insertRecord<D extends { id: string }>(db: Db, config: EntityConfig<D>, doc: D, extra: Record<string, unknown> = {}): Promise<Stored<D>> {
  const at = now()
  const values = { id: doc.id, ...columnValues(config, doc), ...extra, version: 1, created_at: at, updated_at: at }
  try {
    await anyDb(db).insertInto(config.table).values(values).execute()
  } catch (error) {
    throw constraintError(error, config.label, (c) => fieldOf(config, c), await missingReferences(db, error, config.table, values))
  }
  return { doc, version: 1, created_at: at, updated_at: at }
}

/** 404 when gone, 412 with the current record when `expected` is stale. */
async function staleOrMissing<D extends { id: string }>(db: Db, config: EntityConfig<D>, id: string): Promise<ApiError> {
  const current = await getRecord(db, config, id)
  if (!current) return new ApiError(404, `No ${config.label} with id '${id}'`)
  return new ApiError(412, `This ${config.label} was changed by someone else (it is now at version ${current.version}); reload it and apply your change again`, {
    current: present(current),
  })
}

/** Write only if the stored version is still `expected`: the compare and the write are one statement, so two writers can never both win. */
export async function updateRecord<D extends { id: string }>(
  db: Db,
  config: EntityConfig<D>,
  id: string,
  expected: number,
  doc: D,
  extra: Record<string, unknown> = {},
  guard?: (tx: Db) => Promise<void>,
): Promise<Stored<D>> {
  const at = now()
  const write = async (db: Db) => {
    if (guard) await guard(db)
    let changed: bigint
    const values = { ...columnValues(config, doc), ...extra, version: expected + 1, updated_at: at }
    try {
      const result = await anyDb(db)
        .updateTable(config.table)
        .set(values)
        .where('id', '=', id)
        .where('version', '=', expected)
        .executeTakeFirst()
      changed = result.numUpdatedRows
    } catch (error) {
      throw constraintError(error, config.label, (c) => fieldOf(config, c), await missingReferences(db, error, config.table, values))
    }
    // Thrown inside the transaction, so whatever the guard changed is rolled back with it.
    if (changed === 0n) throw await staleOrMissing(db, config, id)
    return anyDb(db).selectFrom(config.table).select('created_at').where('id', '=', id).executeTakeFirst()
  }
  const created = await guarded(db, guard, write)
  return { doc, version: expected + 1, created_at: String(created?.created_at ?? at), updated_at: at }
}

export async function deleteRecord<D extends { id: string }>(db: Db, config: EntityConfig<D>, id: string, expected: number, guard?: (tx: Db) => Promise<void>): Promise<void> {
  await guarded(db, guard, async (db) => {
    if (guard) await guard(db)
    const result = await anyDb(db).deleteFrom(config.table).where('id', '=', id).where('version', '=', expected).executeTakeFirst()
    if (result.numDeletedRows === 0n) throw await staleOrMissing(db, config, id)
  })
}

/** With a guard, the guard and the write share one transaction; without, the write is one statement already. */
function guarded<T>(db: Db, guard: ((tx: Db) => Promise<void>) | undefined, fn: (db: Db) => Promise<T>): Promise<T> {
  return guard ? withTransaction(db, (tx) => fn({ ...db, kysely: tx })) : fn(db)
}

/** A record as the API answers it: the document plus its version and timestamps. */
export function present<D>(stored: Stored<D>): D & { version: number; created_at: string; updated_at: string } {
  return { ...stored.doc, version: stored.version, created_at: stored.created_at, updated_at: stored.updated_at }
}

export { newId }
