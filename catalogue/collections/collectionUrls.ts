import { join } from 'node:path'
import type { CollectionName } from './collectionSchemas.ts'

/**
 * Where the build writes a collection's SQL dump under the output root, and where the server reads it: one
 * convention for both sides (build/collections writes, content-api/collections serves).
 */
export function collectionDumpFile(outRoot: string, collection: CollectionName): string {
  return join(outRoot, 'collections', collection, 'sql_dump.txt')
}

/** The studio URL of a document: the user guide under `guide/`, the technical docs under `docs/`. */
export const documentationPrefix = { voixuserguide: 'guide', docs: 'docs' } as const

export function documentUrl(collection: keyof typeof documentationPrefix, path: string): string {
  return `/voix/documentation/${documentationPrefix[collection]}${path === 'index' ? '' : `/${path}`}`
}
