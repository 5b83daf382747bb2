import { pageObjectFile, readStoredPage, type PageFile } from '../cache/pageObject.ts'
import { buildIdToken, outputPaths, storedAt } from '../outputPaths.ts'
import { readRoutes } from './pruneBuilds.ts'

/**
 * A content page's file of a given build as it is served: the stored file with that build's id in place of the
 * placeholder. Undefined when the build has no such page.
 */
export function readPageFile(outRoot: string, buildId: string, slug: string, path: string, file: PageFile): string | undefined {
  const key = readRoutes(outputPaths(outRoot).build(buildId))[slug]?.[path]
  if (!key) return undefined
  const object = readStoredPage(outRoot, key)
  // A build lists only pages it stored, and a kept build's pages are never pruned.
  if (!object) throw new Error(`build ${buildId} lists ${slug}${path} as ${storedAt(outRoot, key).file}, which is missing`)
  return pageObjectFile(object, file)?.replaceAll(buildIdToken, buildId)
}
