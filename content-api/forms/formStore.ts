import { sql } from 'kysely'
import { newId } from '../../catalogue/model/ids.ts'
import type { FormSubmission } from '../../catalogue/model/entities/formSubmission.ts'
import type { Db } from '../db/openDatabase.ts'

/** Store one submission; its table comes from the shared migrations (db/migrations/0003_form_submissions.ts). */
export async function saveSubmission(db: Db, input: Omit<FormSubmission, 'id' | 'created_at'>): Promise<FormSubmission> {
  const row = { id: newId(), form: input.form, site_id: input.site_id, page: input.page, data: JSON.stringify(input.data), created_at: new Date().toISOString() }
  await db.kysely.insertInto('form_submissions').values(row).execute()
  return { ...row, data: input.data }
}

export async function listSubmissions(
  db: Db,
  query: { form?: string; limit: number; offset: number },
): Promise<{ items: FormSubmission[]; total: number }> {
  let base = db.kysely.selectFrom('form_submissions')
  if (query.form) base = base.where('form', '=', query.form)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(query.limit).offset(query.offset).execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> })), total: Number(count.n) }
}
