import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { copyClientFiles } from './copyClientFiles.ts'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import type { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import type { Storage } from '../catalogue/model/storage.ts'
import { BuildError, locationOf } from './BuildError.ts'
import { codeHash } from './cache/codeHash.ts'
import { depsHasher, pageIndexJson, readPageIndex, type IndexedPage } from './cache/pageIndex.ts'
import { pageObjectFormat } from './cache/pageObject.ts'
import { collectionHashes, extraKey, siteContextHashes } from './cache/pageKey.ts'
import { pruneBuilds, readRoutes } from './deploy/pruneBuilds.ts'
import { extraPageSources, type ExtraPagesSource } from './extraPages.ts'
import { writeCollectionDumps } from './collections/writeCollectionDumps.ts'
import { buildChecks } from './checks/buildChecks.ts'
import { flipLive, liveBuildId } from './flipLive.ts'
import { buildMeta, redirectsFile, routeRulesFor } from './manifest/siteManifests.ts'
import { buildIdToken, outputPaths } from './outputPaths.ts'
import { fastPathSwitch } from './render/vike/createPageRenderer.ts'
import { poolFor, type WorkerPool } from './render/workerPool.ts'
import type { RenderReply } from './render/workerProtocol.ts'
import { buildReport, RenderedPages, type BuildReport, type SkippedPage } from './report/buildReport.ts'
import { snapshotSource, type SnapshotSource, type SourcePage, type TextPlace } from './source/snapshotSource.ts'
import { toSitePayload } from './toPayload.ts'
import { changedOutput } from './changedOutput.ts'
import { createImageDeriver } from './images/createImageDeriver.ts'
import { pageImages } from './images/pageImages.ts'
import { headersFile, siteSecurityHeaders } from './security/contentSecurityPolicy.ts'

/** The paths of a site's agents-only pages, which the build lists in its route rules but never renders. */
const agentsOnlyPaths = (meta: { gated: readonly { site_id: string; path: string }[] }, siteId: string) => meta.gated.filter((g) => g.site_id === siteId).map((g) => g.path)
import type { SeoFacts } from './seo/seoFacts.ts'
import { withSiteOrigins } from './seo/siteOrigins.ts'
import { writeSeoFiles } from './seo/writeSeoFiles.ts'

export interface BuildOptions {
  /** The published content, in memory; or `source` for one read page by page. */
  snapshot?: PublishedSnapshot
  source?: SnapshotSource
  /** Output root: builds, the live pointer, stored pages and shared static assets (see outputPaths). */
  outRoot: string
  /** The compiled site (`vike build` output), holding client/ and server/. */
  bundleDir: string
  /** How many builds to keep for rollback. */
  keep?: number
  /** Render worker processes; one per core by default. */
  workers?: number
  /** A given build id (letters, digits, '-'); new and time-ordered by default. */
  buildId?: string
  /** The sources of extra pages (404, previews); the registry's by default. */
  extraPages?: readonly ExtraPagesSource[]
  /** Called as pages finish, with how many are done and, when known, how many there are. */
  onProgress?: (done: number, total: number | undefined) => void
  /** Uploaded media (DATA_DIR/media): local images in media fields get resized WebP files. None derived without it. */
  mediaDir?: string
  /** Storage shared with other instances (STORAGE=s3), where uploads made through any of them are (see images/). */
  storage?: Storage
  /** Whether repeated elements' HTML may come from the render workers' fragment cache; on by default. */
  fragmentCache?: boolean
  /** The public origin of sites without their own (`seo.origin`): `{host}` and `{slug}` are filled in (see siteOrigins.ts). */
  siteOrigin?: string
  /** Run the pre-publish checks on the written pages (build/checks), with this image weight budget; none without. */
  checks?: { imageBudgetKb?: number }
}

export interface BuildResult {
  buildId: string
  /** Content pages in the build. */
  pages: number
  rendered: number
  reused: number
  removed: number
  ms: number
  report: BuildReport
  /** Published pages this build could not make: each kept at its last good render when the live build had one, else left out. */
  skipped: SkippedPage[]
  /** Paths whose output differs from the live build's or went away (what a CDN must purge): the first thousand… */
  changedPaths: { site: string; path: string }[]
  /** …and how many there are in all. */
  changedCount: number
}

function newBuildId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

let running: Promise<unknown> = Promise.resolve()

const staticCopied = new Set<string>()

/** How many unread pages a build asks its source for at once. */
const readBatch = 64

/**
 * Plan → render → write → flip. A page the source lists by version is reused unread when the live build's page
 * index holds the same version with the same dependencies (site, menus, head tags, code, the records it draws
 * on); every other page streams to render workers (one per core), which render only pages whose inputs changed
 * and store them by content. This process keeps just the route map and the page index. The build
 * is written to a new directory and made live by one atomic symlink flip, so a failure or a kill at any point
 * leaves the live site exactly as it was. Builds in one process run one at a time.
 */
export function buildSite(options: BuildOptions): Promise<BuildResult> {
  const result = running.then(() => runBuild(options))
  running = result.catch(() => undefined)
  return result
}

async function runBuild(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now()
  const { outRoot, bundleDir } = options
  const source = options.source ?? (options.snapshot ? snapshotSource(options.snapshot) : undefined)
  if (!source) throw new Error('buildSite needs a snapshot or a source')
  const total = options.snapshot?.pages.length
  const paths = outputPaths(outRoot)
  const buildId = options.buildId ?? newBuildId()
  if (!/^[a-z0-9][a-z0-9-]*$/.test(buildId)) throw new Error(`build id '${buildId}' must be lower-case letters, digits and '-'`)
  // A bad switch is named before anything is rendered, not by every page the workers fail to render.
  fastPathSwitch()
  const timestamp = Date.now()
  const temp = join(paths.builds, `.tmp-${buildId}`)
  // Every site with its public origin, which canonical links and sitemaps are written on.
  const meta = withSiteOrigins(source.meta, options.siteOrigin)
  const sitesById = new Map(meta.sites.map((s) => [s.id, s]))
  const slugs = new Set(meta.sites.map((s) => s.slug))
  const deriver = options.mediaDir ? createImageDeriver({ mediaDir: options.mediaDir, outRoot, ...(options.storage ? { storage: options.storage } : {}) }) : undefined

  const code = codeHash(bundleDir)
  // Hashed assets accumulate across builds so tabs opened on an older build keep loading their chunks; once per
  // bundle and output root in a process, since a publish has nothing new to copy. Copied while pages render (a
  // couple of hundred files took a tenth of a second), and done before the build goes live.
  const copied = `${paths.static}\0${code}`
  // Derived images go to static/assets/img while this copy runs: made first, the folders they share are never
  // created by both at once (the copy then failed with EEXIST).
  mkdirSync(join(paths.static, 'assets', ...(deriver ? ['img'] : [])), { recursive: true })
  const copying = staticCopied.has(copied) ? undefined : copyClientFiles(join(bundleDir, 'client'), paths.static)
  // Awaited once the pages are made; a build that throws before then must not leave its failure unhandled.
  copying?.catch(() => undefined)
  mkdirSync(temp, { recursive: true })

  const workers = Math.max(1, options.workers ?? availableParallelism())
  // Workers are started (or the process's running ones taken) only when a page needs rendering.
  let pool: WorkerPool | undefined
  const today = new Date(timestamp).toISOString().slice(0, 10)
  // Whether uploads are resized is part of every page's context: a page indexed with derived images is not
  // reused by a build without them, nor the other way round. So is the stored page format: an index written when
  // pages were stored otherwise names objects this build cannot read.
  const siteContexts = siteContextHashes(meta, `${code}${deriver ? '+images' : ''}+${pageObjectFormat}`)
  const depsOf = depsHasher(siteContexts, collectionHashes(meta, today))
  const previous = liveBuildId(outRoot)
  // The live build's page index: a page listed with the same version and dependencies is reused unread.
  const previousIndex = previous ? readPageIndex(paths.build(previous)) : new Map<string, IndexedPage>()
  const index: IndexedPage[] = []
  // What the sitemaps and the pre-publish checks need of the pages the workers were given, by site slug and path
  // (see writeSeoFiles for the others).
  const seo = new Map<string, Map<string, SeoFacts>>()
  const noteSeo = (slug: string, path: string, facts: SeoFacts | undefined, listed?: SourcePage) => {
    if (!facts) return
    let site = seo.get(slug)
    if (!site) seo.set(slug, (site = new Map()))
    site.set(path, listed?.publishedAt ? { ...facts, lastmod: listed.publishedAt } : facts)
  }
  const routes = new Map<string, Record<string, string>>(meta.sites.map((s) => [s.slug, {}]))
  const extras = new Map<string, Record<string, string>>(meta.sites.map((s) => [s.slug, {}]))
  const rendered = new RenderedPages()
  const skipped: SkippedPage[] = []
  let reused = 0
  let done = 0
  let failure: BuildError | undefined
  const addRoute = (slug: string, path: string, key: string) => {
    const siteRoutes = routes.get(slug)!
    if (siteRoutes[path]) failure ??= new BuildError(`two published pages have the path ${slug}${path}`, { site: slug, page: path })
    siteRoutes[path] = key
  }
  /**
   * A published page that failed (no longer parses, or threw while rendering) does not take the build down: it is
   * named in the report and kept at the live build's render of it when there is one, else left out.
   */
  let liveRoutes: Record<string, Record<string, string>> | undefined
  const skipPage = (reply: RenderReply & { ok: false }, listed: SourcePage | undefined) => {
    // Render workers name a page '<site slug><path>'.
    const named = reply.where?.page ?? ''
    const slash = named.indexOf('/')
    const site = listed?.siteId === undefined ? undefined : sitesById.get(listed.siteId)
    const slug = site?.slug ?? (slash > 0 ? named.slice(0, slash) : undefined)
    const before = listed?.id === undefined ? undefined : previousIndex.get(listed.id)
    const path = before && before[1] === listed?.siteId ? before[6] : slash >= 0 ? named.slice(slash) : undefined
    liveRoutes ??= previous ? readRoutes(paths.build(previous)) : {}
    const key = slug && path ? liveRoutes[slug]?.[path] : undefined
    if (key && routes.has(slug!)) {
      addRoute(slug!, path!, key)
      if (before && key === before[5]) index.push(before)
    }
    const { element, component, field } = reply.where ?? {}
    // A page's own problem is the content's: what it holds fails the schema, or a block threw on what was entered.
    skipped.push({ message: reply.message, kind: 'content', ...(slug ? { site: slug } : {}), ...(path ? { page: path } : {}), ...(element ? { element } : {}), ...(component ? { component } : {}), ...(field ? { field } : {}), kept: Boolean(key && routes.has(slug!)) })
  }
  const onReply = (reply: RenderReply, listed?: SourcePage, isPage = false) => {
    done++
    options.onProgress?.(done, total)
    if (!reply.ok) {
      if (isPage && !reply.stopped) skipPage(reply, listed)
      // A worker that died, or an extra page (404, previews: made from code and records, not from a page's content).
      else failure ??= new BuildError(reply.message, locationOf(reply.where, slugs), { retry: reply.stopped === true, kind: 'internal' })
      return
    }
    if (!reply.key) return
    if (reply.extra) {
      extras.get(reply.site)![reply.path] = reply.key
      return
    }
    addRoute(reply.site, reply.path, reply.key)
    noteSeo(reply.site, reply.path, reply.seo, listed)
    if (reply.rendered) rendered.add({ site: reply.site, path: reply.path, bytes: reply.bytes }, reply.fragments)
    else reused++
    // Derived images are named by their bytes and made from the page's own media URLs (content-addressed) at the
    // sizes its blocks declare (part of the code), so a page with images is reused on the same terms as any other.
    if (listed?.version) {
      const uses = reply.uses ?? ''
      index.push([listed.id!, listed.siteId!, listed.version, uses, depsOf(listed.siteId!, uses), reply.key, reply.path])
    }
  }
  // Workers learn the build only when one has something to render: a publish that reuses everything skips them.
  const queue = async (request: Parameters<WorkerPool['queue']>[0], onPageReply: (reply: RenderReply) => void) => {
    if (!pool) {
      pool = await poolFor(bundleDir, code, workers)
      pool.hold()
      pool.begin({ bundleDir, outRoot, meta: JSON.stringify(meta), codeHash: code, today, validated: source.validated === true, fragments: options.fragmentCache !== false }, (reply) => {
        if (!reply.ok) failure ??= new BuildError(reply.message, locationOf(reply.where, slugs), { retry: reply.stopped === true, kind: 'internal' })
      })
    }
    await pool.queue(request, onPageReply)
  }
  /** A page to render, given by its text or, for a worker to read itself, by where its text is. */
  const renderPage = async (text: { json: string } | { at: TextPlace }, listed?: SourcePage) => {
    // Responsive images: derived here, once per source and size, and handed to the worker with the page.
    const images = deriver && 'json' in text && (await pageImages(text.json, deriver, (id) => sitesById.get(id)?.slug, { meta, today }).catch((error: unknown) => error as Error))
    if (images instanceof Error) {
      failure ??= images instanceof BuildError ? images : new BuildError(images.message, {}, { kind: 'internal' })
      return
    }
    const expect = listed?.id !== undefined && listed.siteId !== undefined ? { expect: { id: listed.id, siteId: listed.siteId } } : {}
    // Versioned pages go into packs; one whose version or dependencies changed may still have the same key.
    const stored = listed?.id === undefined ? undefined : previousIndex.get(listed.id)?.[5]
    const pack = listed?.version !== undefined ? { pack: true, ...(stored ? { previous: stored } : {}) } : {}
    await queue({ kind: 'page', ...text, ...(images ? { images } : {}), ...expect, ...pack }, (reply) => onReply(reply, listed, true))
  }
  const unread: SourcePage[] = []
  const readAndRender = async () => {
    const batch = unread.splice(0)
    if (!batch.length) return
    // Images are derived from the text here, so with them the text is read here too.
    if (source.places && !deriver) {
      let places: TextPlace[]
      try {
        places = source.places(batch)
      } catch (error) {
        failure ??= new BuildError(`reading published pages failed: ${error instanceof Error ? error.message : String(error)}`, {}, { kind: 'internal' })
        return
      }
      for (let i = 0; i < batch.length && !failure; i++) await renderPage({ at: places[i]! }, batch[i])
      return
    }
    if (!source.texts) {
      failure ??= new BuildError('the snapshot source listed pages without their text and cannot read them', {}, { kind: 'internal' })
      return
    }
    const texts = await source.texts(batch).catch((error: unknown) => {
      failure ??= new BuildError(`reading published pages failed: ${error instanceof Error ? error.message : String(error)}`, {}, { kind: 'internal' })
      return []
    })
    for (let i = 0; i < batch.length && !failure; i++) await renderPage({ json: texts[i]! }, batch[i])
  }
  try {
    for await (const batch of source.pages()) {
      for (const listed of batch) {
        if (failure) break
        if (listed.version !== undefined) {
          const site = listed.siteId === undefined ? undefined : sitesById.get(listed.siteId)
          if (!listed.id || !site) {
            failure ??= new BuildError(`the snapshot lists page '${listed.id ?? '?'}' of unknown site '${listed.siteId ?? '?'}'`, {}, { kind: 'internal' })
            break
          }
          const before = previousIndex.get(listed.id)
          if (before && before[2] === listed.version && before[1] === listed.siteId && before[4] === depsOf(site.id, before[3])) {
            // Same text, same site context, same records: the stored output is what rendering would make.
            addRoute(site.slug, before[6], before[5])
            reused++
            done++
            index.push(before)
            continue
          }
        }
        if (listed.json !== undefined) await renderPage({ json: listed.json }, listed)
        else {
          unread.push(listed)
          if (unread.length >= readBatch) await readAndRender()
        }
      }
      if (failure) break
      options.onProgress?.(done, total)
    }
    if (!failure) await readAndRender()
    for (const site of meta.sites) {
      if (failure) break
      const sitePayload = toSitePayload(site, meta.menus)
      // Extra pages carry the placeholder as their build id too, so an unchanged one is stored once for all builds.
      for (const source of options.extraPages ?? extraPageSources)
        for (const page of source({ snapshot: { ...meta, pages: [] }, site, sitePayload, buildId: buildIdToken })) {
          const key = extraKey(code, page)
          if (existsSync(paths.object(key))) extras.get(site.slug)![page.outputPath === '404' ? '404' : `/${page.outputPath}`] = key
          else await queue({ kind: 'extra', slug: site.slug, page }, onReply)
        }
    }
  } finally {
    // Whatever happened, no worker may still write for this build once it is over.
    if (pool) {
      await pool.drain()
      pool.release()
    }
    deriver?.save()
  }
  try {
    await copying
    staticCopied.add(copied)
  } catch (error) {
    failure ??= new BuildError(`copying the site's static files failed: ${error instanceof Error ? error.message : String(error)}`, {}, { kind: 'internal' })
  }
  if (failure) {
    rmSync(temp, { recursive: true, force: true })
    throw failure
  }

  const previousRoutes = previous ? readRoutes(paths.build(previous)) : {}
  let removed = 0
  let previousPages = 0
  const sortedPaths = new Map<string, string[]>()
  for (const [slug, siteRoutes] of routes) {
    const site = meta.sites.find((s) => s.slug === slug)!
    const siteDir = join(temp, 'sites', slug)
    const redirects = meta.redirects.filter((r) => r.site_id === site.id)
    const prerendered = Object.keys(siteRoutes).sort()
    sortedPaths.set(slug, prerendered)
    write(join(siteDir, 'routes.json'), JSON.stringify(siteRoutes))
    write(join(siteDir, 'extras.json'), JSON.stringify(extras.get(slug)))
    write(join(siteDir, '_redirects'), redirectsFile(redirects, site.domainRedirect, prerendered))
    write(join(siteDir, '_headers'), headersFile(siteSecurityHeaders(meta.scriptOrigins)))
    write(join(siteDir, 'builds', 'latest.json'), JSON.stringify({ id: buildId, timestamp }))
    write(join(siteDir, 'builds', 'meta', `${buildId}.json`), JSON.stringify(buildMeta(buildId, timestamp, prerendered, routeRulesFor(redirects, agentsOnlyPaths(meta, site.id)))))
    const before = Object.keys(previousRoutes[slug] ?? {})
    previousPages += before.length
    removed += before.filter((p) => !(p in siteRoutes)).length
  }
  for (const [slug, old] of Object.entries(previousRoutes))
    if (!routes.has(slug)) {
      previousPages += Object.keys(old).length
      removed += Object.keys(old).length
    }
  const hosts: Record<string, string> = {}
  for (const site of meta.sites) for (const host of site.hosts) hosts[host] = site.slug
  const defaultSite = meta.sites.find((s) => s.isDefault) ?? meta.sites[0]
  const domainRedirects = Object.fromEntries(meta.sites.flatMap((s) => (s.domainRedirect ? [[s.slug, s.domainRedirect]] : [])))
  write(join(temp, 'hosts.json'), JSON.stringify({ hosts, defaultSite: defaultSite?.slug ?? null, domainRedirects }))
  const pages = [...routes.values()].reduce((n, r) => n + Object.keys(r).length, 0)
  write(join(temp, 'pages.json'), pageIndexJson(index))
  // Sitemaps, robots.txt and the pre-publish checks: per site, from the route maps and what the workers sent.
  const seoChecked = writeSeoFiles({
    buildDir: temp,
    ...(previous ? { previousDir: paths.build(previous) } : {}),
    sites: meta.sites,
    routes,
    sortedPaths,
    // None removed and as many as before: none added either.
    samePages: previous !== undefined && removed === 0 && pages === previousPages,
    redirects: (site) => meta.redirects.filter((r) => r.site_id === site.id),
    fresh: seo,
  })
  const checks = options.checks ? buildChecks({ outRoot, buildDir: temp, ...(options.mediaDir ? { mediaDir: options.mediaDir } : {}), ...options.checks }) : undefined
  const report = buildReport({ id: buildId, timestamp, ms: Math.round(performance.now() - started), pages, rendered, reused, removed, workers, sites: sitesById.size, skipped, seo: seoChecked, ...(checks ? { checks } : {}) })
  write(join(temp, 'report.json'), JSON.stringify(report, null, 2))
  renameSync(temp, paths.build(buildId))
  writeCollectionDumps(outRoot, buildId)
  flipLive(outRoot, buildId)
  // Live from here: the time to live, then housekeeping the next build would otherwise do.
  const ms = Math.round(performance.now() - started)
  pruneBuilds(outRoot, Math.max(1, options.keep ?? 5))
  return { buildId, pages, rendered: rendered.count, reused, removed, ms, report, skipped, ...changedOutput(routes, previousRoutes) }
}

/** The report a build wrote beside its output. */
export function readBuildReport(outRoot: string, buildId: string): BuildReport | undefined {
  const file = join(outputPaths(outRoot).build(buildId), 'report.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildReport) : undefined
}
