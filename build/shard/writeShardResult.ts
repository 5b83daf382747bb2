import { createHash } from 'node:crypto'
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { RenderedBuild } from '../buildSite.ts'
import type { IndexedPage } from '../cache/pageIndex.ts'
import { pageObjectFormat, readStoredRecord } from '../cache/pageObject.ts'
import { outputPaths, storedAt } from '../outputPaths.ts'
import type { SeoFacts } from '../seo/seoFacts.ts'
import type { ShardSpec } from './parseShard.ts'
import { shardFolder, shardFormat, type ShardManifest } from './ShardManifest.ts'

export interface ShardResult {
  shard: number
  of: number
  /** The result's folder. */
  dir: string
  pages: number
  extras: number
  rendered: number
  reused: number
  ms: number
}

// Resized uploads are named by their bytes' hash (build/images/createImageDeriver.ts).
const derivedImage = /\/assets\/img\/([0-9a-f]{24}\.webp)/g
// Uploads as pages link them (content-api/media stores them by their hash), as the export finds them.
const uploadReference = /\/media\/([0-9a-f]{64}\.[a-z0-9]{1,5})\b/g

/** What a shard's previous build knew of a site's pages for its sitemaps (writeSeoFiles keeps it so). */
function previousFacts(outRoot: string, previous: string | undefined, slug: string): Map<string, SeoFacts> {
  const file = previous && join(outputPaths(outRoot).build(previous), 'seo', `${slug}.facts.json`)
  return new Map(file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as [string, SeoFacts][]) : [])
}

/**
 * Writes what a shard made into its result folder (see ShardManifest.ts): every page its routes name, copied byte for
 * byte out of the shard's own store into one pack (and the file-stored ones as files), with the route maps and index
 * rows pointing there, so the merge needs nothing of the runner the shard ran on. Pages the shard reused from a build
 * live in its own output root come along the same way, with what that build knew of them for the sitemaps.
 */
