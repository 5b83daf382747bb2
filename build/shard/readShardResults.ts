import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import type { IndexedPage } from '../cache/pageIndex.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'
import { shardFolder, ShardIndex, ShardManifest, ShardRoutes, ShardSeo } from './ShardManifest.ts'
import type { z } from 'zod'

/** One shard's result, read and checked. */
export interface ShardResultRead {
  dir: string
  manifest: ShardManifest
  routes: Record<string, Record<string, string>>
  extras: Record<string, Record<string, string>>
  index: IndexedPage[]
  seo: z.infer<typeof ShardSeo>
}

function parsed<T>(file: string, schema: z.ZodType<T>, text?: string): T {
  let value: unknown
  try {
    value = JSON.parse(text ?? readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file} is not a shard result's file: ${error instanceof Error ? error.message : String(error)}`)
  }
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new Error(`${file} is not a shard result's file: ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  }
  return result.data
}

/**
 * The `count` shard results in `results`, each checked whole and against the others before anything is merged: every
 * shard there once, each made from the same records with the same code on the same day. A problem is named with the
 * shard and what to do; nothing is read into a build until all of them hold.
 */
export function readShardResults(results: string, count: number): { shards: ShardResultRead[]; meta: SnapshotMeta } {
  const root = resolve(results)
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`the shard results folder ${root} does not exist: give the folder the shards wrote to (--results)`)
  const missing: number[] = []
  for (let index = 1; index <= count; index++) if (!existsSync(join(shardFolder(root, index, count), 'shard.json'))) missing.push(index)
  if (missing.length) {
    const found = readdirSync(root).filter((name) => /^shard-\d+-of-\d+$/.test(name) && existsSync(join(root, name, 'shard.json')))
    throw new Error(
      `shard${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${count} ${missing.length > 1 ? 'are' : 'is'} missing from ${root} (found: ${found.join(', ') || 'none'}): ` +
        `run \`npm run build -- --shard ${missing[0]}/${count} --results <folder>\`${missing.length > 1 ? ' and the others' : ''} and bring the results here before merging`,
    )
  }
  const shards: ShardResultRead[] = []
  let metaText = ''
  for (let n = 1; n <= count; n++) {
    const dir = shardFolder(root, n, count)
    const manifest = parsed(join(dir, 'shard.json'), ShardManifest)
    if (manifest.shard !== n || manifest.of !== count) throw new Error(`${dir} holds shard ${manifest.shard} of ${manifest.of}, not shard ${n} of ${count}: it was moved or renamed`)
    const first = shards[0]?.manifest
    const name = `shard ${n} of ${count}`
    if (first) {
      if (manifest.meta !== first.meta) throw new Error(`${name} was built from other content than shard 1 (its sites, menus, redirects or other records differ): build every shard from one source, the same database or snapshot folder`)
      if (manifest.code !== first.code) throw new Error(`${name} was built with another compiled site than shard 1: build every shard from the same commit`)
      if (manifest.today !== first.today) throw new Error(`${name} was built on ${manifest.today}, shard 1 on ${first.today}: pages can depend on the day (offers that end), so build the shards again together`)
      if (manifest.images !== first.images) throw new Error(`${name} was built ${manifest.images ? 'with' : 'without'} a media folder, shard 1 ${first.images ? 'with' : 'without'}: give every shard the same`)
      if (manifest.pageFormat !== first.pageFormat) throw new Error(`${name} stored its pages as '${manifest.pageFormat}', shard 1 as '${first.pageFormat}': build every shard from the same commit`)
    } else {
      metaText = readFileSync(join(dir, 'meta.json'), 'utf8')
      if (createHash('sha256').update(metaText).digest('hex') !== manifest.meta) throw new Error(`${join(dir, 'meta.json')} is not the records shard ${n} was built from: its result was changed after it was written`)
    }
    const pack = join(dir, 'pages.pack')
    const packBytes = existsSync(pack) ? statSync(pack).size : -1
    if (packBytes !== manifest.packBytes) throw new Error(`${name} is incomplete: ${pack} ${packBytes < 0 ? 'is missing' : `has ${packBytes} bytes, its manifest says ${manifest.packBytes}`}`)
    const routes = parsed(join(dir, 'routes.json'), ShardRoutes)
    const extras = parsed(join(dir, 'extras.json'), ShardRoutes)
    const index = parsed(join(dir, 'pages.json'), ShardIndex)
    const seo = parsed(join(dir, 'seo.json'), ShardSeo)
    // Pages in the pack are checked when the merge copies it; those stored a file each must be here.
    for (const siteRefs of [...Object.values(extras), ...Object.values(routes)])
      for (const ref of Object.values(siteRefs)) {
        if (ref.includes('@')) {
          if (!ref.includes(`@${manifest.pack}:`)) throw new Error(`${name} names a page outside its own result (${ref}): its result was changed after it was written`)
        } else if (!existsSync(join(dir, 'objects', `${ref}.page`))) throw new Error(`${name} is incomplete: ${join(dir, 'objects', `${ref}.page`)} is missing`)
      }
    shards.push({ dir, manifest, routes, extras, index, seo })
  }
  // Checked by the schema, but used as written: these are the values the pages were made from, and a parse that
  // normalised anything would make the merged build's manifests differ from what a single build writes.
  const meta = JSON.parse(metaText) as SnapshotMeta
  const checked = PublishedSnapshot.safeParse({ ...meta, pages: [] })
  if (!checked.success) {
    const issue = checked.error.issues[0]!
    throw new Error(`${join(shards[0]!.dir, 'meta.json')}: ${issue.path.join('.')}: ${issue.message}`)
  }
  return { shards, meta }
}
