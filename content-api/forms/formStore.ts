import { sql, type Kysely } from 'kysely'
import { newId } from '../../catalogue/model/ids.ts'
import type { Db } from '../db/openDatabase.ts'

export interface FormSubmissionsTable {
  id: string
  form: string
  site_id: string | null
  page: string
  /** JSON: the submitted fields as parsed (never the raw body). */
  data: string
  created_at: string
}

export interface FormSubmission {
  id: string
  form: string
  site_id: string | null
  page: string
  data: Record<string, unknown>
  created_at: string
}

type FormsDb = Kysely<{ form_submissions: FormSubmissionsTable }>

const ready = new WeakMap<Db, Promise<FormsDb>>()

/**
 * The submissions table belongs to this module alone, so it creates it itself (idempotently, on both
 * dialects) the first time a database is used, rather than in the shared migration list.
 */
function formsDb(db: Db): Promise<FormsDb> {
  let promise = ready.get(db)
  if (!promise) {
    const kysely = db.kysely.withTables<{ form_submissions: FormSubmissionsTable }>() as unknown as FormsDb
    promise = (async () => {
      await kysely.schema
        .createTable('form_submissions')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('form', 'text', (c) => c.notNull())
        .addColumn('site_id', 'text')
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await kysely.schema.createIndex('form_submissions_form_created').ifNotExists().on('form_submissions').columns(['form', 'created_at']).execute()
      return kysely
    })()
    promise.catch(() => ready.delete(db))
    ready.set(db, promise)
  }
  return promise
}

export async function saveSubmission(db: Db, input: Omit<FormSubmission, 'id' | 'created_at'>): Promise<FormSubmission> {
  const kysely = await formsDb(db)
  const row = { id: newId(), form: input.form, site_id: input.site_id, page: input.page, data: JSON.stringify(input.data), created_at: new Date().toISOString() }
  await kysely.insertInto('form_submissions').values(row).execute()
  return { ...row, data: input.data }
}

export async function listSubmissions(
  db: Db,
  query: { form?: string; limit: number; offset: number },
): Promise<{ items: FormSubmission[]; total: number }> {
  const kysely = await formsDb(db)
  let base = kysely.selectFrom('form_submissions')
  if (query.form) base = base.where('form', '=', query.form)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(query.limit).offset(query.offset).execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> })), total: Number(count.n) }
}
