import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import type { PagePayload } from '../site/payload/PagePayload.ts'
import { flipLive, liveBuildId } from './flipLive.ts'
import { outputPaths, pageDir } from './outputPaths.ts'
import { extraPageSources, type ExtraPage } from './extraPages.ts'
import { toPayload, toSitePayload } from './toPayload.ts'

export interface BuildOptions {
  snapshot: PublishedSnapshot
  /** Output root: builds, the live pointer and shared static assets (see outputPaths). */
  outRoot: string
  /** The compiled site (`vike build` output), holding client/ and server/. */
  bundleDir: string
  /** How many builds to keep for rollback. */
  keep?: number
}

export interface BuildResult {
  buildId: string
  pages: number
  ms: number
}

type RenderPage = (init: { urlOriginal: string; payload: PagePayload } & Record<string, unknown>) => Promise<{ httpResponse: { statusCode: number; body: string } | null; errorWhileRendering?: unknown }>

async function loadRenderer(bundleDir: string): Promise<RenderPage> {
  await import(pathToFileURL(join(bundleDir, 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  return renderPage as unknown as RenderPage
}

function newBuildId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

/** Render every published page into a new build directory, then make it live in one atomic flip. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now()
  const { snapshot, outRoot, bundleDir } = options
  const paths = outputPaths(outRoot)
  const buildId = newBuildId()
  const timestamp = Date.now()
  const temp = join(paths.builds, `.tmp-${buildId}`)
  const sitesById = new Map(snapshot.sites.map((s) => [s.id, s]))

  // Resolve every payload before writing anything: bad content fails the build with nothing changed.
  const payloads = snapshot.pages.map((page) => {
    const site = sitesById.get(page.site_id)
    if (!site) throw new Error(`Page ${page.path} belongs to unknown site '${page.site_id}'`)
    return toPayload(page, site, snapshot.menus, buildId)
  })

  const extras: { slug: string; page: ExtraPage }[] = snapshot.sites.flatMap((site) => {
    const sitePayload = toSitePayload(site, snapshot.menus)
    return extraPageSources.flatMap((source) => source({ snapshot, site, sitePayload, buildId })).map((page) => ({ slug: site.slug, page }))
  })

  const renderPage = await loadRenderer(bundleDir)
  mkdirSync(paths.static, { recursive: true })
  // Hashed assets accumulate across builds so tabs opened on an older build keep loading their chunks.
  cpSync(join(bundleDir, 'client'), paths.static, { recursive: true, force: false, errorOnExist: false })

  try {
    for (const payload of payloads) {
      const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: payload.page.path, payload })
      if (!httpResponse || httpResponse.statusCode !== 200)
        throw new Error(`Rendering ${payload.site.slug}${payload.page.path} failed: ${String(errorWhileRendering ?? httpResponse?.statusCode)}`)
      const dir = join(temp, 'sites', payload.site.slug, pageDir(payload.page.path))
      write(join(dir, 'index.html'), httpResponse.body)
      write(join(dir, '_payload.json'), JSON.stringify(payload))
    }
    for (const { slug, page } of extras) {
      const { httpResponse, errorWhileRendering } = await renderPage({ ...page.pageContext, urlOriginal: page.url, payload: page.payload })
      if (!httpResponse) throw new Error(`Rendering ${slug} ${page.url} failed: ${String(errorWhileRendering)}`)
      const siteDir = join(temp, 'sites', slug)
      if (page.outputPath === '404') write(join(siteDir, '404.html'), httpResponse.body)
      else {
        write(join(siteDir, page.outputPath, 'index.html'), httpResponse.body)
        if (page.writePayload) write(join(siteDir, page.outputPath, '_payload.json'), JSON.stringify(page.payload))
      }
    }
    for (const site of snapshot.sites) {
      const prerendered = payloads.filter((p) => p.site.id === site.id).map((p) => p.page.path)
      const siteDir = join(temp, 'sites', site.slug)
      const meta = { id: buildId, timestamp, matcher: { static: {}, wildcard: {} }, prerendered, routeRules: {} }
      write(join(siteDir, 'builds', 'latest.json'), JSON.stringify({ id: buildId, timestamp }))
      write(join(siteDir, 'builds', 'meta', `${buildId}.json`), JSON.stringify(meta))
    }
    const hosts: Record<string, string> = {}
    for (const site of snapshot.sites) for (const host of site.hosts) hosts[host] = site.slug
    const defaultSite = snapshot.sites.find((s) => s.isDefault) ?? snapshot.sites[0]
    write(join(temp, 'hosts.json'), JSON.stringify({ hosts, defaultSite: defaultSite?.slug ?? null }))
    renameSync(temp, paths.build(buildId))
  } catch (error) {
    rmSync(temp, { recursive: true, force: true })
    throw error
  }
  flipLive(outRoot, buildId)
  pruneBuilds(outRoot, options.keep ?? 5)
  return { buildId, pages: payloads.length, ms: Math.round(performance.now() - started) }
}

/** Keep the newest `keep` builds (and always the live one); build ids sort by time. */
function pruneBuilds(outRoot: string, keep: number): void {
  const { builds } = outputPaths(outRoot)
  if (!existsSync(builds)) return
  const live = liveBuildId(outRoot)
  const ids = readdirSync(builds).filter((n) => !n.startsWith('.')).sort()
  for (const id of ids.slice(0, Math.max(0, ids.length - keep))) if (id !== live) rmSync(join(builds, id), { recursive: true, force: true })
}
