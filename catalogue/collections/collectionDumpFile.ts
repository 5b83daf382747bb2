import { join } from 'node:path'
import type { CollectionName } from './collectionSchemas.ts'

/**
 * Where the build writes a collection's SQL dump under the output root, and where the server reads it: one
 * convention for both sides (build/collections writes, content-api/collections serves).
 */
export function collectionDumpFile(outRoot: string, collection: CollectionName): string {
  return join(outRoot, 'collections', collection, 'sql_dump.txt')
}
