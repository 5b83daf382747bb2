import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectionDumpFile } from '../../catalogue/collections/collectionDumpFile.ts'
import { CollectionQueries } from './collectionQueries.ts'
import { collectionRoutes } from './collectionRoutes.ts'

const dir = mkdtempSync(join(tmpdir(), 'voix-collection-query-'))
const outside = join(dir, 'outside.db')
const docsDump = [
  '-- version: 0123456789abcdef',
  `CREATE TABLE "docs" ("path" TEXT PRIMARY KEY, "title" TEXT, "position" INTEGER);`,
  ...Array.from({ length: 40 }, (_, i) => `INSERT INTO "docs" VALUES ('page-${i}', 'Page ${i}', ${i});`),
  '',
].join('\n')
// Another collection's rows: no answer from the docs endpoint may ever hold them.
const localesDump = ['-- version: fedcba9876543210', `CREATE TABLE "locales" ("code" TEXT PRIMARY KEY, "name" TEXT);`, `INSERT INTO "locales" VALUES ('xx', 'SECRET-OTHER-COLLECTION');`, ''].join('\n')
for (const [name, text] of [['docs', docsDump], ['locales', localesDump]] as const) {
  const file = collectionDumpFile(dir, name)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}
const queries = new CollectionQueries({ ms: 400, rows: 1000, bytes: 1024 * 1024 })
const app = collectionRoutes(dir, queries)
afterAll(() => {
  queries.close()
  rmSync(dir, { recursive: true, force: true })
})

const query = (sql: string, version = '0123456789abcdef', collection = 'docs') => app.request(`/${collection}/query?version=${version}`, { method: 'POST', body: sql, headers: { 'Content-Type': 'text/plain' } })

/** Statements that must each get a 400: writes, schema changes, ATTACH, PRAGMA, stacked statements, bombs, other tables. */
const hostile: [string, string][] = [
  ['insert', `INSERT INTO docs VALUES ('evil', 'Evil', 99)`],
  ['replace', `REPLACE INTO docs VALUES ('page-1', 'Changed', 1)`],
  ['update', `UPDATE docs SET title = 'Changed'`],
  ['delete', `DELETE FROM docs`],
  ['drop', `DROP TABLE docs`],
  ['create table', `CREATE TABLE evil (a)`],
  ['create temp table from the collection', `CREATE TEMP TABLE t AS SELECT * FROM docs`],
  ['alter', `ALTER TABLE docs ADD COLUMN evil TEXT`],
  ['create index', `CREATE INDEX evil ON docs (title)`],
  ['create trigger', `CREATE TRIGGER evil AFTER INSERT ON docs BEGIN DELETE FROM docs; END`],
  ['create view', `CREATE VIEW evil AS SELECT * FROM docs`],
  ['with … delete', `WITH x AS (SELECT 1) DELETE FROM docs`],
  ['with … insert', `WITH x AS (SELECT 1) INSERT INTO docs SELECT 'e' || position, title, position FROM docs`],
  ['attach a file', `ATTACH DATABASE '${outside}' AS evil`],
  ['attach memory', `ATTACH ':memory:' AS evil`],
  ['detach', `DETACH DATABASE main`],
  ['pragma', `PRAGMA table_info(docs)`],
  ['pragma writable_schema', `PRAGMA writable_schema = ON`],
  ['pragma query_only off', `PRAGMA query_only = OFF`],
  ['pragma function', `SELECT * FROM pragma_table_info('docs')`],
  ['pragma database list', `SELECT * FROM pragma_database_list`],
  ['stacked read then delete', `SELECT 1; DELETE FROM docs`],
  ['stacked reads', `SELECT * FROM docs; SELECT * FROM docs`],
  ['stacked after a comment', `SELECT 1 -- harmless\n; DROP TABLE docs`],
  ['comment hiding a write', `/* SELECT */ DELETE FROM docs`],
  ['line comment hiding a write', `-- SELECT\nDROP TABLE docs`],
  ['recursive CTE bomb', `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c`],
  ['recursive CTE join bomb', `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT max(a.x) FROM c AS a, c AS b`],
  ['cross join bomb', `SELECT count(*) FROM docs a, docs b, docs c, docs d, docs e, docs f`],
  ['memory bomb: randomblob', `SELECT length(randomblob(900000000))`],
  ['memory bomb: printf', `SELECT length(printf('%.*c', 900000000, 'x'))`],
  ['memory bomb: zeroblob hex', `SELECT hex(zeroblob(300000000))`],
  ['other collection', `SELECT * FROM locales`],
  ['other collection by schema', `SELECT * FROM main.locales`],
  ['a table of the content database', `SELECT * FROM pages`],
  ['users', `SELECT email, password_hash FROM users`],
  ['load_extension', `SELECT load_extension('/tmp/evil.so')`],
  ['load_extension in a where', `SELECT * FROM docs WHERE load_extension('libc.so.6') IS NULL`],
  ['huge LIMIT', `SELECT * FROM docs a, docs b LIMIT 9223372036854775807`],
  ['huge recursive LIMIT', `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 5000) SELECT x FROM c LIMIT 100000`],
  ['vacuum into', `VACUUM INTO '${outside}'`],
  ['vacuum', `VACUUM`],
  ['sqlite_master', `SELECT * FROM sqlite_master`],
  ['sqlite_schema', `SELECT sql FROM sqlite_schema`],
  ['sqlite_temp_master', `SELECT * FROM sqlite_temp_master`],
  ['sqlite_master in a subquery', `SELECT * FROM docs WHERE title IN (SELECT sql FROM sqlite_master)`],
  ['sqlite_master in a CTE', `WITH s AS (SELECT name FROM sqlite_master) SELECT * FROM s`],
  ['temp schema', `SELECT * FROM temp.sqlite_master`],
  ['dbstat', `SELECT * FROM dbstat`],
  ['explain', `EXPLAIN SELECT * FROM docs`],
  ['transaction', `BEGIN IMMEDIATE`],
  ['savepoint', `SAVEPOINT evil`],
  ['reindex', `REINDEX`],
  ['analyze', `ANALYZE`],
  ['values, not select', `VALUES (1)`],
  ['readfile', `SELECT readfile('/etc/passwd')`],
  ['not SQL', `this is not sql`],
  ['empty', `   `],
  ['too long', `SELECT '${'x'.repeat(20_000)}'`],
  ['NUL byte', `SELECT 1\u0000; DROP TABLE docs`],
]

