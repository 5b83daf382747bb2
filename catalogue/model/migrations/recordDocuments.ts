import { nestingLimits } from '../nestingLimits.ts'
import { documentType, type DocumentType } from './DocumentType.ts'
import { liftDeepNodes } from './liftDeepNodes.ts'

export const menuDocument = documentType('menu', [
  {
    version: 2,
    why: `menus nest at most ${nestingLimits.menus} deep (deeper ones overflowed the stack of every reader)`,
    // The entries under `items` are level 1, so they sit under a root at level 0. A submenu holds at most 100
    // entries (MenuItem): a menu this deep never rendered, and its first 100 lifted entries are kept.
    up: (doc) => ({ ...doc, items: (liftDeepNodes([{ children: doc.items }], 'children', nestingLimits.menus + 1, 100) as { children: unknown }[])[0]!.children }),
  },
])

const types = new Map<string, DocumentType>([['menus', menuDocument]])

/** The document type of the records stored under an API name (`menus`, `brands`…); records without migrations are at version 1. */
export function recordDocument(name: string): DocumentType {
  let type = types.get(name)
  if (!type) types.set(name, (type = documentType(name)))
  return type
}
