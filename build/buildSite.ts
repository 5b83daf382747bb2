import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { copyClientFiles } from './copyClientFiles.ts'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import type { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import type { Storage } from '../catalogue/model/storage.ts'
import { BuildError, locationOf } from './BuildError.ts'
import { BuildPages } from './BuildPages.ts'
import { codeHash } from './cache/codeHash.ts'
import { depsHasher, readPageIndex, type IndexedPage } from './cache/pageIndex.ts'
import { pageObjectFormat } from './cache/pageObject.ts'
import { collectionHashes, extraKey, siteContextHashes } from './cache/pageKey.ts'
import { readRoutes } from './deploy/pruneBuilds.ts'
import { extraPageSources, type ExtraPagesSource } from './extraPages.ts'
import { finishBuild } from './finishBuild.ts'
import { liveBuildId } from './flipLive.ts'
import { buildIdToken, outputPaths } from './outputPaths.ts'
import { fastPathSwitch } from './render/vike/createPageRenderer.ts'
import { poolFor, type WorkerPool } from './render/workerPool.ts'
import type { RenderReply } from './render/workerProtocol.ts'
import type { BuildReport, SkippedPage } from './report/buildReport.ts'
import { snapshotSource, type SnapshotMeta, type SnapshotSource, type SourcePage, type TextPlace } from './source/snapshotSource.ts'
import { toSitePayload } from './toPayload.ts'
import { createImageDeriver } from './images/createImageDeriver.ts'
import { pageImages } from './images/pageImages.ts'
import { indexSections, textWithSections } from './sections/pageSections.ts'
import { withSiteOrigins } from './seo/siteOrigins.ts'
import { withResolvedMenus } from './render/resolvePageLinks.ts'

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
  /** Resized images kept across builds whose output roots differ (IMAGE_CACHE_DIR; images/sharedImageCache.ts). */
  imageCacheDir?: string
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

export function newBuildId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
}

let running: Promise<unknown> = Promise.resolve()

/** Builds, shards and merges of one process run one at a time: they share the render workers and the live pointer. */
export function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const result = running.then(run)
  running = result.catch(() => undefined)
  return result
}

const staticCopied = new Set<string>()

/**
 * Copies the compiled site's client files into the shared static folder (copyClientFiles.ts). Hashed assets accumulate
 * across builds so tabs opened on an older build keep loading their chunks; once per bundle and output root in a
 * process, since a publish has nothing new to copy. Undefined when there is nothing to copy.
 */
export function copyClientFilesOnce(bundleDir: string, outRoot: string, code: string): Promise<void> | undefined {
  const { static: staticDir } = outputPaths(outRoot)
  const copied = `${staticDir}\0${code}`
  if (staticCopied.has(copied)) return undefined
  return copyClientFiles(join(bundleDir, 'client'), staticDir).then(() => {
    staticCopied.add(copied)
  })
}

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
  return inTurn(async () => {
    const made = await renderBuild(options)
    return finishBuild({ ...made, ...(options.keep !== undefined ? { keep: options.keep } : {}), ...(options.mediaDir ? { mediaDir: options.mediaDir } : {}), ...(options.checks ? { checks: options.checks } : {}) })
  })
}

/**
 * Which pages a build renders, for a shard of one (build/shard): the others are left to the other shards.
 * `hasExtra` says the same of extra pages, by site and where they are written.
 */
export interface BuildPart {
  has(listed: SourcePage): boolean
  hasExtra(slug: string, outputPath: string): boolean
}

/** What the render half of a build leaves for the flip (finishBuild) or, for a shard, for its result. */
export interface RenderedBuild {
  outRoot: string
  buildId: string
  timestamp: number
  started: number
  meta: SnapshotMeta
  pages: BuildPages
  previous: string | undefined
  workers: number
  /** The compiled site's hash and the build's day, which every page's key depends on. */
  code: string
  today: string
  /** Whether uploads were resized (a build with a media folder). */
  images: boolean
}

/**
 * Plan and render: every page listed goes to the page index, reused or rendered, and its route, facts and counts
 * into the returned BuildPages. With a `part`, only that part's pages and extra pages, and nothing is made for the
 * flip (no build folder, no static files): a shard's result is written from what is returned.
 */
