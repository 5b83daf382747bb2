import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { readFile, stat } from 'node:fs/promises'
import { CollectionName } from '../../catalogue/collections/collectionSchemas.ts'
import { collectionDumpFile } from '../../catalogue/collections/collectionDumpFile.ts'
import { CollectionQueries } from './collectionQueries.ts'

/** The longest SQL text a query may send. */
export const maxQueryLength = 10_000

interface Dump {
  mtimeMs: number
  size: number
  version: string
  text: string
}

/**
 * The two calls of platform.md §7 on the content collections the build wrote under `outRoot` (see
 * build/collections):
 * - `GET /{collection}/sql_dump.txt`: the dump as SQL text; its first line is `-- version: <v>`, its ETag `"<v>"`.
 *   With `?v=<v>` of the current version it may be cached for good (the URL then names one content).
 * - `POST /{collection}/query?version=<v>`: the body is one SELECT, run on an in-memory, read-only database that
 *   holds this collection's table and nothing else. 200 `{ version, columns, rows }` (rows as arrays). A `version`
 *   other than the current one gets 409 `{ error, version }` with the current version: the client drops what it
 *   holds of that collection, reloads the dump or re-asks with the new version. Anything but one read of the
 *   collection (writes, ATTACH, PRAGMA, several statements, other tables, the schema, too long, too many rows) gets
 *   400 `{ error }` naming the problem.
 */
export function collectionRoutes(outRoot: string, queries = new CollectionQueries()): Hono {
  const routes = new Hono()
  const dumps = new Map<string, Dump>()

  async function readDump(collection: CollectionName): Promise<Dump | undefined> {
    const file = collectionDumpFile(outRoot, collection)
    let info
    try {
      info = await stat(file)
    } catch {
      return undefined
    }
    const held = dumps.get(collection)
    if (held && held.mtimeMs === info.mtimeMs && held.size === info.size) return held
    const text = await readFile(file, 'utf8')
    const dump = { mtimeMs: info.mtimeMs, size: info.size, version: /^-- version: ([0-9a-f]+)\n/.exec(text)?.[1] ?? '', text }
    dumps.set(collection, dump)
    return dump
  }

  /** The collection of the URL, or the answer when there is none. */
  async function collectionOf(c: Context): Promise<{ name: CollectionName; dump: Dump } | Response> {
    const parsed = CollectionName.safeParse(c.req.param('collection'))
    if (!parsed.success) return c.json({ error: `There is no collection '${c.req.param('collection')}'; the collections are ${CollectionName.options.join(', ')}` }, 404)
    const dump = await readDump(parsed.data)
    if (!dump) return c.json({ error: `The collection '${parsed.data}' has not been built yet; it is written by the next build` }, 503)
    return { name: parsed.data, dump }
  }

  routes.get('/:collection/sql_dump.txt', async (c) => {
    const found = await collectionOf(c)
    if (found instanceof Response) return found
    const tag = `"${found.dump.version}"`
    const cacheControl = c.req.query('v') === found.dump.version ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate'
    const headers = { ETag: tag, 'Cache-Control': cacheControl }
    if (c.req.header('if-none-match')?.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)) return c.body(null, 304, headers)
    return c.body(found.dump.text, 200, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
  })

  routes.post(
    '/:collection/query',
    bodyLimit({ maxSize: maxQueryLength * 4, onError: (c) => c.json({ error: `The SQL is longer than ${maxQueryLength} characters, the most a query may be` }, 400) }),
    async (c) => {
      const found = await collectionOf(c)
      if (found instanceof Response) return found
      const version = c.req.query('version')
      if (!version) return c.json({ error: `The query parameter 'version' is missing: send the version of the dump you hold (the current one is ${found.dump.version})`, version: found.dump.version }, 400)
      if (version !== found.dump.version)
        return c.json({ error: `The collection '${found.name}' has changed: version ${version} is not current; reload it (the current version is ${found.dump.version})`, version: found.dump.version }, 409)
      const sql = await c.req.text()
      if (!sql.trim()) return c.json({ error: 'The body is empty: send one SELECT statement as text' }, 400)
      if (sql.length > maxQueryLength) return c.json({ error: `The SQL is longer than ${maxQueryLength} characters, the most a query may be` }, 400)
      if (sql.includes('\u0000')) return c.json({ error: 'The SQL holds a NUL character' }, 400)
      const outcome = await queries.run(found.name, collectionDumpFile(outRoot, found.name), sql)
      if (outcome.ok) {
        // The dump may have changed while the query waited: the answer says which version it is of.
        return c.json({ version: outcome.version, columns: outcome.columns, rows: outcome.rows }, 200, { 'Cache-Control': 'no-store' })
      }
      if (outcome.busy) return c.json({ error: `Too many collection queries at once: ${outcome.message}` }, 429, { 'Retry-After': '1' })
      if (outcome.refused) return c.json({ error: `The query was refused: ${outcome.message}` }, 400)
      console.error(`collection query on ${found.name} failed: ${outcome.message}`)
      return c.json({ error: 'The query could not be run just now; try again' }, 503)
    },
  )
  return routes
}
