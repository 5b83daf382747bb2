import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { readListedPage } from '../cache/pageObject.ts'
import { exportCollectionDumps } from '../collections/exportCollectionDumps.ts'
import { liveBuildId } from '../flipLive.ts'
import { buildIdToken, outputPaths, pageDir } from '../outputPaths.ts'
import type { Hosts } from '../serve/createStaticSite.ts'
import { seoFilePattern } from './cachePolicies.ts'
import { apiOriginOf, exportHeadersFile, exportRedirectsFile, type SiteRules } from './hostFiles.ts'
import { nginxInclude } from './nginxInclude.ts'
import { listBuilds, readRoutes } from './pruneBuilds.ts'
import { parseHeadersFile } from '../security/contentSecurityPolicy.ts'
import type { BuildMeta } from '../manifest/siteManifests.ts'

export interface ExportOptions {
  /**
   * The content API's public address (`PUBLIC_URL`), which the exported sites send forms to: written into each page
   * (`<meta name="voix-api">`, the setting plus '/api') and into each host's rule passing `/api/` on. Without it the
   * pages call `/api` on their own origin.
   */
  apiUrl?: string
  /** The uploads folder (DATA_DIR/media): the uploads the pages show as they are (`/media/…`) go with each site. */
  mediaDir?: string
}

/** Extra pages the studio uses (block and cookbook previews, the debug page): served by the server, never exported. */
export const studioOnlyPath = (path: string): boolean => path === '/voix-debug' || path === '/voix' || path.startsWith('/voix/')

export interface ExportResult {
  buildId: string
  sites: number
  /** Page files written (HTML and payloads), not counting the shared static files. */
  pages: number
  /** Uploads the pages show that are not in the uploads folder (with shared storage, not fetched here yet), by page. */
  missingMedia: string[]
}

/** An upload as pages name it: `/media/{sha256}.{ext}` (content-api/media), the file name captured. */
const mediaReference = /\/media\/([0-9a-f]{64}\.[a-z0-9]{1,5})\b/g

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
 *   <dist>/<slug>/_redirects, _headers       the redirects and headers for Netlify and Cloudflare Pages
 *   <dist>/<slug>/builds/...                 the build manifests
 *   <dist>/<slug>/assets/..., public files   the shared static files, hard-linked into every site's folder
 *   <dist>/_nginx/<slug>.conf                the same rules as an nginx include (README, "Hosting the export")
 * Studio-only pages (previews, the debug page) stay out. Written beside `dist` and swapped in by renames, so a
 * failed export leaves the previous one whole.
 */
export function exportBuild(outRoot: string, distDir: string, buildId = liveBuildId(outRoot), options: ExportOptions = {}): ExportResult {
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
    const hosts = JSON.parse(readFileSync(join(buildDir, 'hosts.json'), 'utf8')) as Hosts
    const apiOrigin = options.apiUrl === undefined ? undefined : apiOriginOf(options.apiUrl)
    // The setting plus '/api' (platform.md §7), in the head of every page, before anything the content adds.
    const apiMeta = apiOrigin ? `<meta name="voix-api" content="${apiOrigin}/api">\n` : ''
    let pages = 0
    const missingMedia: string[] = []
    let media = new Set<string>()
    const writePage = (to: string, content: string) => {
      mkdirSync(dirname(to), { recursive: true })
      const filled = content.replaceAll(buildIdToken, buildId)
      for (const [, file] of filled.matchAll(mediaReference)) media.add(file!)
      writeFileSync(to, to.endsWith('.html') && apiMeta ? filled.replace('<meta name="voix-build"', `${apiMeta}<meta name="voix-build"`) : filled)
      pages++
    }
    for (const slug of slugs) {
      const siteOut = join(temp, slug)
      for (const file of staticFiles) linkOrCopy(join(paths.static, file), join(siteOut, file))
      // The manifests and redirects as they are; the route maps are this layout's own and stay behind.
      cpSync(join(buildDir, 'sites', slug), siteOut, { recursive: true, filter: (from) => !/[/\\](routes|extras)\.json$/.test(from) })
      exportCollectionDumps(outRoot, siteOut)
      media = new Set()
      const objects = { ...Object.fromEntries(Object.entries(extras[slug] ?? {}).filter(([path]) => !studioOnlyPath(path))), ...routes[slug] }
      for (const [path, key] of Object.entries(objects)) {
        const object = readListedPage(outRoot, key, `${slug}${path} of build ${buildId}`)
        if (path === '404') writePage(join(siteOut, '404.html'), object.html)
        else {
          writePage(join(siteOut, pageDir(path), 'index.html'), object.html)
          if (object.payload !== undefined) writePage(join(siteOut, pageDir(path), '_payload.json'), object.payload)
        }
      }
      // The uploads the pages show as they are (an image's original beside its resized copies), as /media serves them.
      for (const file of [...media].sort()) {
        const from = options.mediaDir && join(options.mediaDir, file)
        if (from && existsSync(from)) linkOrCopy(from, join(siteOut, 'media', file))
        else missingMedia.push(`${slug}: /media/${file}`)
      }
      const siteDir = join(buildDir, 'sites', slug)
      const latest = JSON.parse(readFileSync(join(siteDir, 'builds', 'latest.json'), 'utf8')) as { id: string }
      const meta = JSON.parse(readFileSync(join(siteDir, 'builds', 'meta', `${latest.id}.json`), 'utf8')) as BuildMeta
      const rules: SiteRules = {
        security: parseHeadersFile(readFileSync(join(siteDir, '_headers'), 'utf8')),
        redirects: Object.fromEntries(Object.entries(meta.routeRules).flatMap(([path, rule]) => (rule.redirect ? [[path, rule.redirect]] : []))),
        ...(hosts.domainRedirects?.[slug] ? { moved: hosts.domainRedirects[slug] } : {}),
        shortLived: [
          ...staticFiles.filter((file) => !file.startsWith(`assets${sep}`)).map((file) => `/${file.split(sep).join('/')}`),
          ...readdirSync(siteOut).filter((file) => seoFilePattern.test(`/${file}`)).map((file) => `/${file}`),
        ].sort(),
        ...(apiOrigin ? { apiOrigin } : {}),
      }
      writeFileSync(join(siteOut, '_headers'), exportHeadersFile(rules))
      writeFileSync(join(siteOut, '_redirects'), exportRedirectsFile(readFileSync(join(siteDir, '_redirects'), 'utf8'), rules))
      mkdirSync(join(temp, '_nginx'), { recursive: true })
      writeFileSync(join(temp, '_nginx', `${slug}.conf`), nginxInclude(slug, rules))
    }
    copyFileSync(join(buildDir, 'hosts.json'), join(temp, 'hosts.json'))
    const old = `${dist}.old-${buildId}`
    if (existsSync(dist)) renameSync(dist, old)
    renameSync(temp, dist)
    rmSync(old, { recursive: true, force: true })
    return { buildId, sites: slugs.length, pages, missingMedia }
  } catch (error) {
    rmSync(temp, { recursive: true, force: true })
    throw error
  }
}
