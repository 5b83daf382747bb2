import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { BuildError } from '../BuildError.ts'
import { BuildPages } from '../BuildPages.ts'
import { copyClientFilesOnce, inTurn, newBuildId, type BuildResult } from '../buildSite.ts'
import { codeHash } from '../cache/codeHash.ts'
import { readPageIndex, type IndexedPage } from '../cache/pageIndex.ts'
import { readStoredRecord } from '../cache/pageObject.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { finishBuild } from '../finishBuild.ts'
import { liveBuildId } from '../flipLive.ts'
import { outputPaths } from '../outputPaths.ts'
import type { ShardSummary } from '../report/buildReport.ts'
import { readShardResults, type ShardResultRead } from './readShardResults.ts'

const uploadName = /^([0-9a-f]{64})\.[a-z0-9]{1,5}$/

export interface MergeOptions {
  /** The folder the shards wrote their results to. */
  results: string
  /** How many shards the build was split into: all of them must be there. */
  count: number
  outRoot: string
  /** The compiled site the shards were built with: its static files go live with the build. */
  bundleDir: string
  buildId?: string
  keep?: number
  /** Uploaded media, for the pre-publish checks' image weights; the uploads the shards carry are put there. */
  mediaDir?: string
}

/**
 * Puts a file into the store unless it is there already, beside its place first, so it is there whole or not at all.
 * A hard link where the results are on the same disk (nothing in a result is written again once it is whole, and a
 * result written again is a new file), a copy elsewhere.
 */
function importFile(from: string, to: string, same: (existing: number) => boolean): void {
  const existing = statSync(to, { throwIfNoEntry: false })
  if (existing && same(existing.size)) return
  mkdirSync(dirname(to), { recursive: true })
  const temp = `${to}.tmp-${process.pid}`
  rmSync(temp, { force: true })
  try {
    linkSync(from, temp)
  } catch {
    copyFileSync(from, temp)
  }
  renameSync(temp, to)
}

/**
 * A shard's pages, resized uploads and extra pages into the output root's store, where the merged build finds them,
 * and the uploads its pages show into the media folder (named by their hash, so one there already is the same).
 */
function importShard(outRoot: string, shard: ShardResultRead, mediaDir: string | undefined): void {
  const paths = outputPaths(outRoot)
  const { manifest, dir } = shard
  importFile(join(dir, 'pages.pack'), paths.pack(manifest.pack), (size) => size === manifest.packBytes)
  const objects = join(dir, 'objects')
  for (const name of existsSync(objects) ? readdirSync(objects) : []) if (name.endsWith('.page')) importFile(join(objects, name), paths.object(name.slice(0, -'.page'.length)), () => true)
  const images = join(dir, 'static', 'assets', 'img')
  for (const name of existsSync(images) ? readdirSync(images) : []) importFile(join(images, name), join(paths.static, 'assets', 'img', name), () => true)
  const uploads = join(dir, 'media')
  if (!mediaDir || !existsSync(uploads)) return
  mkdirSync(mediaDir, { recursive: true })
  for (const name of readdirSync(uploads)) {
    // A result is an artifact from elsewhere: only files named as uploads are, by the hash of their own bytes.
    const hash = uploadName.exec(name)?.[1]
    if (!hash || createHash('sha256').update(readFileSync(join(uploads, name))).digest('hex') !== hash) throw new BuildError(`${shard.dir}: media/${name} is not an upload named by its hash: build the shard again`, {}, { kind: 'internal' })
    if (!existsSync(join(mediaDir, name))) importFile(join(uploads, name), join(mediaDir, name), () => true)
  }
}

/**
 * Assembles the results of a build's n shards (`buildShard`) into one build and makes it live, as `npm run build --
 * --merge <n>` does: the shards' pages go into this output root's store, and the route maps, page index, sitemaps
 * and report are written from what the shards collected, by the same code a single build writes them with
 * (finishBuild), so the merged build is the build one runner would have made. Every result is read and checked
 * first (readShardResults); whatever fails before the flip leaves the live site as it was.
 */
export function mergeShards(options: MergeOptions): Promise<BuildResult> {
  return inTurn(async () => {
    const started = performance.now()
    const { outRoot, bundleDir, count } = options
    const { shards, meta } = readShardResults(options.results, count)
    const first = shards[0]!.manifest
    const code = codeHash(bundleDir)
    if (code !== first.code) throw new Error(`the shards were built with another compiled site than ${bundleDir} holds: merge with the commit the shards were built from`)
    const buildId = options.buildId ?? newBuildId()
    if (!/^[a-z0-9][a-z0-9-]*$/.test(buildId)) throw new Error(`build id '${buildId}' must be lower-case letters, digits and '-'`)
    const timestamp = Date.now()
    const paths = outputPaths(outRoot)
    const temp = join(paths.builds, `.tmp-${buildId}`)
    mkdirSync(join(paths.static, 'assets', 'img'), { recursive: true })
    mkdirSync(temp, { recursive: true })
    try {
      const copying = copyClientFilesOnce(bundleDir, outRoot, code)
      copying?.catch(() => undefined)
      for (const shard of shards) importShard(outRoot, shard, options.mediaDir)
      // A pack that does not hold the pages it names is found now, not by a visitor.
      for (const shard of shards) {
        const some = Object.values(shard.routes).flatMap((r) => Object.values(r).slice(0, 1))
        for (const ref of some) readStoredRecord(outRoot, ref)
      }
      await copying
      const previous = liveBuildId(outRoot)
      const previousIndex = previous ? readPageIndex(paths.build(previous)) : new Map<string, IndexedPage>()
      const made = new BuildPages(meta, { index: previousIndex, routes: () => (previous ? readRoutes(paths.build(previous)) : {}) })
      const slugs = new Set(meta.sites.map((s) => s.slug))
      const summaries: ShardSummary[] = []
      for (const { manifest, routes, extras, index, seo } of shards) {
        for (const [slug, siteRoutes] of Object.entries(routes)) {
          if (!slugs.has(slug)) throw new BuildError(`shard ${manifest.shard} lists pages of a site '${slug}' its records do not have`, {}, { kind: 'internal' })
          for (const [path, ref] of Object.entries(siteRoutes)) made.addRoute(slug, path, ref)
        }
        for (const [slug, siteExtras] of Object.entries(extras)) {
          if (!slugs.has(slug)) throw new BuildError(`shard ${manifest.shard} lists extra pages of a site '${slug}' its records do not have`, {}, { kind: 'internal' })
          Object.assign(made.extras.get(slug)!, siteExtras)
        }
        made.index.push(...index)
        for (const [slug, pages] of Object.entries(seo)) for (const [path, facts] of pages) made.noteSeo(slug, path, facts)
        made.rendered.merge(manifest.rendered)
        made.reused += manifest.reused
        for (const failed of manifest.failed) made.skip(failed)
        summaries.push({ shard: manifest.shard, pages: manifest.pages, rendered: manifest.rendered.count, reused: manifest.reused, workers: manifest.workers, ms: manifest.ms })
      }
      if (made.failure) throw made.failure
      return finishBuild({
        outRoot,
        buildId,
        timestamp,
        started,
        meta,
        pages: made,
        previous,
        workers: summaries.reduce((n, s) => n + s.workers, 0),
        ...(options.keep !== undefined ? { keep: options.keep } : {}),
        ...(options.mediaDir ? { mediaDir: options.mediaDir } : {}),
        ...(first.checks ? { checks: first.checks } : {}),
        shards: summaries,
      })
    } catch (error) {
      rmSync(temp, { recursive: true, force: true })
      throw error
    }
  })
}
