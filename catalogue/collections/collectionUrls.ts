// Kept free of Node modules: the studio's browser bundle uses it (collectionDumpFile.ts is the server's side).

/** The studio URL of a document: the user guide under `guide/`, the technical docs under `docs/`. */
export const documentationPrefix = { voixuserguide: 'guide', docs: 'docs' } as const

export function documentUrl(collection: keyof typeof documentationPrefix, path: string): string {
  return `/voix/documentation/${documentationPrefix[collection]}${path === 'index' ? '' : `/${path}`}`
}
