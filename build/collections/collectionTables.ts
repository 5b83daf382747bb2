import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { CollectionError } from '../../catalogue/collections/CollectionError.ts'
import type { CollectionName } from '../../catalogue/collections/collectionSchemas.ts'
import { documentUrl } from '../../catalogue/collections/collectionUrls.ts'
import type { CollectionDoc, Collections } from '../../catalogue/collections/loadCollections.ts'
import { findRecipe } from '../../catalogue/recipes/recipes.ts'
import { renderMarkdown } from './renderMarkdown.ts'

export type Cell = string | number | null

/** One collection as one table: its columns (the first is the key) and its rows, in the collection's order. */
export interface CollectionTable {
  columns: { name: string; type: 'TEXT' | 'INTEGER' }[]
  rows: Cell[][]
}

const text = (...names: string[]) => names.map((name) => ({ name, type: 'TEXT' as const }))
const int = (name: string) => ({ name, type: 'INTEGER' as const })

const packageVersion = () => (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version

/**
 * The rows of each collection. Documents are rendered here, at build time, to sanitised HTML, so the studio
 * ships no Markdown parser; a link to a document that does not exist fails the build, naming file and link.
 */
export function collectionTables(collections: Collections, buildId: string): Record<CollectionName, CollectionTable> {
  const known = new Set([...collections.voixuserguide.map((d) => documentUrl('voixuserguide', d.path)), ...collections.docs.map((d) => documentUrl('docs', d.path))])
  const docTable = (collection: 'docs' | 'voixuserguide', docs: CollectionDoc[]): CollectionTable => ({
    columns: [...text('path', 'title', 'description'), int('position'), ...text('html', 'headings', 'text')],
    rows: docs.map((doc, position) => {
      const rendered = renderMarkdown(doc.body, (href) => {
        if (href.startsWith('/')) return href.replace(/\/$/, '')
        const [file, hash] = href.split('#') as [string, string | undefined]
        const target = posix.normalize(posix.join(posix.dirname(doc.path), file)).replace(/\.md$/, '')
        return documentUrl(collection, target) + (hash ? `#${hash}` : '')
      })
      for (const link of rendered.links) {
        if (!known.has(link.split('#')[0]!)) throw new CollectionError(doc.file, 'body', `the link '${link}' names no document; link to another .md file of the collection`)
      }
      return [doc.path, doc.title, doc.description, position, rendered.html, JSON.stringify(rendered.headings), rendered.text]
    }),
  })
  return {
    locales: {
      columns: [...text('code', 'name', 'direction', 'fallback'), int('position')],
      rows: collections.locales.map((l, i) => [l.code, l.name, l.direction, l.fallback, i]),
    },
    recipes: {
      columns: [...text('name', 'section', 'title', 'description', 'layout'), int('position')],
      rows: collections.recipes.map((r, i) => {
        const recipe = findRecipe(r.name)!
        return [r.name, r.section, recipe.title, recipe.description, recipe.layout, i]
      }),
    },
    info: {
      columns: text('product', 'version', 'build', 'support_email', 'support_url', 'support_hours'),
      rows: [[collections.info.product, packageVersion(), buildId, collections.info.supportEmail, collections.info.supportUrl, collections.info.supportHours]],
    },
    docs: docTable('docs', collections.docs),
    voixuserguide: docTable('voixuserguide', collections.voixuserguide),
  }
}
