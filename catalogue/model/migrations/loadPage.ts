import { Page } from '../page.ts'
import { migrateDocument } from './migrateDocument.ts'
import { pageDocument } from './pageDocument.ts'

/** A stored page document (draft or version, parsed JSON) at schema version `from`, migrated and parsed. */
export function loadPage(doc: unknown, from: number): Page {
  return Page.parse(migrateDocument(pageDocument, doc, from))
}