export async function renderBuild(options: BuildOptions, part?: BuildPart): Promise<RenderedBuild> {
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
  // Menu items picked by identity point at their pages' current paths (the sites' contexts hash them so).
  const meta = withResolvedMenus(withSiteOrigins(source.meta, options.siteOrigin))
  const sitesById = new Map(meta.sites.map((s) => [s.id, s]))
  const sections = indexSections(meta.sections)
  const slugs = new Set(meta.sites.map((s) => s.slug))
  const deriver = options.mediaDir ? createImageDeriver({ mediaDir: options.mediaDir, outRoot, ...(options.storage ? { storage: options.storage } : {}), ...(options.imageCacheDir ? { cacheDir: options.imageCacheDir } : {}) }) : undefined

  const code = codeHash(bundleDir)
  // Copied while pages render (a couple of hundred files took a tenth of a second), and done before the build goes
  // live. A shard goes live nowhere: the merge copies them.
  // Derived images go to static/assets/img while this copy runs: made first, the folders they share are never
  // created by both at once (the copy then failed with EEXIST).
  mkdirSync(join(paths.static, 'assets', ...(deriver ? ['img'] : [])), { recursive: true })
  const copying = part ? undefined : copyClientFilesOnce(bundleDir, outRoot, code)
  // Awaited once the pages are made; a build that throws before then must not leave its failure unhandled.
  copying?.catch(() => undefined)
  if (!part) mkdirSync(temp, { recursive: true })

  const workers = Math.max(1, options.workers ?? availableParallelism())
  // Workers are started (or the process's running ones taken) only when a page needs rendering.
  let pool: WorkerPool | undefined
  const today = new Date(timestamp).toISOString().slice(0, 10)
  // Whether uploads are resized is part of every page's context: a page indexed with derived images is not
  // reused by a build without them, nor the other way round. So is the stored page format: an index written when
  // pages were stored otherwise names objects this build cannot read.
  const siteContexts = siteContextHashes(meta, `${code}${deriver ? '+images' : ''}+${pageObjectFormat}`)
  const depsOf = depsHasher(siteContexts, collectionHashes(meta, today), meta.linkPaths)
  const previous = liveBuildId(outRoot)
  // The live build's page index: a page listed with the same version and dependencies is reused unread.
  const previousIndex = previous ? readPageIndex(paths.build(previous)) : new Map<string, IndexedPage>()
  const made = new BuildPages(meta, { index: previousIndex, routes: () => (previous ? readRoutes(paths.build(previous)) : {}) }, part !== undefined)
  const { index, rendered } = made
  let done = 0
  const onReply = (reply: RenderReply, listed?: SourcePage, isPage = false) => {
    done++
    options.onProgress?.(done, total)
    if (!reply.ok) {
      if (isPage && !reply.stopped) made.skip({ message: reply.message, ...(reply.where ? { where: reply.where } : {}), ...(listed ? { listed: { ...(listed.id !== undefined ? { id: listed.id } : {}), ...(listed.siteId !== undefined ? { siteId: listed.siteId } : {}) } } : {}) })
      // A worker that died, or an extra page (404, previews: made from code and records, not from a page's content).
      else made.failure ??= new BuildError(reply.message, locationOf(reply.where, slugs), { retry: reply.stopped === true, kind: 'internal' })
      return
    }
    if (!reply.key) return
    if (reply.extra) {
      made.extras.get(reply.site)![reply.path] = reply.key
      return
    }
    made.addRoute(reply.site, reply.path, reply.key)
    made.noteSeo(reply.site, reply.path, reply.seo, listed?.publishedAt)
    if (reply.rendered) rendered.add({ site: reply.site, path: reply.path, bytes: reply.bytes }, reply.fragments)
    else made.reused++
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
        if (!reply.ok) made.failure ??= new BuildError(reply.message, locationOf(reply.where, slugs), { retry: reply.stopped === true, kind: 'internal' })
      })
    }
    await pool.queue(request, onPageReply)
  }
  /** A page to render, given by its text or, for a worker to read itself, by where its text is. */
  const renderPage = async (text: { json: string } | { at: TextPlace }, listed?: SourcePage) => {
    // Responsive images: derived here, once per source and size, and handed to the worker with the page.
    // The images of the shared sections it places are its own (a section that cannot be put in fails in the worker).
    const images = deriver && 'json' in text && (await pageImages(textWithSections(text.json, sections), deriver, (id) => sitesById.get(id)?.slug, { meta, today }).catch((error: unknown) => error as Error))
    if (images instanceof Error) {
      // A media file the page uses that cannot be read (missing, damaged, from an older version) fails this page
      // only, as a render that throws does: kept at its last good render, named in the report.
      if (images instanceof BuildError && images.kind === 'content' && listed) {
        const { site, page, element, component, field } = images.where
        made.skip({ message: images.message, where: { ...(site || page ? { page: `${site ?? ''}${page ?? ''}` } : {}), ...(element ? { element } : {}), ...(component ? { component } : {}), ...(field ? { field } : {}) }, listed: { ...(listed.id !== undefined ? { id: listed.id } : {}), ...(listed.siteId !== undefined ? { siteId: listed.siteId } : {}) } })
        done++
        options.onProgress?.(done, total)
        return
      }
      made.failure ??= images instanceof BuildError ? images : new BuildError(images.message, {}, { kind: 'internal' })
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
        made.failure ??= new BuildError(`reading published pages failed: ${error instanceof Error ? error.message : String(error)}`, {}, { kind: 'internal' })
        return
      }
      for (let i = 0; i < batch.length && !made.failure; i++) await renderPage({ at: places[i]! }, batch[i])
      return
    }
    if (!source.texts) {
      made.failure ??= new BuildError('the snapshot source listed pages without their text and cannot read them', {}, { kind: 'internal' })
      return
    }
    const texts = await source.texts(batch).catch((error: unknown) => {
      made.failure ??= new BuildError(`reading published pages failed: ${error instanceof Error ? error.message : String(error)}`, {}, { kind: 'internal' })
      return []
    })
    for (let i = 0; i < batch.length && !made.failure; i++) await renderPage({ json: texts[i]! }, batch[i])
  }
  try {
    for await (const batch of source.pages()) {
      for (const listed of batch) {
        if (made.failure) break
        if (part && !part.has(listed)) continue
        if (listed.version !== undefined) {
          const site = listed.siteId === undefined ? undefined : sitesById.get(listed.siteId)
          if (!listed.id || !site) {
            made.failure ??= new BuildError(`the snapshot lists page '${listed.id ?? '?'}' of unknown site '${listed.siteId ?? '?'}'`, {}, { kind: 'internal' })
            break
          }
          const before = previousIndex.get(listed.id)
          if (before && before[2] === listed.version && before[1] === listed.siteId && before[4] === depsOf(site.id, before[3])) {
            // Same text, same site context, same records: the stored output is what rendering would make.
            made.addRoute(site.slug, before[6], before[5])
            made.reused++
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
      if (made.failure) break
      options.onProgress?.(done, total)
    }
    if (!made.failure) await readAndRender()
    for (const site of meta.sites) {
      if (made.failure) break
      const sitePayload = toSitePayload(site, meta.menus)
      // Extra pages carry the placeholder as their build id too, so an unchanged one is stored once for all builds.
      for (const source of options.extraPages ?? extraPageSources)
        for (const page of source({ snapshot: { ...meta, pages: [] }, site, sitePayload, buildId: buildIdToken })) {
          if (part && !part.hasExtra(site.slug, page.outputPath)) continue
          const key = extraKey(code, page)
          if (existsSync(paths.object(key))) made.extras.get(site.slug)![page.outputPath === '404' ? '404' : `/${page.outputPath}`] = key
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
  } catch (error) {
    made.failure ??= new BuildError(`copying the site's static files failed: ${error instanceof Error ? error.message : String(error)}`, {}, { kind: 'internal' })
  }
  if (made.failure) {
    if (!part) rmSync(temp, { recursive: true, force: true })
    throw made.failure
  }
  return { outRoot, buildId, timestamp, started, meta, pages: made, previous, workers, code, today, images: deriver !== undefined }
}

/** The report a build wrote beside its output. */
export function readBuildReport(outRoot: string, buildId: string): BuildReport | undefined {
  const file = join(outputPaths(outRoot).build(buildId), 'report.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildReport) : undefined
}
