import { useQuery } from '@tanstack/react-query'
import { documentationPrefix } from '../../catalogue/collections/collectionUrls.ts'
import { likeAnywhere, queryCollection, sqlText } from './queryCollection.ts'

export type DocCollection = keyof typeof documentationPrefix

/** The two documentation collections, as the sidebar shows them: the user guide first. */
export const docCollections: { collection: DocCollection; label: string }[] = [
  { collection: 'voixuserguide', label: 'User guide' },
  { collection: 'docs', label: 'Technical documentation' },
]

/** `/voix/documentation/{documentPath}` → which document: `guide/...` or `docs/...`; the guide's start page by default. */
export function documentOf(documentPath: string): { collection: DocCollection; path: string } | undefined {
  const [prefix, ...rest] = documentPath.replace(/^\/+|\/+$/g, '').split('/')
  if (!prefix) return { collection: 'voixuserguide', path: 'index' }
  const collection = (Object.keys(documentationPrefix) as DocCollection[]).find((c) => documentationPrefix[c] === prefix)
  return collection && { collection, path: rest.join('/') || 'index' }
}

export interface DocSummary {
  path: string
  title: string
  description: string
}

export interface Doc extends DocSummary {
  html: string
  headings: { id: string; text: string; level: number }[]
}

export function useDocList(collection: DocCollection) {
  return useQuery({
    queryKey: ['collection', collection, 'list'],
    queryFn: () => queryCollection<DocSummary>(collection, `SELECT path, title, description FROM ${collection} ORDER BY position`),
    staleTime: Infinity,
  })
}

export function useDoc(collection: DocCollection, path: string) {
  return useQuery({
    queryKey: ['collection', collection, 'doc', path],
    queryFn: async () => {
      const [row] = await queryCollection<Omit<Doc, 'headings'> & { headings: string }>(collection, `SELECT path, title, description, html, headings FROM ${collection} WHERE path = ${sqlText(path)}`)
      return row ? ({ ...row, headings: JSON.parse(row.headings) as Doc['headings'] } satisfies Doc) : null
    },
    staleTime: Infinity,
  })
}

export interface SearchHit extends DocSummary {
  collection: DocCollection
  snippet: string
}

/** Every document of both collections whose title or text holds the words, titles first. */
export function useDocSearch(words: string) {
  const term = words.trim().toLowerCase()
  return useQuery({
    queryKey: ['collection', 'search', term],
    enabled: term.length >= 2,
    queryFn: async () => {
      const hits = await Promise.all(
        docCollections.map(async ({ collection }) => {
          const pattern = likeAnywhere(term)
          const rows = await queryCollection<DocSummary & { at: number; text: string }>(
            collection,
            `SELECT path, title, description, instr(lower(text), ${sqlText(term)}) AS at, text FROM ${collection}
             WHERE lower(title) LIKE ${pattern} ESCAPE '\\' OR lower(text) LIKE ${pattern} ESCAPE '\\'
             ORDER BY lower(title) LIKE ${pattern} ESCAPE '\\' DESC, position LIMIT 20`,
          )
          return rows.map(({ at, text, ...row }) => ({ ...row, collection, snippet: snippetAround(text, at - 1, term.length) }))
        }),
      )
      return hits.flat()
    },
  })
}

/** The words around a match, about a line long. */
function snippetAround(text: string, at: number, length: number): string {
  if (at < 0) return text.slice(0, 140)
  const start = Math.max(0, at - 60)
  return `${start ? '…' : ''}${text.slice(start, at + length + 80)}…`
}