export function writeShardResult(
  made: RenderedBuild,
  { results, shard, checks, mediaDir }: { results: string; shard: ShardSpec; checks: { imageBudgetKb?: number } | undefined; mediaDir?: string | undefined },
): ShardResult {
  const { outRoot, pages } = made
  const dir = shardFolder(results, shard.index, shard.count)
  const temp = `${dir}.tmp-${process.pid}`
  rmSync(temp, { recursive: true, force: true })
  mkdirSync(join(temp, 'objects'), { recursive: true })
  try {
    // Unique to this run: results of several runs may be merged into one store over time.
    const pack = `shard-${made.buildId}-${shard.index}of${shard.count}`
    const packFd = openSync(join(temp, 'pages.pack'), 'wx')
    let packBytes = 0
    const images = new Set<string>()
    const uploads = new Set<string>()
    const moved = new Map<string, string>()
    const take = (ref: string, what: string): string => {
      const known = moved.get(ref)
      if (known !== undefined) return known
      const bytes = readStoredRecord(outRoot, ref)
      if (!bytes) throw new Error(`${what} is stored in ${storedAt(outRoot, ref).file}, which is missing`)
      const { key, offset } = storedAt(outRoot, ref)
      let to: string
      if (offset === undefined) {
        writeFileSync(join(temp, 'objects', `${key}.page`), bytes)
        to = key
      } else {
        if (writeSync(packFd, bytes, 0, bytes.length, packBytes) !== bytes.length) throw new Error(`writing ${join(temp, 'pages.pack')} fell short`)
        to = `${key}@${pack}:${packBytes}`
        packBytes += bytes.length
      }
      const text = bytes.toString('latin1')
      if (made.images) for (const match of text.matchAll(derivedImage)) images.add(match[1]!)
      for (const match of text.matchAll(uploadReference)) uploads.add(match[1]!)
      moved.set(ref, to)
      return to
    }
    const routes: Record<string, Record<string, string>> = {}
    const extras: Record<string, Record<string, string>> = {}
    const seo: Record<string, [string, SeoFacts][]> = {}
    let pageCount = 0
    let extraCount = 0
    let index: IndexedPage[]
    try {
      for (const [slug, siteRoutes] of pages.routes) {
        const fresh = pages.seo.get(slug)
        let before: Map<string, SeoFacts> | undefined
        const siteSeo: [string, SeoFacts][] = []
        const siteOut: Record<string, string> = (routes[slug] = {})
        for (const [path, ref] of Object.entries(siteRoutes)) {
          siteOut[path] = take(ref, `${slug}${path}`)
          pageCount++
          const facts = fresh?.get(path) ?? (before ??= previousFacts(outRoot, made.previous, slug)).get(path)
          if (facts) siteSeo.push([path, facts])
        }
        seo[slug] = siteSeo
      }
      for (const [slug, siteExtras] of pages.extras) {
        const siteOut: Record<string, string> = (extras[slug] = {})
        for (const [path, ref] of Object.entries(siteExtras)) {
          siteOut[path] = take(ref, `${slug}${path}`)
          extraCount++
        }
      }
      // The same pages as the routes: their places are known by now.
      index = pages.index.map((row) => [row[0], row[1], row[2], row[3], row[4], take(row[5], `page ${row[0]}`), row[6]])
    } finally {
      closeSync(packFd)
    }
    if (images.size) {
      const from = join(outputPaths(outRoot).static, 'assets', 'img')
      mkdirSync(join(temp, 'static', 'assets', 'img'), { recursive: true })
      for (const name of images) if (existsSync(join(from, name))) copyFileSync(join(from, name), join(temp, 'static', 'assets', 'img', name))
    }
    // The uploads the pages show, as uploaded: the merge's runner exports them and weighs them for the checks, and
    // has neither the database's media folder nor the snapshot's.
    const carried = mediaDir ? [...uploads].filter((name) => existsSync(join(mediaDir, name))) : []
    if (carried.length) mkdirSync(join(temp, 'media'), { recursive: true })
    for (const name of carried) copyFileSync(join(mediaDir!, name), join(temp, 'media', name))
    const metaText = JSON.stringify(made.meta)
    writeFileSync(join(temp, 'meta.json'), metaText)
    writeFileSync(join(temp, 'routes.json'), JSON.stringify(routes))
    writeFileSync(join(temp, 'extras.json'), JSON.stringify(extras))
    writeFileSync(join(temp, 'pages.json'), JSON.stringify(index))
    writeFileSync(join(temp, 'seo.json'), JSON.stringify(seo))
    const ms = Math.round(performance.now() - made.started)
    const { rendered } = pages
    const manifest: ShardManifest = {
      format: shardFormat,
      shard: shard.index,
      of: shard.count,
      meta: createHash('sha256').update(metaText).digest('hex'),
      code: made.code,
      today: made.today,
      images: made.images,
      pageFormat: pageObjectFormat,
      pack,
      packBytes,
      // Only what the checks read: the source's settings may carry more (the version, whether broken links block).
      checks: checks ? (checks.imageBudgetKb !== undefined ? { imageBudgetKb: checks.imageBudgetKb } : {}) : null,
      pages: pageCount,
      extras: extraCount,
      rendered: { count: rendered.count, bytes: rendered.bytes, fragments: rendered.fragments, largest: rendered.largest, paths: rendered.paths },
      reused: pages.reused,
      workers: made.workers,
      ms,
      failed: pages.failed,
    }
    writeFileSync(join(temp, 'shard.json'), JSON.stringify(manifest, null, 2))
    // The earlier result of the same shard goes only once this one is whole.
    rmSync(dir, { recursive: true, force: true })
    renameSync(temp, dir)
    return { shard: shard.index, of: shard.count, dir, pages: pageCount, extras: extraCount, rendered: rendered.count, reused: pages.reused, ms }
  } catch (error) {
    rmSync(temp, { recursive: true, force: true })
    throw error
  }
}
