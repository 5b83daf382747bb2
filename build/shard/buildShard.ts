import { inTurn, renderBuild, type BuildOptions, type BuildPart } from '../buildSite.ts'
import type { SourcePage } from '../source/snapshotSource.ts'
import type { ShardSpec } from './parseShard.ts'
import { shardOf } from './shardOf.ts'
import { writeShardResult, type ShardResult } from './writeShardResult.ts'

export interface ShardOptions extends BuildOptions {
  shard: ShardSpec
  /** The folder shard results go to (one `shard-<i>-of-<n>` folder each), which the merge reads. */
  results: string
}

/**
 * The page's id, which decides its shard. Sources that list pages by version name it; a page that came as text
 * alone has it in its JSON. A text that does not parse goes to shard 1, which reports it as any build would.
 */
function pageId(listed: SourcePage): string {
  if (listed.id !== undefined) return listed.id
  try {
    const id = (JSON.parse(listed.json ?? '') as { id?: unknown }).id
    return typeof id === 'string' ? id : ''
  } catch {
    return ''
  }
}

/** The part of a build one shard makes: its pages by their ids (shardOf), its extra pages by site and place. */
export function shardPart({ index, count }: ShardSpec): BuildPart {
  return {
    has: (listed) => {
      const id = pageId(listed)
      return id === '' ? index === 1 : shardOf(id, count) === index
    },
    hasExtra: (slug, outputPath) => shardOf(`${slug}\0${outputPath}`, count) === index,
  }
}

/**
 * One shard of a build spread over several runners (`npm run build -- --shard i/n`): renders the pages of its part
 * as a build would (reusing what the build live in `outRoot` has, if any, and the render workers' caches), and writes
 * them with everything the flip needs into its result folder under `results`. Nothing live changes, here or
 * anywhere: `mergeShards` makes the n results one build and flips it.
 */
export function buildShard(options: ShardOptions): Promise<ShardResult> {
  const { shard } = options
  if (!Number.isInteger(shard.count) || shard.count < 1 || !Number.isInteger(shard.index) || shard.index < 1 || shard.index > shard.count)
    throw new Error(`shard ${shard.index} of ${shard.count} does not exist: shards are numbered 1 to their count`)
  return inTurn(async () => writeShardResult(await renderBuild(options, shardPart(shard)), { results: options.results, shard, checks: options.checks, mediaDir: options.mediaDir }))
}
