import type { CollectionName } from '../../catalogue/collections/collectionSchemas.ts'

/** The version of each collection this tab last saw; a 409 tells the current one. */
const versions = new Map<CollectionName, string>()

/** A string as a SQL literal: quotes doubled, so text an editor types stays text. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`

/** A LIKE pattern matching `value` anywhere, its own % and _ taken literally (with `ESCAPE '\'`). */
export const likeAnywhere = (value: string) => sqlText(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)

/**
 * One read of a content collection through `POST /__nuxt_content/{collection}/query` (platform.md §7): rows as
 * objects. The endpoint answers a version other than its own with 409 and the current version; the client then
 * takes that version and asks again, so what it shows is always of the current content. Other refusals (400)
 * throw with the endpoint's sentence.
 */
export async function queryCollection<Row extends object>(collection: CollectionName, sql: string): Promise<Row[]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const version = versions.get(collection) ?? 'none'
    const response = await fetch(`/__nuxt_content/${collection}/query?version=${encodeURIComponent(version)}`, { method: 'POST', body: sql, headers: { 'Content-Type': 'text/plain' } })
    const body = (await response.json().catch(() => ({}))) as { version?: string; columns?: string[]; rows?: unknown[][]; error?: string }
    if (body.version) versions.set(collection, body.version)
    if (response.status === 409) continue
    if (!response.ok || !body.columns || !body.rows) throw new Error(body.error ?? `The ${collection} collection could not be read (${response.status})`)
    const columns = body.columns
    return body.rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])) as Row)
  }
  throw new Error(`The ${collection} collection kept changing while it was read; reload the page`)
}
