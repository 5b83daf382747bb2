import type { Kysely } from 'kysely'
import type { Dependent } from '../../catalogue/model/records.ts'
import type { Db } from '../db/openDatabase.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as unknown as Kysely<any>

/** Documents of `table` whose JSON holds `id` as a string, checked exactly after the coarse LIKE narrows the rows. */
async function holding(db: Db, table: string, id: string, holds: (doc: Record<string, unknown>) => boolean) {
  const pattern = `%${JSON.stringify(id).replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  const rows = await anyDb(db).selectFrom(table).select(['id', 'document']).where('document', 'like', pattern).limit(500).execute()
  return rows.map((r) => ({ id: String(r.id), doc: JSON.parse(String(r.document)) as Record<string, unknown> })).filter((r) => holds(r.doc))
}

const listed = (key: string, id: string) => (doc: Record<string, unknown>) => Array.isArray(doc[key]) && (doc[key] as unknown[]).includes(id)

/**
 * What uses a record, so the studio can say so before it is deleted: a site's main menu, the specials, fact
 * sheets and booking-code triggers of a resort, the resorts of a brand. At most 500 of each kind.
 */
export async function dependentsOf(db: Db, entity: string, doc: Record<string, unknown>): Promise<Dependent[]> {
  const id = String(doc.id)
  const k = anyDb(db)
  if (entity === 'menus') {
    if (doc.name !== 'main') return []
    const site = await k.selectFrom('sites').select(['id', 'name']).where('id', '=', String(doc.site_id)).executeTakeFirst()
    return site ? [{ entity: 'sites', id: String(site.id), label: `Site '${site.name}' shows it as its main menu` }] : []
  }
  if (entity === 'resorts') {
    const [specials, triggers, sheets] = await Promise.all([
      holding(db, 'specials', id, listed('resort_ids', id)),
      holding(db, 'booking_code_triggers', id, listed('resort_ids', id)),
      k.selectFrom('fact_sheets').select(['id', 'title']).where('resort_id', '=', id).limit(500).execute(),
    ])
    return [
      ...specials.map((s) => ({ entity: 'specials', id: s.id, label: `Special '${String(s.doc.title)}' is offered at it` })),
      ...triggers.map((t) => ({ entity: 'booking-code-triggers', id: t.id, label: `Booking-code trigger '${String(t.doc.code)}' applies to it` })),
      ...sheets.map((s) => ({ entity: 'fact-sheets', id: String(s.id), label: `Fact sheet '${String(s.title)}' belongs to it` })),
    ]
  }
  if (entity === 'brands') {
    const resorts = await k.selectFrom('resorts').select(['id', 'name']).where('brand_id', '=', id).limit(500).execute()
    return resorts.map((r) => ({ entity: 'resorts', id: String(r.id), label: `Resort '${String(r.name)}' belongs to it` }))
  }
  return []
}
