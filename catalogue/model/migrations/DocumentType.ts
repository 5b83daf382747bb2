/**
 * One step of a stored document's schema: `up` turns a document of `version - 1` into one of `version`.
 * Steps are pure and never removed: a document stored years ago still loads by running every step after it.
 */
export interface Migration {
  version: number
  /** Why the schema changed, for whoever reads the list. */
  why: string
  up(doc: Record<string, unknown>): Record<string, unknown>
}

/**
 * A kind of stored document (a page, a menu, a brand…) and its migrations, in order. Its current version is
 * the last step's (1 when it has none); the database keeps each row's version beside the document
 * (`schema_version`, migration 0005), and every load runs the steps the row has not had yet.
 */
export interface DocumentType {
  name: string
  migrations: readonly Migration[]
}

export const documentType = (name: string, migrations: readonly Migration[] = []): DocumentType => {
  migrations.forEach((m, i) => {
    if (m.version !== i + 2) throw new Error(`${name} migration '${m.why}' is version ${m.version}; the list must run 2, 3, 4… in order`)
  })
  return { name, migrations }
}

export const currentVersion = (type: DocumentType): number => type.migrations.length + 1
