import { readPageFile } from '../deploy/pageFiles.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { outputPaths } from '../outputPaths.ts'

/** Every page file of a build as served, by site and path: what two builds are compared by. */
export function servedFiles(outRoot: string, buildId: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [slug, routes] of Object.entries(readRoutes(outputPaths(outRoot).build(buildId))))
    for (const path of Object.keys(routes))
      for (const file of ['index.html', '_payload.json'] as const) files[`${slug}${path} ${file}`] = readPageFile(outRoot, buildId, slug, path, file)!
  return files
}
