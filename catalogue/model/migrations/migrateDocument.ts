import { currentVersion, type DocumentType } from './DocumentType.ts'

/**
 * A stored document brought up to the current schema of its type: the steps after `from`, in order (tldraw
 * migrates its records the same way). A document from a newer schema than this code knows is refused rather than
 * guessed at.
 */
export function migrateDocument(type: DocumentType, doc: unknown, from: number): unknown {
  const current = currentVersion(type)
  if (!Number.isInteger(from) || from < 1) throw new Error(`a stored ${type.name} has schema version ${String(from)}; versions start at 1`)
  if (from > current) throw new Error(`a stored ${type.name} has schema version ${from}, newer than this code knows (${current}): update the code before reading it`)
  if (from === current || doc === null || typeof doc !== 'object' || Array.isArray(doc)) return doc
  let out = doc as Record<string, unknown>
  for (const step of type.migrations) if (step.version > from) out = step.up(out)
  return out
}
