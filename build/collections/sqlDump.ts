import { createHash } from 'node:crypto'
import type { Cell, CollectionTable } from './collectionTables.ts'

const literal = (cell: Cell) => (cell === null ? 'NULL' : typeof cell === 'number' ? String(cell) : `'${cell.replaceAll("'", "''")}'`)

/**
 * A collection as SQL text: one table named after the collection, its rows, one statement each. The first line
 * is `-- version: <hash>`, the hash of the rest, so the same content always has the same version and a client can
 * tell from one line whether the dump it holds is current.
 */
export function sqlDump(name: string, table: CollectionTable): { version: string; text: string } {
  const columns = table.columns.map((c, i) => `"${c.name}" ${c.type}${i === 0 ? ' PRIMARY KEY' : ''}`).join(', ')
  const lines = [`CREATE TABLE "${name}" (${columns});`]
  for (const row of table.rows) lines.push(`INSERT INTO "${name}" VALUES (${row.map(literal).join(', ')});`)
  const body = lines.join('\n') + '\n'
  const version = createHash('sha256').update(body).digest('hex').slice(0, 16)
  return { version, text: `-- version: ${version}\n${body}` }
}

/** The version a dump's first line states, or undefined when it has none. */
export function dumpVersion(text: string): string | undefined {
  return /^-- version: ([0-9a-f]+)\n/.exec(text)?.[1]
}
