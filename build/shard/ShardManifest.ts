import { join } from 'node:path'
import { z } from 'zod'
import { BuildProblem } from '../../catalogue/model/buildProblem.ts'
import { SeoFacts } from '../seo/seoFacts.ts'

/**
 * A shard's result, as `buildShard` writes it and `mergeShards` reads it, in `<results>/shard-<i>-of-<n>/`:
 *   shard.json        this manifest, written last: a folder without it is not a result
 *   meta.json         the build's records (sites with their public origins, menus, redirects…), as the pages were made from
 *   routes.json       site slug → page path → where the page is stored, in this folder's pack or objects
 *   extras.json       the same for the extra pages (404, previews) of the shard's part
 *   pages.json        the page index rows of the shard's pages (build/cache/pageIndex.ts), pointing into the pack
 *   seo.json          site slug → [path, SeoFacts] of every page in routes.json, for the sitemaps and checks
 *   pages.pack        the pages themselves, one after another as stored (build/cache/pageObject.ts)
 *   objects/<key>.page  pages stored a file each (extra pages, pages of unversioned sources)
 *   static/assets/img/  the resized uploads the shard's pages show
 * The folder is written beside its place and renamed in, so a result is there whole or not at all.
 */
export const shardFormat = 'voix-shard 1'

export const shardFolder = (results: string, index: number, count: number) => join(results, `shard-${index}-of-${count}`)

export const ShardManifest = z
  .object({
    format: z.literal(shardFormat),
    shard: z.number().int().min(1),
    of: z.number().int().min(1),
    /** The sha256 of meta.json: every shard of one build was made from the same records. */
    meta: z.string().regex(/^[0-9a-f]{64}$/),
    /** The compiled site's hash (build/cache/codeHash.ts) and the day the pages were made for: both in every page's key. */
    code: z.string().regex(/^[0-9a-f]{40}$/),
    today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Whether uploads were resized (the shard had a media folder); part of every page's context too. */
    images: z.boolean(),
    /** The stored page format of the pack and objects (pageObjectFormat). */
    pageFormat: z.string(),
    /** The pack's name in the merged store, unique to this shard's run, and its size. */
    pack: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    packBytes: z.number().int().min(0),
    /** The pre-publish check settings the shard's source had, which the merge runs the checks with. */
    checks: z.object({ imageBudgetKb: z.number().optional() }).strict().nullable(),
    pages: z.number().int().min(0),
    extras: z.number().int().min(0),
    rendered: z.object({ count: z.number().int(), bytes: z.number(), fragments: z.number(), largest: z.array(z.object({ site: z.string(), path: z.string(), bytes: z.number() }).strict()), paths: z.array(z.object({ site: z.string(), path: z.string() }).strict()).max(1000).optional() }).strict(),
    reused: z.number().int().min(0),
    workers: z.number().int().min(1),
    ms: z.number().min(0),
    /** Published pages that failed, as the render workers named them: the merge says which stay at their last good render. */
    failed: z.array(
      z
        .object({
          message: z.string(),
          where: BuildProblem.pick({ page: true, element: true, component: true, field: true }).optional(),
          listed: z.object({ id: z.string().optional(), siteId: z.string().optional() }).strict().optional(),
        })
        .strict(),
    ),
  })
  .strict()
export type ShardManifest = z.infer<typeof ShardManifest>

/** routes.json and extras.json. */
export const ShardRoutes = z.record(z.string(), z.record(z.string(), z.string()))

/** pages.json: rows of the page index. */
export const ShardIndex = z.array(z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.string(), z.string()]))

/** seo.json: what the sitemaps need of each page, by site slug. */
export const ShardSeo = z.record(z.string(), z.array(z.tuple([z.string(), SeoFacts])))
