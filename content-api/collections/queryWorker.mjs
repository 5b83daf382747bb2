// The process that runs collection queries (collectionQueries.ts starts it). Plain JavaScript, so it starts the same
// under tsx, vitest and node; a process, not a thread, so that SQLite's heap limit and a kill on timeout touch
// nothing but the queries.
import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'

/** SQLite's whole heap in this process: a query that builds huge strings or blobs fails instead of swelling. */
const heapLimit = 64 * 1024 * 1024

/** Opcodes a read of the collection never needs: writes, schema changes, virtual tables (pragma functions, dbstat). */
const refusedOpcodes = new Set(['OpenWrite', 'VOpen', 'VUpdate', 'VCreate', 'VDestroy', 'Vacuum', 'ParseSchema', 'Destroy', 'Clear', 'CreateBtree', 'IdxDelete', 'Delete', 'SqlExec', 'LoadAnalysis', 'DropTable', 'DropIndex', 'DropTrigger', 'Expire', 'JournalMode', 'IncrVacuum', 'TableLock', 'Pagecount', 'MaxPgcnt'])
// Delete acts on ephemeral tables too (a recursive CTE's queue); it is checked against the cursor kind below.
refusedOpcodes.delete('Delete')

/** @type {Map<string, { version: string, db: Database.Database, roots: Set<number> }>} */
const open = new Map()

class Refusal extends Error {}

function load(collection, file) {
  const text = readFileSync(file, 'utf8')
  const version = /^-- version: ([0-9a-f]+)\n/.exec(text)?.[1] ?? ''
  const held = open.get(collection)
  if (held && held.version === version) return held
  held?.db.close()
  const db = new Database(':memory:')
  db.pragma(`hard_heap_limit = ${heapLimit}`)
  db.pragma('trusted_schema = OFF')
  db.exec(text)
  // The pages of the collection's table and its indexes: the only stored b-trees a query may read.
  const roots = new Set(db.prepare('SELECT rootpage FROM sqlite_schema WHERE tbl_name = ?').pluck().all(collection))
  db.pragma('query_only = ON')
  const entry = { version, db, roots }
  open.set(collection, entry)
  return entry
}

/** The words before the statement proper, with comments dropped: the statement must start with SELECT or WITH. */
function firstWord(sql) {
  const stripped = sql.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/, '')
  return /^[A-Za-z]+/.exec(stripped)?.[0]?.toUpperCase() ?? ''
}

function check(db, roots, collection, sql) {
  const word = firstWord(sql)
  if (word !== 'SELECT' && word !== 'WITH') {
    throw new Refusal(word ? `only a SELECT (or WITH … SELECT) statement is allowed, not ${word}` : 'the body must be one SELECT statement')
  }
  let stmt
  try {
    stmt = db.prepare(sql)
  } catch (error) {
    const message = String(error?.message ?? error)
    if (/more than one statement/i.test(message)) throw new Refusal('the body holds more than one statement; send one SELECT')
    if (/no such table/i.test(message)) throw new Refusal(`${message}: this endpoint holds only the table '${collection}'`)
    throw new Refusal(`the SQL is not valid: ${message}`)
  }
  if (!stmt.reader || !stmt.readonly) throw new Refusal('only a statement that reads is allowed')
  const program = db.prepare(`EXPLAIN ${sql}`).all()
  const ephemeral = new Set()
  for (const op of program) {
    if (op.opcode === 'OpenEphemeral' || op.opcode === 'OpenPseudo' || op.opcode === 'OpenAutoindex' || op.opcode === 'OpenDup') ephemeral.add(op.p1)
  }
  for (const op of program) {
    if (op.opcode === 'Delete' && !ephemeral.has(op.p1)) throw new Refusal('only a statement that reads is allowed')
    if (refusedOpcodes.has(op.opcode)) {
      throw new Refusal(op.opcode.startsWith('V') ? "table-valued functions and virtual tables (pragma_…, dbstat, json_each) are not allowed" : 'only a statement that reads the collection is allowed')
    }
    if ((op.opcode === 'OpenRead' || op.opcode === 'ReopenIdx') && (op.p3 !== 0 || !roots.has(op.p2))) {
      throw new Refusal(`only the table '${collection}' may be read (not the schema or another database)`)
    }
    if ((op.opcode === 'Function' || op.opcode === 'PureFunc') && /^(load_extension|sqlite_attach|sqlite_detach|readfile|writefile|fts3_tokenizer)\(/i.test(String(op.p4))) {
      throw new Refusal(`the function ${String(op.p4).replace(/\(.*/, '')} is not allowed`)
    }
  }
  return stmt
}

function run({ id, collection, file, sql, maxRows, maxBytes }) {
  const { db, roots, version } = load(collection, file)
  // The time limit counts from here: starting this process and loading the dump are not the query's doing.
  process.send({ id, running: true })
  const stmt = check(db, roots, collection, sql)
  const columns = stmt.columns().map((c) => c.name)
  const rows = []
  let bytes = 0
  try {
    for (const row of stmt.raw(true).iterate()) {
      if (rows.length === maxRows) {
        throw new Refusal(`the query returns more than ${maxRows} rows, the most one answer holds; add a LIMIT of at most ${maxRows}`)
      }
      for (const cell of row) bytes += typeof cell === 'string' ? cell.length : 8
      if (bytes > maxBytes) throw new Refusal(`the answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most one answer holds; select fewer rows or columns`)
      rows.push(row.map((cell) => (Buffer.isBuffer(cell) ? cell.toString('base64') : typeof cell === 'bigint' ? Number(cell) : cell)))
    }
  } catch (error) {
    if (error instanceof Refusal) throw error
    const message = String(error?.message ?? error)
    throw new Refusal(/out of memory|too big/i.test(message) ? 'the query needs more memory than a collection query may use' : `the query failed: ${message}`)
  }
  return { version, columns, rows }
}

process.on('message', (request) => {
  try {
    process.send({ id: request.id, ok: true, ...run(request) })
  } catch (error) {
    const refused = error instanceof Refusal
    process.send({ id: request.id, ok: false, refused, message: refused ? error.message : String(error?.stack ?? error) })
  }
})