describe('collection query endpoint, hostile SQL', () => {
  beforeAll(async () => {
    // The worker is warm, so the first statement's time limit measures the statement, not a process start.
    expect((await query('SELECT 1')).status).toBe(200)
  })

  it(`has a corpus of at least 30 statements`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30)
  })

  it.each(hostile)('refuses %s with a 400 naming the problem', async (_name, sql) => {
    const response = await query(sql)
    const body = (await response.json()) as { error: string }
    expect(response.status).toBe(400)
    expect(body.error).toMatch(/\w{4,}/)
    expect(JSON.stringify(body)).not.toContain('SECRET-OTHER-COLLECTION')
  })

  it('read nothing outside the collection and changed nothing', async () => {
    const all = await query('SELECT path, title, position FROM docs ORDER BY position')
    expect(all.status).toBe(200)
    const body = (await all.json()) as { rows: unknown[][] }
    expect(body.rows).toHaveLength(40)
    expect(body.rows[1]).toEqual(['page-1', 'Page 1', 1])
    expect(readFileSync(collectionDumpFile(dir, 'docs'), 'utf8')).toBe(docsDump)
    expect(readFileSync(collectionDumpFile(dir, 'locales'), 'utf8')).toBe(localesDump)
    // Neither ATTACH nor VACUUM INTO made a file.
    expect(readdirSync(dir).sort()).toEqual(['collections'])
  })
})

describe('collection query endpoint', () => {
  it('answers one read with columns and rows', async () => {
    const response = await query(`WITH first AS (SELECT * FROM docs WHERE position < 3) SELECT path, upper(title) AS t FROM first ORDER BY position DESC;`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ version: '0123456789abcdef', columns: ['path', 't'], rows: [['page-2', 'PAGE 2'], ['page-1', 'PAGE 1'], ['page-0', 'PAGE 0']] })
  })

  it('answers a stale version with 409 and the current version, and a missing one with 400', async () => {
    const stale = await query('SELECT 1', 'aaaaaaaaaaaaaaaa')
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ version: '0123456789abcdef', error: expect.stringContaining('reload') })
    const missing = await app.request('/docs/query', { method: 'POST', body: 'SELECT 1' })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { error: string }).error).toContain("'version'")
  })

  it('runs again after a query was stopped for its time', async () => {
    expect((await query('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c')).status).toBe(400)
    const after = await query('SELECT count(*) AS n FROM docs')
    expect(await after.json()).toMatchObject({ rows: [[40]] })
  })

  it('turns a flood of slow queries away with 429 instead of queueing them all', async () => {
    const bomb = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c'
    const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await query(bomb)).status))
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true)
  }, 30_000)

  it('queries each collection on its own database', async () => {
    const response = await query('SELECT name FROM locales', 'fedcba9876543210', 'locales')
    expect(await response.json()).toMatchObject({ rows: [['SECRET-OTHER-COLLECTION']] })
    expect((await query('SELECT * FROM docs', 'fedcba9876543210', 'locales')).status).toBe(400)
  })

  it('serves the dump with its version as ETag, 304 when unchanged, and 404 for an unknown collection', async () => {
    const dump = await app.request('/docs/sql_dump.txt')
    expect(dump.status).toBe(200)
    expect(dump.headers.get('etag')).toBe('"0123456789abcdef"')
    expect(await dump.text()).toBe(docsDump)
    expect((await app.request('/docs/sql_dump.txt', { headers: { 'If-None-Match': '"0123456789abcdef"' } })).status).toBe(304)
    expect((await app.request('/docs/sql_dump.txt?v=0123456789abcdef')).headers.get('cache-control')).toContain('immutable')
    expect((await app.request('/pages/sql_dump.txt')).status).toBe(404)
    expect((await app.request('/pages/query?version=1', { method: 'POST', body: 'SELECT 1' })).status).toBe(404)
  })
})
