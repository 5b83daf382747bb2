import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { collectionDumpFile } from '../../catalogue/collections/collectionDumpFile.ts'
import { collectionNames } from '../../catalogue/collections/collectionSchemas.ts'

/**
 * The dumps as plain files in an exported site folder, at the path the server answers them
 * (`__nuxt_content/{collection}/sql_dump.txt`), so a CDN serving `dist/` serves them too. The query endpoint needs
 * a server and is not exported. A dump the build has not written (an output root from before collections) is
 * left out.
 */
export function exportCollectionDumps(outRoot: string, siteOut: string): number {
  let copied = 0
  for (const name of collectionNames) {
    const from = collectionDumpFile(outRoot, name)
    if (!existsSync(from)) continue
    const to = join(siteOut, '__nuxt_content', name, 'sql_dump.txt')
    mkdirSync(dirname(to), { recursive: true })
    copyFileSync(from, to)
    copied++
  }
  return copied
}
