import { pageObjectFile, readListedPage, type PageFile } from '../cache/pageObject.ts'
import { buildIdToken, outputPaths } from '../outputPaths.ts'
import { readRoutes } from './pruneBuilds.ts'

/**
 * A content page's file of a given build as it is served: the stored file with that build's id in place of the
 * placeholder. Undefined when the build has no such page.
 */
export function readPageFile(outRoot: string, buildId: string, slug: string, path: string, file: PageFile): string | undefined {
  const key = readRoutes(outputPaths(outRoot).build(buildId))[slug]?.[path]
  if (!key) return undefined
  return pageObjectFile(readListedPage(outRoot, key, `${slug}${path} of build ${buildId}`), file)?.replaceAll(buildIdToken, buildId)
}
