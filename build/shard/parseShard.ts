/** One shard of a sharded build: the `index`th (from 1) of `count`. */
export interface ShardSpec {
  index: number
  count: number
}

/** More shards than this is a typo: each runner costs a start and an upload, and the merge reads every result. */
export const maxShards = 256

const whole = /^[1-9][0-9]*$/

/** `--merge <n>`: how many shard results to assemble. */
export function parseShardCount(text: string | undefined): number {
  if (!text) throw new Error('--merge needs the number of shards, like --merge 4')
  if (!whole.test(text)) throw new Error(`--merge must be the number of shards, a whole number like 4; got '${text}'`)
  const count = Number(text)
  if (count > maxShards) throw new Error(`--merge ${text}: there may be at most ${maxShards} shards`)
  return count
}

/** `--shard <i>/<n>`: the shard to build (1 to n) and how many there are, like --shard 1/4 (as Playwright and Vitest count them). */
export function parseShard(text: string | undefined): ShardSpec {
  if (!text) throw new Error('--shard needs the shard to build and how many there are, like --shard 1/4')
  const match = /^([^/]*)\/([^/]*)$/.exec(text)
  if (!match || !whole.test(match[1]!) || !whole.test(match[2]!)) throw new Error(`--shard must be <i>/<n>, the shard to build (from 1) and how many there are, like --shard 1/4; got '${text}'`)
  const index = Number(match[1])
  const count = Number(match[2])
  if (count > maxShards) throw new Error(`--shard ${text}: there may be at most ${maxShards} shards`)
  if (index > count) throw new Error(`--shard ${text}: there are ${count} shards, numbered 1 to ${count}, so there is no shard ${index}`)
  return { index, count }
}
