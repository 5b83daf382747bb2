import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { collectionNames } from '../../catalogue/collections/collectionSchemas.ts'
import { collectionDumpFile } from '../../catalogue/collections/collectionDumpFile.ts'
import { loadCollections } from '../../catalogue/collections/loadCollections.ts'
import { collectionTables } from './collectionTables.ts'
import { sqlDump } from './sqlDump.ts'

/**
 * The checked and rendered collections of each folder, kept for the process: the files are part of the code, which
 * does not change under a running server, and a publish must not pay for rendering the documentation again. Only
 * the info row's build id differs from one build to the next. Key: the folder; bound: the folders used (one).
 */
const rendered = new Map<string, ReturnType<typeof collectionTables>>()

function tablesFor(dir: string | undefined, buildId: string): ReturnType<typeof collectionTables> {
  const key = dir ?? ''
  let tables = rendered.get(key)
  if (!tables) rendered.set(key, (tables = collectionTables(loadCollections(dir), buildIdColumnMark)))
  const info = tables.info
  return { ...tables, info: { ...info, rows: info.rows.map((row) => row.map((cell) => (cell === buildIdColumnMark ? buildId : cell))) } }
}
const buildIdColumnMark = '\0build-id'

/**
 * Checks the content collections and writes each one's SQL dump under the output root (served as
 * `/__nuxt_content/{collection}/sql_dump.txt`). A dump whose content did not change is left as it is; a changed
 * one is replaced by rename, so a reader sees the old or the new file, never half of one.
 */
export function writeCollectionDumps(outRoot: string, buildId: string, dir?: string): Record<string, string> {
  const tables = tablesFor(dir, buildId)
  const versions: Record<string, string> = {}
  for (const name of collectionNames) {
    const { version, text } = sqlDump(name, tables[name])
    versions[name] = version
    const file = collectionDumpFile(outRoot, name)
    let current: string | undefined
    try {
      current = readFileSync(file, 'utf8')
    } catch {
      current = undefined
    }
    if (current === text) continue
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(`${file}.tmp`, text)
    renameSync(`${file}.tmp`, file)
  }
  return versions
}
