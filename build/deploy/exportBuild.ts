import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { readListedPage } from '../cache/pageObject.ts'
import { exportCollectionDumps } from '../collections/exportCollectionDumps.ts'
import { liveBuildId } from '../flipLive.ts'
import { buildIdToken, outputPaths, pageDir } from '../outputPaths.ts'
import { listBuilds, readRoutes } from './pruneBuilds.ts'

export interface ExportResult {
  buildId: string
  sites: number
  /** Page files written (HTML and payloads), not counting the shared static files. */
  pages: number
}

/** Every file below `dir`, as paths relative to it. */
function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file, base) : [relative(base, file)]
  })
}

/** Hard links cost no space and the static files never change in place; a copy where linking is refused. */
function linkOrCopy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true })
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

/**
 * A kept build (the live one by default) as a plain static tree that a CDN, or CI diffing two builds, takes as it is:
 *   <dist>/hosts.json                        host → site folder, and the default site
 *   <dist>/<slug>/<path>/index.html          each page, and its _payload.json, with the build id filled in
 *   <dist>/<slug>/404.html                   the not-found screen, for unknown paths
 *   <dist>/<slug>/_redirects, builds/...     the redirects file and the build manifests
 *   <dist>/<slug>/assets/..., public files   the shared static files, hard-linked into every site's folder
 * Written beside `dist` and swapped in by renames, so a failed export leaves the previous one whole.
 */
export function exportBuild(outRoot: string, distDir: string, buildId = liveBuildId(outRoot)): ExportResult {
  if (!buildId) throw new Error(`no build is live in ${outRoot} yet: run a build first`)
  if (!listBuilds(outRoot).includes(buildId)) throw new Error(`no build '${buildId}' is kept in ${outRoot}`)
  const dist = resolve(distDir)
  const root = resolve(outRoot)
  if (dist === root || !relative(root, dist).startsWith('..') || !relative(dist, root).startsWith('..'))
    throw new Error(`the export folder ${dist} must be outside the build output ${root}, and not hold it`)
  const paths = outputPaths(outRoot)
  const buildDir = paths.build(buildId)
  const temp = `${dist}.tmp-${buildId}`
  rmSync(temp, { recursive: true, force: true })
  mkdirSync(temp, { recursive: true })
  try {
    const staticFiles = filesUnder(paths.static)
    const routes = readRoutes(buildDir)
    const extras = readRoutes(buildDir, 'extras.json')
    const slugs = readdirSync(join(buildDir, 'sites'))
    let pages = 0
    const writePage = (to: string, content: string) => {
      mkdirSync(dirname(to), { recursive: true })
      writeFileSync(to, content.replaceAll(buildIdToken, buildId))
      pages++
    }
    for (const slug of slugs) {
      const siteOut = join(temp, slug)
      for (const file of staticFiles) linkOrCopy(join(paths.static, file), join(siteOut, file))
      // The manifests and redirects as they are; the route maps are this layout's own and stay behind.
      cpSync(join(buildDir, 'sites', slug), siteOut, { recursive: true, filter: (from) => !/[/\\](routes|extras)\.json$/.test(from) })
      exportCollectionDumps(outRoot, siteOut)
      const objects = { ...extras[slug], ...routes[slug] }
      for (const [path, key] of Object.entries(objects)) {
        const object = readListedPage(outRoot, key, `${slug}${path} of build ${buildId}`)
        if (path === '404') writePage(join(siteOut, '404.html'), object.html)
        else {
          writePage(join(siteOut, pageDir(path), 'index.html'), object.html)
          if (object.payload !== undefined) writePage(join(siteOut, pageDir(path), '_payload.json'), object.payload)
        }
      }
    }
    copyFileSync(join(buildDir, 'hosts.json'), join(temp, 'hosts.json'))
    const old = `${dist}.old-${buildId}`
    if (existsSync(dist)) renameSync(dist, old)
    renameSync(temp, dist)
    rmSync(old, { recursive: true, force: true })
    return { buildId, sites: slugs.length, pages }
  } catch (error) {
    rmSync(temp, { recursive: true, force: true })
    throw error
  }
}
